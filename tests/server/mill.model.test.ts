import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../server/db/rows';
import { millToday } from '../../server/domains/gate/time';
import { visitor } from '../../server/domains/gate/testing';
import { salesApp } from '../../server/domains/sales/testing';
import { JV_DYER } from '../../server/domains/stock/testing';
import { millInvariants } from '../support/invariants';
import { runs } from '../support/depth';

/**
 * The mill's invariants (docs/decisions/045-mill-invariants.md) after every step of random
 * sequences of real saves across inspection, knitting, dyeing, dispatch and the gate, on the demo mill behind
 * the HTTP layer.
 * A failure shrinks to the shortest sequence that breaks one and prints fast-check's seed
 * (GREIGE_TEST_SEED replays it, tests/setup/fast-check.ts). Every step also checks its own
 * answer: a refusal must write nothing.
 */
const { t, db, manager, one } = await salesApp();
const today = millToday();

interface Model {
  /** Reports this run started and has not completed. */
  open: string[];
  /** Collar & cuff lots this run started and has not completed. */
  lots: string[];
}
type Real = Record<string, never>;
type Step = fc.AsyncCommand<Model, Real, boolean>;

const pick = <T>(list: readonly T[], n: number): T | undefined =>
  list[n % Math.max(1, list.length)];
