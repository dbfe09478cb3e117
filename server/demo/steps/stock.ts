import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { dailyNo } from '../../db/numbering';
import * as s from '../../db/schema';
import { rebuildBalances, processes, roundKg, type LedgerLine } from '../../domains/stock/ledger';
import { warehouseFor } from '../../domains/stock/places';
import { receiveMirroredProduction } from '../../domains/stock/receipts';
import { rowsOf } from '../../domains/production/scope';
import { insertInBatches } from '../batch';
import type { Rng } from '../random';
import { dayMs, type DemoStep } from '../step';
import { millDate } from '../../domains/gate/time';
import { happened, isoDay, millTodayMs, shades } from './recent';

/**
 * The mill's stock over the 90 days, as a ledger consistent with what the other steps made:
 *
 * - every greige roll and every bundle of a completed knitting report booked in on its day;
 * - the ERP's batches from before the ledger (the batches step) as opening stock;
 * - every lot that came back finished (the inspections step's finish rolls) grouped into a dyeing
 *   batch a few days before, sent to the dye house or a job-work dyer, received back as its finish
 *   rolls and weighed at its finish inspection (the inspected kg);
 * - a few bought lots dyed at a job-work dyer and back a little heavier (softener and resin finish
 *   add weight), so some POs show a gain, their finish rolls waiting for finish inspection;
 * - this week's floor output partly batched and still at the processors;
 * - some finished batches sent to the compactor and back (job-work issue and return), older
 *   finished rolls transferred for sales orders to PTSASTRI, and a few old greige rolls sold greige.
 */

const hour = 3_600_000;

type Greige = typeof s.greigeRolls.$inferSelect;
type EntryRow = typeof s.stockEntries.$inferInsert;
type LineRow = typeof s.stockLedger.$inferInsert;
type Kind = EntryRow['kind'];

const ageOf = (day: string, today: number) => Math.round((today - Date.parse(day)) / dayMs);

