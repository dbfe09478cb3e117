import { eq, sql } from 'drizzle-orm';
import type { ProcessLossRollRow, ProcessLossRow } from '../../../contract/main/orders';
import type { Db } from '../../db/client';
import { millSettings } from '../../db/schema';
import type { HandlerMap } from '../../http/context';
import { notFound } from '../../http/errors';
import { rowsOf } from '../../db/rows';
import { DEFAULT_PROCESS_LOSS_TOLERANCE_PCT } from '../users/millSettings';
import { perRollRead, processes } from './ledger';

/**
 * Process loss of a PO (getPOProcessLossFromDB): the greige kg its rolls were issued to dyeing
 * with (batch_rolls, as the ledger moved them) against the finished kg dyeing produced of their
 * finish rolls (the ledger's dyeing lines: the weighings). A PO is the document the rolls came
 * against: a purchase or subcontracting order (or the PO a subcontracting order was raised from),
 * a work order (its job cards' rolls too) or a job card. Loss counts only rolls back and weighed.
 */

interface RollLine {
  roll_no: string;
  item_code: string;
  item_name: string;
  batch_no: string;
  colour: string | null;
  processor: string | null;
  greige_kg: number;
  finish_roll_no: string | null;
  finish_kg: number | null;
}

export async function processLossTolerance(db: Db): Promise<number> {
  const [row] = await db
    .select({ pct: millSettings.processLossTolerancePct })
    .from(millSettings)
    .where(eq(millSettings.id, 1));
  return row?.pct ?? DEFAULT_PROCESS_LOSS_TOLERANCE_PCT;
}

const kg3 = (n: number) => Math.round(n * 1000) / 1000;
const pct2 = (n: number) => Math.round(n * 100) / 100;
const beyond = (pct: number | null, tolerance: number) =>
  pct !== null && Math.abs(pct) > tolerance + 1e-9;

export async function processLoss(db: Db, poNo: string): Promise<ProcessLossRow[]> {
  const lines = await perRollRead(db, (tx) =>
    rowsOf<RollLine>(
      tx,
      // Three disjoint arms (the document itself, the subcontracting orders raised from a PO, the
      // job cards of a work order), each on greige_rolls_source_idx; then per roll its batch line,
      // its finish roll and the finish roll's dyeing lines, each one index probe (`limit 1`
      // keeps the planner from hashing the whole finish_rolls table for a PO's few rolls).
      sql`with po_rolls as (
          select g.roll_no, g.item_code from greige_rolls g
          where g.source_kind in ('purchaseOrder', 'subcontractingOrder', 'workOrder', 'jobCard')
            and g.source_doc_no = ${poNo}
          union all
          select g.roll_no, g.item_code from greige_rolls g
          where g.source_kind = 'subcontractingOrder' and g.source_doc_no in (
            select so_no from subcontracting_orders where po_no = ${poNo} and so_no <> ${poNo})
          union all
          select g.roll_no, g.item_code from greige_rolls g
          where g.source_kind = 'jobCard' and g.source_doc_no in (
            select jc_no from job_cards where wo_no = ${poNo} and jc_no <> ${poNo}))
        select r.roll_no, r.item_code, coalesce(i.item_name, r.item_code) as item_name,
          br.batch_no, bt.colour, bt.warehouse as processor, br.kg::float8 as greige_kg,
          f.finish_roll_no, fk.kg as finish_kg
        from po_rolls r
          join batch_rolls br on br.roll_no = r.roll_no
          join batches bt on bt.batch_no = br.batch_no
          left join items i on i.item_code = r.item_code
          left join lateral (select x.finish_roll_no from finish_rolls x
            where x.greige_roll_no = r.roll_no limit 1) f on true
          left join lateral (select (-sum(l.qty_kg))::float8 as kg from stock_ledger l
            where l.roll_no = f.finish_roll_no and l.process = ${processes.dyeing}) fk on true
        order by r.item_code, br.batch_no, br.seq`,
    ),
  );
  if (lines.length === 0) {
    const [known] = await rowsOf<{ n: number }>(
      db,
      sql`select (
          (select count(*) from purchase_orders where po_no = ${poNo})
          + (select count(*) from subcontracting_orders where so_no = ${poNo} or po_no = ${poNo})
          + (select count(*) from work_orders where wo_no = ${poNo})
          + (select count(*) from job_cards where jc_no = ${poNo})
          + (select count(*) from (select 1 from greige_rolls where source_doc_no = ${poNo} limit 1) g)
        )::int as n`,
    );
    if (!known?.n) throw notFound(`No PO, subcontracting order, work order or job card ${poNo}.`);
    return [];
  }
  const tolerance = await processLossTolerance(db);
  const groups = new Map<string, RollLine[]>();
  for (const l of lines) {
    const key = `${l.item_code}\u0000${l.batch_no}`;
    groups.set(key, [...(groups.get(key) ?? []), l]);
  }
  return [...groups.values()].map((group) => {
    const first = group[0] as RollLine;
    const rolls: ProcessLossRollRow[] = group.map((l) => {
      const finishKg =
        l.finish_roll_no && l.finish_kg !== null && l.finish_kg > 0 ? l.finish_kg : null;
      const lossKg = finishKg === null ? null : kg3(l.greige_kg - finishKg);
      const lossPercent =
        lossKg === null || l.greige_kg <= 0 ? null : pct2((lossKg / l.greige_kg) * 100);
      return {
        greigeRollNo: l.roll_no,
        finishRollNo: l.finish_roll_no,
        greigeKg: kg3(l.greige_kg),
        finishKg: finishKg === null ? null : kg3(finishKg),
        lossKg,
        lossPercent,
        overTolerance: beyond(lossPercent, tolerance),
      };
    });
    const back = rolls.filter((r) => r.finishKg !== null);
    const greigeKgIn = kg3(rolls.reduce((t, r) => t + r.greigeKg, 0));
    const backKg = kg3(back.reduce((t, r) => t + r.greigeKg, 0));
    const finishKgOut = kg3(back.reduce((t, r) => t + (r.finishKg ?? 0), 0));
    const lossKg = kg3(backKg - finishKgOut);
    const lossPercent = backKg > 0 ? pct2((lossKg / backKg) * 100) : null;
    return {
      poNo,
      itemCode: first.item_code,
      itemName: first.item_name,
      batchNo: first.batch_no,
      colour: first.colour,
      processor: first.processor,
      greigeKgIn,
      finishKgOut,
      pendingKg: kg3(greigeKgIn - backKg),
      rollsIssued: rolls.length,
      rollsReceived: back.length,
      lossKg,
      lossPercent,
      tolerancePercent: tolerance,
      overTolerance: beyond(lossPercent, tolerance),
      rolls,
    };
  });
}

export const lossHandlers = {
  getPOProcessLossFromDB: async (ctx, { po_no }) => processLoss(ctx.db, po_no),
} satisfies HandlerMap;
