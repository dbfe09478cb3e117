import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { rowsOf } from '../../../server/db/rows';
import { count, db, holds, manager, pick, saved, t, today, type Model, type Step } from './world';

/** Inspection's steps: reports, rolls, defects, corrections, re-inspection. */
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
    const res = await saved('postData', {
      jsonData: {
        date: today,
        stage: 'greige',
        itemCode: roll.item_code,
        inspector: 'Model',
        tableName: 'Table 9',
        ...source,
      },
    });
    const reportNo = res.json().reportNo as string;
    m.open.push(reportNo);
    // The roll the inspector started the report for goes on the table first.
    await saved('postRollData', {
      jsonData: { reportNo, greigeRollNo: roll.roll_no, kg: roll.kg },
    });
    await holds(this.toString());
  }
  toString = () => `start a report with its first roll (${this.n})`;
}

/**
 * A step on one of the open reports (`r` picks it) and one of its rolls or offers (`n`): taken
 * only while a report is open.
 */
abstract class OnOpenReport {
  constructor(
    readonly r: number,
    readonly n: number,
  ) {}
  check = (m: Readonly<Model>) => m.open.length > 0;
}

class AddRoll extends OnOpenReport implements Step {
  async run(m: Model) {
    const reportNo = pick(m.open, this.r)!;
    const offered = await t.callOk('getRollsToInspectFromDB', { jsonReportNo: reportNo }, manager);
    const roll = pick(offered, this.n);
    if (!roll) return;
    await saved('postRollData', {
      jsonData: { reportNo, greigeRollNo: roll.greigeRollNo, kg: roll.kg },
    });
    await holds(this.toString());
  }
  override toString = () => `add a roll offered (${this.r}, ${this.n})`;
}

class AddInspectedRoll extends OnOpenReport implements Step {
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
  override toString = () => `add a roll inspected already (${this.r}, ${this.n})`;
}

class Reinspect extends OnOpenReport implements Step {
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
    await saved('postRollData', {
      jsonData: {
        reportNo,
        greigeRollNo: roll.greige_roll_no,
        kg: 20,
        reinspection: { reason: 'Reworked' },
      },
    });
    expect(await count('roll_history')).toBe(history + 1);
    await holds(this.toString());
  }
  override toString = () => `inspect a roll again after rework (${this.r}, ${this.n})`;
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

class Tap extends OnOpenReport implements Step {
  constructor(
    r: number,
    n: number,
    readonly points: number,
  ) {
    super(r, n);
  }
  async run(m: Model) {
    const at = await rollOf(m, this.r, this.n);
    if (!at) return;
    const [type] = await rowsOf<{ name: string }>(
      db,
      sql`select name from mistake_types order by name limit 1`,
    );
    await saved('postMistakeData', {
      jsonData: { ...at, mistake: type?.name ?? 'Hole', points: this.points },
    });
    await holds(this.toString());
  }
  override toString = () => `tap a ${this.points}-point defect (${this.r}, ${this.n})`;
}

class Undo extends OnOpenReport implements Step {
  async run(m: Model) {
    const at = await rollOf(m, this.r, this.n);
    if (!at) return;
    const [last] = await rowsOf<{ id: string }>(
      db,
      sql`select id::text from qi_mistakes where report_no = ${at.reportNo} and roll_no = ${at.rollNo} order by id desc limit 1`,
    );
    if (!last) return;
    await saved('removeMistakeData', { jsonData: { ...at, id: last.id } });
    await holds(this.toString());
  }
  override toString = () => `undo the last tap (${this.r}, ${this.n})`;
}

class Correct extends OnOpenReport implements Step {
  constructor(
    r: number,
    n: number,
    readonly widthCm: number,
  ) {
    super(r, n);
  }
  async run(m: Model) {
    const at = await rollOf(m, this.r, this.n);
    if (!at) return;
    await saved('updateRollDetails', {
      jsonReportNo: at.reportNo,
      jsonData: { rollNo: at.rollNo, widthMeasuredCm: this.widthCm },
    });
    await holds(this.toString());
  }
  override toString = () => `correct a roll's width to ${this.widthCm} cm (${this.r}, ${this.n})`;
}

class Complete implements Step {
  constructor(readonly r: number) {}
  check = (m: Readonly<Model>) => m.open.length > 0;
  async run(m: Model) {
    const at = await rollOf(m, this.r, 0);
    if (!at) return;
    await saved('postRollSummaryData', {
      jsonData: { ...at, completeReport: true, verdict: 'inspectOk' },
    });
    m.open = m.open.filter((r) => r !== at.reportNo);
    await holds(this.toString());
  }
  toString = () => `complete a report (${this.r})`;
}

const index = fc.nat({ max: 1000 });

export const inspectionSteps = [
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
];
