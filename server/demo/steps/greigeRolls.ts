import { and, asc, eq } from 'drizzle-orm';
import type { SourceKind } from '../../../contract/main/inspection';
import { greigeRolls, items, operators } from '../../db/schema';
import { insertInBatches } from '../batch';
import { dayMs, pad, type DemoStep } from '../step';
import { circularMachines, isoDay, needs, suppliersOfGroup, todayUtc } from './recent';
import { openOn, sources, type Source } from './rollSources';

/** Days of roll production: the 90 days of inspections plus the week before them. */
export const productionDays = 100;

const kindWeights = [
  ['jobCard', 45],
  ['workOrder', 10],
  ['purchaseOrder', 20],
  ['subcontractingOrder', 15],
  ['supplier', 10],
] as const;

type RollRow = typeof greigeRolls.$inferInsert;

export const greigeRollsStep: DemoStep = {
  name: 'greigeRolls',
  run: async (db, rng, scale) => {
    // Per kind, oldest first: the documents open on a day are a prefix, found by bisection.
    const byKind = new Map<SourceKind, Source[]>();
    for (const src of (await sources(db)).sort((a, b) => a.date.localeCompare(b.date))) {
      const list = byKind.get(src.kind);
      if (list) list.push(src);
      else byKind.set(src.kind, [src]);
    }
    const fabricSuppliers = needs(await suppliersOfGroup(db, 'Fabric'), 'fabric suppliers');
    const machines = needs(await circularMachines(db), 'circular machines');
    const fabrics = await db
      .select({
        itemCode: items.itemCode,
        gsm: items.gsm,
        widthCm: items.widthCm,
        diaIn: items.diaIn,
        quality: items.quality,
      })
      .from(items)
      .where(and(eq(items.itemGroup, 'Fabric'), eq(items.disabled, false)))
      .orderBy(asc(items.itemCode));
    const byItem = new Map(needs(fabrics, 'fabric items').map((f) => [f.itemCode, f]));
    const staff = await db
      .select({ name: operators.name })
      .from(operators)
      .where(eq(operators.active, true))
      .orderBy(asc(operators.id));
    const operatorNames = needs(staff, 'operators').map((o) => o.name);
    const today = todayUtc();
    let rows: RollRow[] = [];
    let written = 0;
    const lotsPerDay = 2.6 * scale;

    for (let age = productionDays - 1; age >= 0; age--) {
      const day = isoDay(today - age * dayMs);
      const lots = Math.floor(lotsPerDay) + (rng.chance(lotsPerDay % 1) ? 1 : 0);
      let n = 0;
      const lotsToday = new Set<string>();
      // Large SCALEs write as they go, so memory stays flat.
      if (rows.length >= 20_000) {
        written += await insertInBatches(db, greigeRolls, rows);
        rows = [];
      }
      for (let lot = 0; lot < lots; lot++) {
        const kind = rng.weighted(kindWeights);
        const ofKind = byKind.get(kind) ?? [];
        const open = openOn(ofKind, day);
        const picked = open > 0 ? ofKind[rng.int(0, open - 1)] : undefined;
        const source: Source = picked ?? {
          kind: 'supplier',
          docNo: null,
          date: day,
          itemCode: rng.pick(fabrics).itemCode,
          supplier: rng.pick(fabricSuppliers),
          workOrderNo: null,
          machine: null,
        };
        const item = byItem.get(source.itemCode);
        // A lot is one document's item on one day: the inspections step groups rolls back by it.
        const lotKey = [source.kind, source.docNo, source.supplier, source.itemCode].join('|');
        if (!item || lotsToday.has(lotKey)) continue;
        lotsToday.add(lotKey);
        const inHouse = source.kind === 'jobCard' || source.kind === 'workOrder';
        const machine = inHouse ? (source.machine ?? rng.pick(machines)) : null;
        const heavy = /Fleece|Rib/.test(item.quality);
        for (let r = 0, count = rng.int(3, 12); r < count; r++) {
          n += 1;
          rows.push({
            rollNo: `GR-${day.slice(2).replaceAll('-', '')}-${pad(n, 4)}`,
            itemCode: item.itemCode,
            kg: (heavy ? rng.int(200, 320) : rng.int(150, 280)) / 10,
            gsm: item.gsm ? Math.round(item.gsm * (0.96 + rng.next() * 0.08)) : null,
            widthCm: item.widthCm,
            diaIn: item.diaIn,
            machine,
            operator: inHouse ? rng.pick(operatorNames) : null,
            shift: inHouse ? rng.pick(['A', 'B', 'C']) : null,
            producedOn: day,
            sourceKind: source.kind,
            sourceDocNo: source.docNo,
            workOrderNo: source.workOrderNo,
            supplier: inHouse ? null : (source.supplier ?? rng.pick(fabricSuppliers)),
            stage: 'greige',
            modified: new Date(today - age * dayMs + rng.int(7, 20) * 3_600_000),
          });
        }
      }
    }
    return written + (await insertInBatches(db, greigeRolls, rows));
  },
};