/** Job-work rolls this file made up, numbered on from 0. */
let received = 0;
const count = async (
  table: 'qi_rolls' | 'qi_mistakes' | 'roll_history' | 'stock_entry_report_rows' | 'stock_ledger',
) =>
  (await one<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table)}`))?.n ?? 0;

const todayRange = { jsonStartDate: today, jsonEndDate: today };

/**
 * The gate's head count as its report shows it: today's visitors are those inside now and those
 * marked out, no one twice and no one lost between the three lists.
 */
async function gateAddsUp(): Promise<string[]> {
  const total = async (status?: 'in' | 'out') =>
    (
      await t.callOk(
        'getVisitorReportFromDBAllData',
        { ...todayRange, ...(status ? { status } : {}) },
        manager,
      )
    ).total;
  const [all, inside, out] = [await total(), await total('in'), await total('out')];
  return all === inside + out ? [] : [`visitors today ${all} ≠ inside ${inside} + out ${out}`];
}

/** This year so far: the dashboards' widest range that takes in every day the model changes. */
const yearRange = { jsonStartDate: `${today.slice(0, 4)}-01-01`, jsonEndDate: today };

/**
 * The inspection dashboard as its screens read it (from its rollups) against the rolls
 * themselves: each stage's total, and its supplier-wise and grade-wise bars, count the same
 * rolls and kilograms, after taps, undos, corrections and rolls inspected again in older reports.
 */
async function figuresAddUp(): Promise<string[]> {
  const problems: string[] = [];
  const totals = await t.callOk('getTotalFabricInspected', yearRange, manager);
  const raw = await rowsOf<{ stage: 'greige' | 'finish'; rolls: number; kg: number }>(
    db,
    sql`select stage, count(*)::int as rolls, coalesce(sum(kg), 0)::float8 as kg from qi_rolls
      where report_date between ${yearRange.jsonStartDate} and ${yearRange.jsonEndDate}
      group by stage`,
  );
  const kg = (n: number) => Math.round(n * 1000) / 1000;
  for (const stage of ['greige', 'finish'] as const) {
    const rolls = raw.find((r) => r.stage === stage) ?? { rolls: 0, kg: 0 };
    const shown = totals[stage];
    if (shown.rolls !== rolls.rolls || kg(shown.kg) !== kg(rolls.kg))
      problems.push(`${stage} total ${JSON.stringify(shown)} ≠ its rolls ${JSON.stringify(rolls)}`);
  }
  for (const call of ['getSupplierWiseFabricInspected', 'getGradeWiseRollInspected'] as const) {
    const bars = await t.callOk(call, yearRange, manager);
    const sum = bars.reduce((s, b) => s + b.rolls, 0);
    if (sum !== totals.greige.rolls) problems.push(`${call}: bars ${sum} ≠ ${totals.greige.rolls}`);
  }
  return problems;
}

/** A step's own check, then the invariants of the whole mill. */
async function holds(what: string): Promise<void> {
  const problems = [
    ...(await millInvariants(db)),
    ...(await gateAddsUp()),
    ...(await figuresAddUp()),
  ];
  expect(problems, `after ${what}`).toEqual([]);
}

class StartReport implements Step {
  constructor(readonly n: number) {}
  check = () => true;
  async run(m: Model) {
    // A greige roll knitted here or bought, not inspected at greige stage and not finished.
    const rolls = await rowsOf<{
      roll_no: string;
      kg: number;
      source_kind: string;
      source_doc_no: string | null;
      supplier: string | null;
      item_code: string;
    }>(
      db,
      sql`select g.roll_no, g.kg::float8 as kg, g.source_kind, g.source_doc_no, g.supplier, g.item_code from greige_rolls g
        where g.source_kind in ('jobCard', 'workOrder', 'purchaseOrder', 'supplier')
          and not exists (select 1 from finish_rolls f where f.greige_roll_no = g.roll_no)
          and not exists (select 1 from qi_rolls q where q.greige_roll_no = g.roll_no)
        order by g.roll_no limit 50`,
    );
    const roll = pick(rolls, this.n);
    if (!roll) return;
    const source =
      roll.source_kind === 'supplier'
        ? { sourceKind: 'supplier', supplier: roll.supplier }
        : {
            sourceKind: roll.source_kind,
            sourceDocNo: roll.source_doc_no,
            ...(roll.supplier ? { supplier: roll.supplier } : {}),
          };
    const res = await t.send(
      'postData',
      {
        jsonData: {
          date: today,
          stage: 'greige',
          itemCode: roll.item_code,
          inspector: 'Model',
          tableName: 'Table 9',
          ...source,
        },
      },
      manager,
    );
    expect(res.statusCode, res.body).toBe(200);
    const reportNo = res.json().reportNo as string;
    m.open.push(reportNo);
    // The roll the inspector started the report for goes on the table first.
    const first = await t.send(
      'postRollData',
      { jsonData: { reportNo, greigeRollNo: roll.roll_no, kg: roll.kg } },
      manager,
    );
    expect(first.statusCode, first.body).toBe(200);
    await holds(this.toString());
  }
  toString = () => `start a report with its first roll (${this.n})`;
}

class AddRoll implements Step {
  constructor(
    readonly r: number,
    readonly n: number,
  ) {}
  check = (m: Readonly<Model>) => m.open.length > 0;
  async run(m: Model) {
    const reportNo = pick(m.open, this.r)!;
    const offered = await t.callOk('getRollsToInspectFromDB', { jsonReportNo: reportNo }, manager);
    const roll = pick(offered, this.n);
    if (!roll) return;
    const res = await t.send(
      'postRollData',
      { jsonData: { reportNo, greigeRollNo: roll.greigeRollNo, kg: roll.kg } },
      manager,
    );
    expect(res.statusCode, res.body).toBe(200);
    await holds(this.toString());
  }
  toString = () => `add a roll offered (${this.r}, ${this.n})`;
}

class AddInspectedRoll implements Step {
  constructor(
    readonly r: number,
    readonly n: number,
  ) {}
  check = (m: Readonly<Model>) => m.open.length > 0;
  async run(m: Model) {
    const reportNo = pick(m.open, this.r)!;
    const done = await rowsOf<{ greige_roll_no: string }>(
      db,
      sql`select greige_roll_no from qi_rolls where stage = 'greige' order by greige_roll_no limit 50`,
    );
    const roll = pick(done, this.n);
    if (!roll) return;
    const before = await count('qi_rolls');
    const res = await t.send(
      'postRollData',
      { jsonData: { reportNo, greigeRollNo: roll.greige_roll_no, kg: 20 } },
      manager,
    );
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.issues[0].message).toMatch(
      /already inspected at greige stage in report|is in open report|already in this report/,
    );
    expect(await count('qi_rolls')).toBe(before);
    await holds(this.toString());
  }
  toString = () => `add a roll inspected already (${this.r}, ${this.n})`;
}

class Reinspect implements Step {
  constructor(
    readonly r: number,
    readonly n: number,
  ) {}
  check = (m: Readonly<Model>) => m.open.length > 0;
  async run(m: Model) {
    const reportNo = pick(m.open, this.r)!;
    const [report] = await rowsOf<{ item_code: string }>(
      db,
      sql`select item_code from qi_reports where report_no = ${reportNo}`,
    );
    // A roll of the report's fabric, inspected at greige stage in a completed report.
    const done = await rowsOf<{ greige_roll_no: string; report_no: string }>(
      db,
      sql`select greige_roll_no, report_no from qi_rolls
        where stage = 'greige' and status = 'completed' and item_code = ${report?.item_code ?? ''}
          and not exists (select 1 from finish_rolls f where f.greige_roll_no = qi_rolls.greige_roll_no)
        order by greige_roll_no limit 50`,
    );
    const roll = pick(done, this.n);
    if (!roll) return;
    const history = await count('roll_history');
    const res = await t.send(
      'postRollData',
      {
        jsonData: {
          reportNo,
          greigeRollNo: roll.greige_roll_no,
          kg: 20,
          reinspection: { reason: 'Reworked' },
        },
      },
      manager,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await count('roll_history')).toBe(history + 1);
    await holds(this.toString());
  }
  toString = () => `inspect a roll again after rework (${this.r}, ${this.n})`;
}

/** A roll of one of the run's open reports, if it has any. */
async function rollOf(m: Model, r: number, n: number) {
  const reportNo = pick(m.open, r);
  if (!reportNo) return undefined;
  const rolls = await rowsOf<{ roll_no: string }>(
    db,
    sql`select roll_no from qi_rolls where report_no = ${reportNo} order by roll_no`,
  );
  const roll = pick(rolls, n);
  return roll ? { reportNo, rollNo: roll.roll_no } : undefined;
}

class Tap implements Step {
  constructor(
    readonly r: number,
    readonly n: number,
    readonly points: number,
  ) {}
  check = (m: Readonly<Model>) => m.open.length > 0;
  async run(m: Model) {
    const at = await rollOf(m, this.r, this.n);
    if (!at) return;
    const [type] = await rowsOf<{ name: string }>(
      db,
      sql`select name from mistake_types order by name limit 1`,
    );
    const res = await t.send(
      'postMistakeData',
      { jsonData: { ...at, mistake: type?.name ?? 'Hole', points: this.points } },
      manager,
    );
    expect(res.statusCode, res.body).toBe(200);
    await holds(this.toString());
  }
  toString = () => `tap a ${this.points}-point defect (${this.r}, ${this.n})`;
}

class Undo implements Step {
  constructor(
    readonly r: number,
    readonly n: number,
  ) {}
  check = (m: Readonly<Model>) => m.open.length > 0;
  async run(m: Model) {
    const at = await rollOf(m, this.r, this.n);
    if (!at) return;
    const [last] = await rowsOf<{ id: string }>(
      db,
      sql`select id::text from qi_mistakes where report_no = ${at.reportNo} and roll_no = ${at.rollNo} order by id desc limit 1`,
    );
    if (!last) return;
    const res = await t.send('removeMistakeData', { jsonData: { ...at, id: last.id } }, manager);
    expect(res.statusCode, res.body).toBe(200);
    await holds(this.toString());
  }
  toString = () => `undo the last tap (${this.r}, ${this.n})`;
}

class Correct implements Step {
  constructor(
    readonly r: number,
    readonly n: number,
    readonly widthCm: number,
  ) {}
  check = (m: Readonly<Model>) => m.open.length > 0;
  async run(m: Model) {
    const at = await rollOf(m, this.r, this.n);
    if (!at) return;
    const res = await t.send(
      'updateRollDetails',
      { jsonReportNo: at.reportNo, jsonData: { rollNo: at.rollNo, widthMeasuredCm: this.widthCm } },
      manager,
    );
    expect(res.statusCode, res.body).toBe(200);
    await holds(this.toString());
  }
  toString = () => `correct a roll's width to ${this.widthCm} cm (${this.r}, ${this.n})`;
}

