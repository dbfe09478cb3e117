import { items } from '../../db/schema';
import { insertInBatches } from '../batch';
import {
  ccColours,
  ccKinds,
  ccStyles,
  openWidthsIn,
  structures,
  tubeDiasIn,
} from '../catalogue/fabrics';
import type { Rng } from '../random';
import { demoDate, pad, uniqueNames, type DemoStep } from '../step';

type ItemRow = typeof items.$inferInsert;

/** Names like `30s Combed SJ 160 GSM 72" Open`, as the mill's ERPNext item names read. */
function fabricItems(rng: Rng): ItemRow[] {
  const uniqueName = uniqueNames();
  return structures.flatMap((s) =>
    Array.from({ length: s.quota }, (_, i): ItemRow => {
      let spec = { count: '', gsm: 0, open: true, size: 0 };
      const itemName = uniqueName(() => {
        const open = rng.chance(0.6);
        spec = {
          count: rng.pick(s.counts),
          gsm: rng.pick(s.gsm),
          open,
          size: open ? rng.pick(openWidthsIn) : rng.pick(tubeDiasIn),
        };
        const form = open ? 'Open' : 'Tube';
        return `${spec.count} ${rng.pick(s.spinning)} ${s.short} ${spec.gsm} GSM ${spec.size}" ${form}`;
      });
      return {
        itemCode: `FAB-${s.code}-${pad(i + 1, 2)}`,
        itemName,
        itemGroup: 'Fabric',
        quality: s.quality,
        yarnCount: spec.count,
        composition: s.composition,
        gsm: spec.gsm,
        widthCm: spec.open ? Math.round(spec.size * 2.54) : null,
        diaIn: spec.open ? null : spec.size,
        uom: 'Kg',
        modified: demoDate(rng),
      };
    }),
  );
}

/** Polo collars and cuffs are knitted to size on flat machines and counted in pieces. */
function collarCuffItems(rng: Rng): ItemRow[] {
  const uniqueName = uniqueNames();
  return ccKinds.flatMap((k) =>
    Array.from({ length: k.quota }, (_, i): ItemRow => ({
      itemCode: `CC-${k.code}-${pad(i + 1, 2)}`,
      itemName: uniqueName(() => {
        const style = rng.pick(ccStyles);
        const colour = rng.pick(ccColours);
        return `${k.group} ${rng.pick(k.sizes)} cm ${colour}${style === 'Plain' ? '' : ` ${style}`}`;
      }),
      itemGroup: k.group,
      quality: 'Flat Knit 1x1 Rib',
      yarnCount: '2/30s',
      composition: '100% Cotton',
      gsm: null,
      widthCm: null,
      diaIn: null,
      uom: 'Nos',
      modified: demoDate(rng),
    })),
  );
}

export const itemsStep: DemoStep = {
  name: 'items',
  run: (db, rng) => insertInBatches(db, items, [...fabricItems(rng), ...collarCuffItems(rng)]),
};