export const stockStep: DemoStep = {
  name: 'stock',
  run: async (db, rng: Rng) => {
    const today = millTodayMs();
    const greigeStore = await warehouseFor(db, 'greige');
    const finished = await warehouseFor(db, 'finished');
    const dyeHouse = await warehouseFor(db, 'dyeing');
    const jvDyers = (
      await db
        .select({ name: s.warehouses.name })
        .from(s.warehouses)
        .where(and(eq(s.warehouses.warehouseType, 'Dyeing'), eq(s.warehouses.isJobWork, true)))
        .orderBy(asc(s.warehouses.name))
    ).map((w) => w.name);
    const compactor = (
      await db
        .select({ name: s.warehouses.name })
        .from(s.warehouses)
        .where(eq(s.warehouses.warehouseType, 'Compacting'))
        .orderBy(asc(s.warehouses.name))
    )[0]?.name;
    const salesPlaces = (
      await db
        .select({ name: s.warehouses.name })
        .from(s.warehouses)
        .where(eq(s.warehouses.warehouseGroup, 'PTSASTRI'))
        .orderBy(asc(s.warehouses.name))
    ).map((w) => w.name);
    const processors = [dyeHouse, ...jvDyers];

    // Production first: every roll and bundle the mirror holds, booked in on its day.
    // The balances are rebuilt from the whole ledger at the end.
    let written = await receiveMirroredProduction(db, 'ERP', { keepBalances: false });

    const entries: EntryRow[] = [];
    const lines: LineRow[] = [];
    const counters = new Map<string, number>();
    const entry = (kind: Kind, day: string, head: Partial<EntryRow>, body: LedgerLine[]) => {
      const n = (counters.get(day) ?? 0) + 1;
      counters.set(day, n);
      const entryNo = dailyNo('STE', day, n);
      entries.push({ entryNo, kind, postingDate: day, createdBy: 'ERP', ...head });
      for (const l of body)
        lines.push({
          entryNo,
          postingDate: day,
          itemCode: l.itemCode,
          warehouse: l.warehouse ?? null,
          process: l.process ?? null,
          batchNo: l.batchNo ?? null,
          rollNo: l.rollNo ?? null,
          qtyKg: roundKg(l.qtyKg),
          pieces: l.pieces ?? 0,
          rolls: l.rolls ?? 0,
        });
      return entryNo;
    };
    const batchCounters = new Map<string, number>();
    const batchRows: (typeof s.batches.$inferInsert)[] = [];
    const batchRollRows: (typeof s.batchRolls.$inferInsert)[] = [];

    /** Where each roll lies as the step moves it, so every line leaves from where the roll is. */
    const at = new Map<string, { warehouse: string; batchNo: string | null; kg: number }>();
    const rolls = await db
      .select()
      .from(s.greigeRolls)
      .orderBy(asc(s.greigeRolls.producedOn), asc(s.greigeRolls.rollNo));
    for (const r of rolls) at.set(r.rollNo, { warehouse: greigeStore, batchNo: null, kg: r.kg });

    const move = (
      rollNo: string,
      item: string,
      to: string,
      batchNo: string | null,
    ): LedgerLine[] => {
      const from = at.get(rollNo);
      if (!from) return [];
      at.set(rollNo, { ...from, warehouse: to, batchNo });
      const line = { itemCode: item, rollNo };
      return [
        { ...line, warehouse: from.warehouse, batchNo: from.batchNo, qtyKg: -from.kg, rolls: -1 },
        { ...line, warehouse: to, batchNo, qtyKg: from.kg, rolls: 1 },
      ];
    };

    /** A batch of `lot` sent on `day` to `processor`: its row, its rolls and its issue entry. */
    const sendToDye = (
      lot: Greige[],
      day: string,
      processor: string,
      colour: string,
      lotNo: string,
    ) => {
      const n = (batchCounters.get(day) ?? 0) + 1;
      batchCounters.set(day, n);
      const batchNo = dailyNo('BATCH', day, n);
      const first = lot[0] as Greige;
      const body = lot.flatMap((r) => move(r.rollNo, r.itemCode, processor, batchNo));
      const stockEntryNo = entry(
        'batchIssue',
        day,
        {
          batchNo,
          fromWarehouse: greigeStore,
          toWarehouse: processor,
          remarks: `Batch ${batchNo}`,
        },
        body,
      );
      lot.forEach((r, i) =>
        batchRollRows.push({ batchNo, rollNo: r.rollNo, seq: i + 1, kg: r.kg }),
      );
      batchRows.push({
        batchNo,
        itemCode: first.itemCode,
        colour,
        shade: rng.chance(0.3) ? rng.pick(['Light', 'Medium', 'Dark']) : null,
        lot: lotNo,
        warehouse: processor,
        rolls: lot.length,
        qtyKg: roundKg(lot.reduce((t, r) => t + r.kg, 0)),
        createdOn: day,
        modified: happened(Date.parse(day) + 10 * hour),
        stockEntryNo,
        createdBy: 'ERP',
        createdAt: happened(Date.parse(day) + 10 * hour),
        syncedToErp: true,
      });
      return batchNo;
    };

    /** The batch back: greige consumed by dyeing, finish rolls in, then each weighed. */
    const receive = (
      batchNo: string,
      lot: { greige: Greige; finishNo: string; finishKg: number }[],
      day: string,
      weighedOn: string,
    ) => {
      const from = at.get(lot[0]?.greige.rollNo ?? '')?.warehouse ?? null;
      const body: LedgerLine[] = [];
      for (const { greige: g, finishNo } of lot) {
        const place = at.get(g.rollNo);
        if (!place) continue;
        const item = g.itemCode;
        body.push(
          {
            itemCode: item,
            warehouse: place.warehouse,
            batchNo,
            rollNo: g.rollNo,
            qtyKg: -place.kg,
            rolls: -1,
          },
          {
            itemCode: item,
            process: processes.dyeing,
            batchNo,
            rollNo: g.rollNo,
            qtyKg: place.kg,
            rolls: 1,
          },
          {
            itemCode: item,
            process: processes.dyeing,
            batchNo,
            rollNo: finishNo,
            qtyKg: 0,
            rolls: -1,
          },
          { itemCode: item, warehouse: finished, batchNo, rollNo: finishNo, qtyKg: 0, rolls: 1 },
        );
        at.delete(g.rollNo);
        at.set(finishNo, { warehouse: finished, batchNo, kg: 0 });
      }
      entry('dyeingReceipt', day, { batchNo, fromWarehouse: from, toWarehouse: finished }, body);
      const weighed: LedgerLine[] = [];
      for (const { greige: g, finishNo, finishKg } of lot) {
        const place = at.get(finishNo);
        if (!place) continue;
        place.kg = finishKg;
        weighed.push(
          {
            itemCode: g.itemCode,
            process: processes.dyeing,
            batchNo,
            rollNo: finishNo,
            qtyKg: -finishKg,
          },
          {
            itemCode: g.itemCode,
            warehouse: place.warehouse,
            batchNo,
            rollNo: finishNo,
            qtyKg: finishKg,
          },
        );
      }
      entry('weighing', weighedOn, { batchNo, toWarehouse: finished }, weighed);
    };

    // The ERP's batches from before the ledger: opening stock where the ERP says they lie.
    const openingBatches = await db
      .select()
      .from(s.batches)
      .where(isNull(s.batches.stockEntryNo))
      .orderBy(asc(s.batches.createdOn), asc(s.batches.batchNo));
    for (const b of openingBatches) {
      if (!b.warehouse || b.qtyKg <= 0) continue;
      const line = { itemCode: b.itemCode, batchNo: b.batchNo };
      entry('opening', b.createdOn, { batchNo: b.batchNo, toWarehouse: b.warehouse }, [
        { ...line, warehouse: b.warehouse, qtyKg: b.qtyKg, rolls: b.rolls },
        { ...line, process: processes.opening, qtyKg: -b.qtyKg, rolls: -b.rolls },
      ]);
    }

    // Lots that came back finished: their finish rolls, finish inspections and colours.
    const byRoll = new Map(rolls.map((r) => [r.rollNo, r]));
    const finishes = await db
      .select({
        finishNo: s.finishRolls.finishRollNo,
        greigeNo: s.finishRolls.greigeRollNo,
        createdAt: s.finishRolls.createdAt,
      })
      .from(s.finishRolls)
      .orderBy(asc(s.finishRolls.createdAt), asc(s.finishRolls.greigeRollNo));
    const weighings = new Map(
      (
        await rowsOf<{
          roll_no: string;
          kg: number;
          day: string;
          colour: string | null;
          lot: string | null;
        }>(
          db,
          sql`select distinct on (q.roll_no) q.roll_no, q.kg::float8 as kg, q.report_date::text as day,
              r.colour, r.lot
            from qi_rolls q join qi_reports r on r.report_no = q.report_no
            where q.stage = 'finish' order by q.roll_no, q.report_date desc, q.updated_at desc`,
        )
      ).map((w) => [w.roll_no, w]),
    );
    const finishLots = new Map<string, { greige: Greige; finishNo: string; day: string }[]>();
    for (const f of finishes) {
      const g = byRoll.get(f.greigeNo);
      if (!g) continue;
      const day = millDate(f.createdAt);
      const key = [day, g.producedOn, g.sourceKind, g.sourceDocNo, g.supplier, g.itemCode].join(
        '|',
      );
      finishLots.set(key, [
        ...(finishLots.get(key) ?? []),
        { greige: g, finishNo: f.finishNo, day },
      ]);
    }
    const finishedBatches: {
      batchNo: string;
      day: string;
      lot: { greige: Greige; finishNo: string }[];
    }[] = [];
    for (const lot of finishLots.values()) {
      const first = lot[0];
      if (!first) continue;
      const gap = Math.round((Date.parse(first.day) - Date.parse(first.greige.producedOn)) / dayMs);
      const sent = isoDay(
        Date.parse(first.day) - rng.int(2, Math.max(2, Math.min(6, gap - 1))) * dayMs,
      );
      const report = weighings.get(first.finishNo);
      const batchNo = sendToDye(
        lot.map((l) => l.greige),
        sent,
        rng.pick(processors),
        report?.colour ?? rng.pick(shades),
        report?.lot ?? `LOT-${first.day.replaceAll('-', '').slice(2)}-D`,
      );
      receive(
        batchNo,
        lot.map((l) => ({
          ...l,
          // The inspected kg; a lot dyed before the inspections began lost 3 to 12 per cent.
          finishKg:
            weighings.get(l.finishNo)?.kg ??
            Math.round(l.greige.kg * (0.88 + rng.next() * 0.09) * 10) / 10,
        })),
        first.day,
        report?.day ?? first.day,
      );
      finishedBatches.push({ batchNo, day: first.day, lot });
    }

    // A few bought lots dyed at a job-work dyer that came back heavier: some POs gain.
    const finishedRolls = new Set(finishes.map((f) => f.greigeNo));
    const lotsOf = new Map<string, Greige[]>();
    for (const r of rolls) {
      if (r.sourceKind !== 'purchaseOrder' || !r.sourceDocNo) continue;
      const key = [r.sourceDocNo, r.producedOn, r.itemCode].join('|');
      lotsOf.set(key, [...(lotsOf.get(key) ?? []), r]);
    }
    // POs none of whose rolls came back finished yet: their old lots can gain.
    const touched = new Set<string>();
    const lotsByPo = new Map<string, Greige[][]>();
    for (const lot of lotsOf.values()) {
      const po = lot[0]?.sourceDocNo;
      if (!po) continue;
      if (lot.some((r) => finishedRolls.has(r.rollNo))) touched.add(po);
      lotsByPo.set(po, [...(lotsByPo.get(po) ?? []), lot]);
    }
    const gaining = [...lotsByPo.entries()]
      .filter(
        ([po, lots]) =>
          !touched.has(po) && lots.some((l) => ageOf(l[0]?.producedOn ?? '', today) >= 14),
      )
      .slice(0, 3);
    const extraFinish: (typeof s.finishRolls.$inferInsert)[] = [];
    for (const [, lots] of gaining) {
      for (const lot of lots) {
        const first = lot[0] as Greige;
        if (ageOf(first.producedOn, today) < 14) continue;
        const sent = isoDay(Date.parse(first.producedOn) + rng.int(2, 4) * dayMs);
        const back = isoDay(Date.parse(sent) + rng.int(6, 9) * dayMs);
        const batchNo = sendToDye(
          lot,
          sent,
          rng.pick(jvDyers.length ? jvDyers : processors),
          rng.pick(shades),
          `LOT-${back.replaceAll('-', '').slice(2)}-J`,
        );
        const finishedLot = lot.map((g) => ({
          greige: g,
          finishNo: `FR-${g.rollNo.slice(3)}`,
          finishKg: Math.round(g.kg * (1.01 + rng.next() * 0.03) * 10) / 10,
        }));
        for (const f of finishedLot)
          extraFinish.push({
            finishRollNo: f.finishNo,
            greigeRollNo: f.greige.rollNo,
            createdBy: 'ERP',
            createdAt: happened(Date.parse(back) + 6 * hour),
          });
        receive(batchNo, finishedLot, back, back);
      }
    }

    // This week's floor output: some job cards' rolls batched and still at the processors.
    const recentFloor = new Map<string, Greige[]>();
    for (const r of rolls) {
      const age = ageOf(r.producedOn, today);
      if (r.sourceKind !== 'jobCard' || !r.machine || age < 2 || age > 6) continue;
      if (finishedRolls.has(r.rollNo) || at.get(r.rollNo)?.warehouse !== greigeStore) continue;
      const key = [r.producedOn, r.sourceDocNo, r.itemCode].join('|');
      recentFloor.set(key, [...(recentFloor.get(key) ?? []), r]);
    }
    const atProcessors: string[] = [];
    for (const lot of recentFloor.values()) {
      const first = lot[0];
      if (!first || lot.length < 4 || !rng.chance(0.5)) continue;
      const taken = lot.slice(0, Math.min(lot.length, 24));
      const sent = isoDay(Date.parse(first.producedOn) + rng.int(1, 2) * dayMs);
      sendToDye(
        taken,
        sent,
        rng.pick(processors),
        rng.pick(shades),
        `LOT-${sent.replaceAll('-', '').slice(2)}-F`,
      );
      atProcessors.push(...taken.map((r) => r.rollNo));
    }

    // Job work after dyeing: some finished batches compacted at the JV compactor and back.
    if (compactor) {
      for (const b of finishedBatches) {
        if (!rng.chance(0.15) || ageOf(b.day, today) < 6) continue;
        const out = isoDay(Date.parse(b.day) + dayMs);
        const back = isoDay(Date.parse(b.day) + 3 * dayMs);
        const item = b.lot[0]?.greige.itemCode ?? '';
        const going = b.lot.flatMap((l) => move(l.finishNo, item, compactor, b.batchNo));
        entry(
          'transfer',
          out,
          {
            batchNo: b.batchNo,
            fromWarehouse: finished,
            toWarehouse: compactor,
            remarks: 'Compacting (job work)',
          },
          going,
        );
        const coming = b.lot.flatMap((l) => move(l.finishNo, item, finished, b.batchNo));
        entry(
          'transfer',
          back,
          {
            batchNo: b.batchNo,
            fromWarehouse: compactor,
            toWarehouse: finished,
            remarks: 'Back from compacting',
          },
          coming,
        );
      }
    }

    // Sales orders: older finished batches (about half) and a few old greige rolls sold greige.
    let order = 0;
    const salesOrder = (day: string) =>
      `SAL-ORD-${day.slice(0, 4)}-${String(++order).padStart(5, '0')}`;
    if (salesPlaces.length) {
      for (const b of finishedBatches) {
        if (ageOf(b.day, today) < 10 || !rng.chance(0.5)) continue;
        const day = isoDay(Date.parse(b.day) + rng.int(4, 8) * dayMs);
        const to = rng.pick(salesPlaces);
        const item = b.lot[0]?.greige.itemCode ?? '';
        const body = b.lot.flatMap((l) =>
          at.get(l.finishNo)?.warehouse === finished ? move(l.finishNo, item, to, b.batchNo) : [],
        );
        if (body.length === 0) continue;
        const so = salesOrder(day);
        entry(
          'transfer',
          day,
          {
            batchNo: b.batchNo,
            salesOrderNo: so,
            itemRowId: `${so}-1`,
            fromWarehouse: finished,
            toWarehouse: to,
          },
          body,
        );
      }
      const oldFloor = rolls.filter(
        (r) =>
          r.sourceKind === 'jobCard' &&
          r.machine &&
          ageOf(r.producedOn, today) >= 60 &&
          at.get(r.rollNo)?.warehouse === greigeStore &&
          !finishedRolls.has(r.rollNo),
      );
      const byDay = new Map<string, Greige[]>();
      for (const r of oldFloor) byDay.set(r.producedOn, [...(byDay.get(r.producedOn) ?? []), r]);
      for (const [producedOn, dayRolls] of byDay) {
        if (!rng.chance(0.2)) continue;
        const first = dayRolls[0] as Greige;
        const sold = dayRolls.filter((r) => r.itemCode === first.itemCode).slice(0, 12);
        const day = isoDay(Date.parse(producedOn) + rng.int(3, 10) * dayMs);
        const to = rng.pick(salesPlaces);
        const so = salesOrder(day);
        entry(
          'transfer',
          day,
          {
            salesOrderNo: so,
            itemRowId: `${so}-1`,
            fromWarehouse: greigeStore,
            toWarehouse: to,
            remarks: 'Sold greige',
          },
          sold.flatMap((r) => move(r.rollNo, r.itemCode, to, null)),
        );
      }
    }

    written += await insertInBatches(db, s.finishRolls, extraFinish);
    written += await insertInBatches(db, s.batches, batchRows);
    written += await insertInBatches(db, s.batchRolls, batchRollRows);
    written += await insertInBatches(db, s.stockEntries, entries);
    written += await insertInBatches(db, s.stockLedger, lines);
    if (extraFinish.length)
      await db
        .update(s.greigeRolls)
        .set({ stage: 'finish' })
        .where(
          inArray(
            s.greigeRolls.rollNo,
            extraFinish.map((f) => f.greigeRollNo),
          ),
        );
    for (let i = 0; i < atProcessors.length; i += 1000)
      await db
        .update(s.greigeRolls)
        .set({ stage: 'dyeing' })
        .where(inArray(s.greigeRolls.rollNo, atProcessors.slice(i, i + 1000)));
    await rebuildBalances(db);
    return written;
  },
};