class Complete implements Step {
  constructor(readonly r: number) {}
  check = (m: Readonly<Model>) => m.open.length > 0;
  async run(m: Model) {
    const at = await rollOf(m, this.r, 0);
    if (!at) return;
    const res = await t.send(
      'postRollSummaryData',
      { jsonData: { ...at, completeReport: true, verdict: 'inspectOk' } },
      manager,
    );
    expect(res.statusCode, res.body).toBe(200);
    m.open = m.open.filter((r) => r !== at.reportNo);
    await holds(this.toString());
  }
  toString = () => `complete a report (${this.r})`;
}

/** An open order item whose fabric lies in the finished store, and one of its rolls there. */
async function servable(n: number) {
  const items = await rowsOf<{ so_no: string; row_id: string; item_code: string }>(
    db,
    sql`select i.so_no, i.row_id, i.item_code from sales_order_items i
      join sales_orders o on o.so_no = i.so_no
      where o.status = 'To Deliver and Bill' and o.docstatus = 1 and not o.is_lab_order
        and i.qty_kg > i.transferred_kg + 200
        and exists (select 1 from stock_roll_balances b join warehouses w on w.name = b.warehouse
          where b.item_code = i.item_code and b.rolls > 0 and w.warehouse_type = 'Finished' and not w.is_job_work)
      order by i.row_id limit 20`,
  );
  const item = pick(items, n);
  if (!item) return undefined;
  const page = await t.callOk(
    'getSalesOrderItemRolls',
    { itemRowId: item.row_id, limit: 20 },
    manager,
  );
  const roll = pick(page.rows, n);
  return roll
    ? { item: { salesOrderNo: item.so_no, itemRowId: item.row_id, itemCode: item.item_code }, roll }
    : undefined;
}

