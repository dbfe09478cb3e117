import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../../server/db/rows';
import { db, holds, pick, saved, today, type Model, type Step } from './world';

/** Collar & cuff's steps: knitting bundles, and lots inspected from a knitting report. */
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
    const head = await saved('postKnitCCData', {
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
    });
    const reportNo = head.json().reportNo as string;
    for (const pieces of this.pieces) {
      await saved('postKnitCCDataRoll', {
        jsonData: { reportNo, pieces, kg: Math.round(pieces * 15) / 1000 },
      });
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
    const res = await saved('postCCData', {
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
    });
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
      await saved('postCCRollSummaryData', {
        jsonData: {
          reportNo,
          rollNo: b.roll_no,
          piecesChecked: b.pieces,
          piecesRejected: Math.floor(b.pieces / this.rejectEvery),
          ...(last ? { completeReport: true, verdict: 'inspectOk' } : {}),
        },
      });
    }
    if (bundles.length > 0) m.lots = m.lots.filter((l) => l !== reportNo);
    await holds(this.toString());
  }
  toString = () => `check a lot's pieces and close it (${this.r}, 1 in ${this.rejectEvery})`;
}

const index = fc.nat({ max: 1000 });

export const collarCuffSteps = [
  fc
    .tuple(index, fc.array(fc.integer({ min: 20, max: 300 }), { minLength: 1, maxLength: 4 }))
    .map(([n, pieces]) => new KnitBundles(n, pieces)),
  index.map((n) => new StartLot(n)),
  fc.tuple(index, fc.integer({ min: 5, max: 200 })).map(([r, e]) => new CheckLot(r, e)),
];
