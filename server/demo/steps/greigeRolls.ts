import { and, asc, eq, inArray } from 'drizzle-orm';
import type { SourceKind } from '../../../contract/main/inspection';
import type { Db } from '../../db/client';
import { finishRolls, greigeRolls, items, operators } from '../../db/schema';
import { insertInBatches } from '../batch';
import { dayMs, pad, type DemoStep } from '../step';
import { circularMachines, happened, isoDay, millTodayMs, needs, suppliersOfGroup } from './recent';
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

/**
 * A greige roll that a finish roll was made from has been dyed: its stage is `finish`. Run after
 * each step that writes finish rolls (the inspections, the stock's lots that gained rolls).
 */
export async function markDyedGreigeRolls(db: Db): Promise<void> {
  await db
    .update(greigeRolls)
    .set({ stage: 'finish' })
    .where(
      inArray(greigeRolls.rollNo, db.select({ no: finishRolls.greigeRollNo }).from(finishRolls)),
    );
}

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
    const today = millTodayMs();
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
            modified: happened(today - age * dayMs + rng.int(7, 20) * 3_600_000),
          });
        }
      }
    }
    return written + (await insertInBatches(db, greigeRolls, rows));
  },
};

/** The floor's days: the 90 days of inspections, today included. */
export const floorDays = 90;
const shiftStartHours = { A: 6, B: 14, C: 22 } as const;
const floorShifts = ['A', 'B', 'C'] as const;
/** Roll numbers of the floor's output start here each day, after the inspected lots' numbers. */
const firstFloorRoll = 5001;

/**
 * The knitting floor's own output: every circular machine runs its three shifts on most days of
 * the last 90 (a stop for a breakdown or a yarn change now and then), one or two rolls a shift,
 * against the job card it is set up for (a machine stays on one job card for a few days). Each
 * shift has its crew: an operator minds two or three machines, always in the same shift. Written
 * after the inspections step, so these rolls wait uninspected, as most of a mill's greige output
 * does between samples; the production figures count them with the inspected lots' rolls.
 */
export const floorProductionStep: DemoStep = {
  name: 'floorProduction',
  run: async (db, rng, scale) => {
    const cards = (await sources(db))
      .filter((s) => s.kind === 'jobCard')
      .sort((a, b) => a.date.localeCompare(b.date));
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
      .where(eq(items.itemGroup, 'Fabric'));
    const byItem = new Map(fabrics.map((f) => [f.itemCode, f]));
    const staff = needs(
      await db
        .select({ name: operators.name })
        .from(operators)
        .where(eq(operators.active, true))
        .orderBy(asc(operators.id)),
      'operators',
    ).map((o) => o.name);
    const crews = floorShifts.map((_, s) => staff.filter((_, i) => i % 3 === s));
    const today = millTodayMs();
    const rolls: RollRow[] = [];
    let written = 0;
    const current = new Map<string, Source>();
    // Rolls per running shift grow with SCALE, as the rest of the mill's transactions do.
    const perShift = Math.max(1, scale);

    for (let age = floorDays - 1; age >= 0; age--) {
      if (rolls.length >= 20_000)
        written += await insertInBatches(db, greigeRolls, rolls.splice(0));
      const dayStart = today - age * dayMs;
      const day = isoDay(dayStart);
      const open = openOn(cards, day);
      let n = firstFloorRoll - 1;
      machines.forEach((machine, m) => {
        let card = current.get(machine);
        if ((!card || rng.chance(0.25)) && open > 0) {
          card = cards[rng.int(0, open - 1)];
          if (card) current.set(machine, card);
        }
        const item = card ? byItem.get(card.itemCode) : undefined;
        if (!card || !item) return;
        // Today only the morning shift has knitted so far.
        for (const shift of age === 0 ? (['A'] as const) : floorShifts) {
          if (!rng.chance(0.85)) continue;
          const crew = crews[floorShifts.indexOf(shift)] ?? [];
          const operator = crew.length ? crew[m % crew.length] : null;
          const heavy = /Fleece|Rib/.test(item.quality);
          for (let r = 0, count = Math.round(rng.int(1, 2) * perShift); r < count; r++) {
            n += 1;
            rolls.push({
              rollNo: `GR-${day.slice(2).replaceAll('-', '')}-${pad(n, 4)}`,
              itemCode: item.itemCode,
              kg: (heavy ? rng.int(200, 320) : rng.int(150, 280)) / 10,
              gsm: item.gsm ? Math.round(item.gsm * (0.96 + rng.next() * 0.08)) : null,
              widthCm: item.widthCm,
              diaIn: item.diaIn,
              machine,
              operator: operator ?? null,
              shift,
              producedOn: day,
              sourceKind: 'jobCard',
              sourceDocNo: card.docNo,
              workOrderNo: card.workOrderNo,
              supplier: null,
              stage: 'greige',
              modified: happened(dayStart + (shiftStartHours[shift] + 2 + r * 3) * 3_600_000),
            });
          }
        }
      });
    }
    return written + (await insertInBatches(db, greigeRolls, rolls));
  },
};