class Dispatch implements Step {
  constructor(readonly n: number) {}
  check = () => true;
  async run() {
    const found = await servable(this.n);
    if (!found) return;
    const [to] = await rowsOf<{ name: string }>(
      db,
      sql`select name from warehouses where warehouse_group = 'PTSASTRI' order by name limit 1`,
    );
    const { roll } = found;
    const res = await t.send(
      'postStockEntryData',
      {
        jsonData: {
          ...found.item,
          postingDate: today,
          fromWarehouse: roll.warehouse,
          toWarehouse: to?.name ?? '',
          rolls: [
            {
              rollNo: roll.rollNo,
              qtyKg: roll.qtyKg,
              ...(roll.batchNo ? { batchNo: roll.batchNo } : {}),
            },
          ],
        },
      },
      manager,
    );
    expect(res.statusCode, res.body).toBe(200);
    await holds(this.toString());
  }
  toString = () => `send a roll to an order (${this.n})`;
}

const liveRows = (n: number) =>
  rowsOf<{ id: string; sales_order_no: string }>(
    db,
    sql`select id, sales_order_no from stock_entry_report_rows where removed_at is null and created_by = 'Revathi'
      order by id limit 50`,
  ).then((rows) => pick(rows, n));

class TakeOff implements Step {
  constructor(readonly n: number) {}
  check = () => true;
  async run() {
    const row = await liveRows(this.n);
    if (!row) return;
    const res = await t.send(
      'removeRowInStockEntryData',
      { row: { id: row.id, salesOrderNo: row.sales_order_no } },
      manager,
    );
    expect(res.statusCode, res.body).toBe(200);
    await holds(this.toString());
  }
  toString = () => `take a row off its order (${this.n})`;
}

class RecordAgain implements Step {
  constructor(readonly n: number) {}
  check = () => true;
  async run() {
    const rows = await rowsOf<{
      stock_entry_no: string;
      sales_order_no: string;
      item_row_id: string;
      roll_no: string;
      posting_date: string;
      warehouse: string;
    }>(
      db,
      sql`select stock_entry_no, sales_order_no, item_row_id, roll_no, posting_date::text, warehouse
        from stock_entry_report_rows where removed_at is not null order by id limit 50`,
    );
    const row = pick(rows, this.n);
    if (!row) return;
    const before = await count('stock_entry_report_rows');
    const res = await t.send(
      'createStockEntryReportRows',
      {
        stockEntryReport: [
          {
            stockEntryNo: row.stock_entry_no,
            salesOrderNo: row.sales_order_no,
            itemRowId: row.item_row_id,
            rollNo: row.roll_no,
            postingDate: row.posting_date,
            warehouse: row.warehouse,
          },
        ],
      },
      manager,
    );
    // Sent again since by a new entry (a live row of its own), or lying back in the store.
    expect(res.statusCode, res.body).toBe(400);
    expect(await count('stock_entry_report_rows')).toBe(before);
    await holds(this.toString());
  }
  toString = () => `record a taken-off row again (${this.n})`;
}

class MakeBatch implements Step {
  constructor(
    readonly n: number,
    readonly size: number,
  ) {}
  check = () => true;
  async run() {
    const page = await t.callOk(
      'getGreigeRollsForBatch',
      { searchItemText: '', searchRollText: '', limit: 100 },
      manager,
    );
    const first = pick(page.rows, this.n);
    if (!first) return;
    const rolls = page.rows.filter((r) => r.itemCode === first.itemCode).slice(0, this.size);
    const res = await t.send(
      'postBatchData',
      {
        jsonData: {
          date: today,
          itemCode: first.itemCode,
          colour: 'Navy',
          shade: 'Dark',
          lot: `LOT-M-${this.n}`,
          greigeRollNos: rolls.map((r) => r.rollNo),
          processor: JV_DYER,
        },
      },
      manager,
    );
    expect(res.statusCode, res.body).toBe(200);
    await holds(this.toString());
  }
  toString = () => `send ${this.size} rolls to the dyer in a batch (${this.n})`;
}

class FinishRoll implements Step {
  constructor(readonly n: number) {}
  check = () => true;
  async run() {
    // A greige roll lying at the dyer in a batch, not back yet.
    const atDyer = await rowsOf<{ roll_no: string }>(
      db,
      sql`select b.roll_no from stock_roll_balances b
        where b.warehouse = ${JV_DYER} and b.rolls > 0 and b.batch_key <> ''
          and not exists (select 1 from finish_rolls f where f.greige_roll_no = b.roll_no)
        order by b.roll_no limit 50`,
    );
    const roll = pick(atDyer, this.n);
    if (!roll) return;
    const res = await t.send('createFinishRollNoInDB', { jsonData: roll.roll_no }, manager);
    expect(res.statusCode, res.body).toBe(200);
    await holds(this.toString());
  }
  toString = () => `receive a dyed roll back finished (${this.n})`;
}

class ReceiveJobWork implements Step {
  constructor(
    readonly n: number,
    readonly kg: number,
  ) {}
  check = () => true;
  async run() {
    // A roll knitted by a subcontractor reaches the mirror as the ERP pull writes it…
    const [like] = await rowsOf<{ item_code: string; source_doc_no: string | null }>(
      db,
      sql`select item_code, source_doc_no from greige_rolls
        where source_kind = 'subcontractingOrder' order by roll_no limit 1`,
    );
    if (!like) return;
    const rollNo = `GR-JW-M${received++}`;
    await db.execute(sql`insert into greige_rolls (roll_no, item_code, kg, produced_on,
        source_kind, source_doc_no, supplier)
      values (${rollNo}, ${like.item_code}, ${this.kg}, ${today}, 'subcontractingOrder',
        ${like.source_doc_no}, 'Model Knitters')`);
    // …and the stock domain books it in; asked twice, the second books nothing.
    const lines = await count('stock_ledger');
    await t.callOk('callSetWarehouseWiseStockData', {}, manager);
    const booked = await count('stock_ledger');
    expect(booked).toBeGreaterThan(lines);
    await t.callOk('callSetWarehouseWiseStockData', {}, manager);
    expect(await count('stock_ledger')).toBe(booked);
    await holds(this.toString());
  }
  toString = () => `receive a job-work roll of ${this.kg} kg (${this.n})`;
}

class KnitBundles implements Step {
  constructor(
    readonly n: number,
    readonly pieces: readonly number[],
  ) {}
  check = () => true;
  async run() {
    // On a machine, by an operator and of an item the demo mill knits collars and cuffs with.
    const like = pick(
      await rowsOf<{
        machine: string;
        operator: string;
        shift: string;
        item_code: string;
        kind: string;
        colour: string;
        size: string;
      }>(
        db,
        sql`select machine, operator, shift, item_code, kind, colour, size from knit_cc_reports
          order by report_no desc limit 20`,
      ),
      this.n,
    );
    if (!like) return;
    const head = await t.send(
      'postKnitCCData',
      {
        jsonData: {
          date: today,
          machine: like.machine,
          operator: like.operator,
          shift: like.shift,
          itemCode: like.item_code,
          kind: like.kind,
          colour: like.colour,
          size: like.size,
        },
      },
      manager,
    );
    expect(head.statusCode, head.body).toBe(200);
    const reportNo = head.json().reportNo as string;
    for (const pieces of this.pieces) {
      const res = await t.send(
        'postKnitCCDataRoll',
        { jsonData: { reportNo, pieces, kg: Math.round(pieces * 15) / 1000 } },
        manager,
      );
      expect(res.statusCode, res.body).toBe(200);
    }
    await holds(this.toString());
  }
  toString = () => `knit ${this.pieces.length} collar & cuff bundles (${this.n})`;
}

class StartLot implements Step {
  constructor(readonly n: number) {}
  check = () => true;
  async run(m: Model) {
    // A knitting report with bundles and no lot yet, and the source an earlier lot of its item had.
    const free = await rowsOf<{
      report_no: string;
      item_code: string;
      kind: string;
      source_kind: string;
      source_doc_no: string | null;
      supplier: string | null;
    }>(
      db,
      sql`select k.report_no, k.item_code, k.kind, c.source_kind, c.source_doc_no, c.supplier
        from knit_cc_reports k
        join lateral (select source_kind, source_doc_no, supplier from cc_reports
          where item_code = k.item_code order by report_no limit 1) c on true
        where exists (select 1 from knit_cc_rolls b where b.report_no = k.report_no)
          and not exists (select 1 from cc_reports r where r.knit_report_no = k.report_no)
        order by k.report_no desc limit 20`,
    );
    const knit = pick(free, this.n);
    if (!knit) return;
    const res = await t.send(
      'postCCData',
      {
        jsonData: {
          date: today,
          stage: 'greige',
          sourceKind: knit.source_kind,
          ...(knit.source_doc_no ? { sourceDocNo: knit.source_doc_no } : {}),
          ...(knit.supplier ? { supplier: knit.supplier } : {}),
          itemCode: knit.item_code,
          kind: knit.kind,
          inspector: 'Model',
          tableName: 'Table 8',
          knitReportNo: knit.report_no,
        },
      },
      manager,
    );
    expect(res.statusCode, res.body).toBe(200);
    m.lots.push(res.json().reportNo as string);
    await holds(this.toString());
  }
  toString = () => `start a collar & cuff lot from a knitting report (${this.n})`;
}

class CheckLot implements Step {
  constructor(
    readonly r: number,
    readonly rejectEvery: number,
  ) {}
  check = (m: Readonly<Model>) => m.lots.length > 0;
  async run(m: Model) {
    const reportNo = pick(m.lots, this.r)!;
    const bundles = await rowsOf<{ roll_no: string; pieces: number }>(
      db,
      sql`select roll_no, pieces from cc_rolls where report_no = ${reportNo} order by roll_no`,
    );
    // Every piece checked, one in `rejectEvery` rejected; the last bundle's summary closes the lot.
    for (const [i, b] of bundles.entries()) {
      const last = i === bundles.length - 1;
      const res = await t.send(
        'postCCRollSummaryData',
        {
          jsonData: {
            reportNo,
            rollNo: b.roll_no,
            piecesChecked: b.pieces,
            piecesRejected: Math.floor(b.pieces / this.rejectEvery),
            ...(last ? { completeReport: true, verdict: 'inspectOk' } : {}),
          },
        },
        manager,
      );
      expect(res.statusCode, res.body).toBe(200);
    }
    if (bundles.length > 0) m.lots = m.lots.filter((l) => l !== reportNo);
    await holds(this.toString());
  }
  toString = () => `check a lot's pieces and close it (${this.r}, 1 in ${this.rejectEvery})`;
}

class RegisterVisitor implements Step {
  constructor(readonly n: number) {}
  check = () => true;
  async run() {
    const hosts = await rowsOf<{ employee_id: string }>(
      db,
      sql`select employee_id from employees where active order by employee_id limit 20`,
    );
    const host = pick(hosts, this.n);
    if (!host) return;
    const res = await t.send(
      'postVistorDataToDB',
      { jsonData: visitor({ name: `Visitor ${this.n}`, hostEmployee: host.employee_id }) },
      manager,
    );
    expect(res.statusCode, res.body).toBe(200);
    await holds(this.toString());
  }
  toString = () => `register a visitor at the gate (${this.n})`;
}

class MarkOut implements Step {
  constructor(readonly n: number) {}
  check = () => true;
  async run() {
    const inside = await t.callOk(
      'getVisitorReportFromDBAllData',
      { ...todayRange, status: 'in' },
      manager,
    );
    const one = pick(inside.rows, this.n);
    if (!one) return;
    const res = await t.send(
      'setVisitorReportExit',
      { rowData: { visitorId: one.visitorId } },
      manager,
    );
    expect(res.statusCode, res.body).toBe(200);
    await holds(this.toString());
  }
  toString = () => `mark a visitor out (${this.n})`;
}

const index = fc.nat({ max: 1000 });
const steps = [
  index.map((n) => new StartReport(n)),
  fc.tuple(index, index).map(([r, n]) => new AddRoll(r, n)),
  fc.tuple(index, index).map(([r, n]) => new AddInspectedRoll(r, n)),
  fc.tuple(index, index).map(([r, n]) => new Reinspect(r, n)),
  fc.tuple(index, index, fc.integer({ min: 1, max: 4 })).map(([r, n, p]) => new Tap(r, n, p)),
  fc.tuple(index, index).map(([r, n]) => new Undo(r, n)),
  index.map((r) => new Complete(r)),
  fc
    .tuple(index, index, fc.integer({ min: 120, max: 200 }))
    .map(([r, n, w]) => new Correct(r, n, w)),
  fc.tuple(index, fc.integer({ min: 1, max: 3 })).map(([n, k]) => new MakeBatch(n, k)),
  index.map((n) => new FinishRoll(n)),
  fc.tuple(index, fc.integer({ min: 5, max: 40 })).map(([n, kg]) => new ReceiveJobWork(n, kg)),
  index.map((n) => new Dispatch(n)),
  index.map((n) => new TakeOff(n)),
  index.map((n) => new RecordAgain(n)),
  fc
    .tuple(index, fc.array(fc.integer({ min: 20, max: 300 }), { minLength: 1, maxLength: 4 }))
    .map(([n, pieces]) => new KnitBundles(n, pieces)),
  index.map((n) => new StartLot(n)),
  fc.tuple(index, fc.integer({ min: 5, max: 200 })).map(([r, e]) => new CheckLot(r, e)),
  index.map((n) => new RegisterVisitor(n)),
  index.map((n) => new MarkOut(n)),
];

describe('the mill, under random sequences of saves', () => {
  it('counts each day’s attendance once, whether by person or by designation', async () => {
    const statusKey = {
      Present: 'present',
      Absent: 'absent',
      'Half Day': 'halfDay',
      'On Leave': 'onLeave',
      'Work From Home': 'workFromHome',
      Holiday: 'holiday',
    } as const;
    for (let back = 0; back < 7; back++) {
      const day = new Date(Date.parse(`${today}T00:00:00Z`) - back * 86_400_000)
        .toISOString()
        .slice(0, 10);
      const people = await t.callOk('getAttendanceDataFromDB', { jsonTodayDate: day }, manager);
      const groups = await t.callOk(
        'getAttendanceDataDesignationWiseFromDB',
        { jsonTodayDate: day },
        manager,
      );
      // The groups as the day's rows give them, and as the grouping call answers them.
      const fromRows = new Map<string, Record<string, number>>();
      for (const p of people) {
        const key = p.designation ?? '';
        const g = fromRows.get(key) ?? { total: 0, late: 0 };
        g.total = (g.total ?? 0) + 1;
        g[statusKey[p.status]] = (g[statusKey[p.status]] ?? 0) + 1;
        if (p.late && (p.status === 'Present' || p.status === 'Half Day'))
          g.late = (g.late ?? 0) + 1;
        fromRows.set(key, g);
      }
      expect(people.length, day).toBeGreaterThan(0);
      for (const g of groups) {
        const rows = fromRows.get(g.designation) ?? {};
        const parts = g.present + g.absent + g.halfDay + g.onLeave + g.workFromHome + g.holiday;
        expect({ day, designation: g.designation, parts }).toEqual({
          day,
          designation: g.designation,
          parts: g.total,
        });
        for (const field of ['total', 'present', 'absent', 'halfDay', 'onLeave', 'late'] as const)
          expect({ day, designation: g.designation, field, n: g[field] }).toEqual({
            day,
            designation: g.designation,
            field,
            n: rows[field] ?? 0,
          });
      }
      expect(
        groups.reduce((s, g) => s + g.total, 0),
        day,
      ).toBe(people.length);
    }
  });

  it('starts from a demo mill that keeps every invariant', async () => {
    expect(await millInvariants(db)).toEqual([]);
  });

  it(
    'keeps every invariant after each step',
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.commands(steps, { maxCommands: runs(40, 25) }), (commands) =>
          fc.asyncModelRun(() => ({ model: { open: [], lots: [] }, real: {} }), commands),
        ),
        { numRuns: runs(25, 4) },
      );
    },
    runs(1_800_000, 240_000),
  );
});
