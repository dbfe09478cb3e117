import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { calls, type CallName } from '../../../contract';
import type { ProductionDimension, ProductionRollRow } from '../../../contract/main/production';
import { createTestApp } from '../../../tests/support/app';
import { dayMs } from '../../demo/step';
import { isoDay, millTodayMs } from '../../demo/steps/recent';
import { handlerCtx, seededTestDb } from '../../../tests/support/demo';
import { productionHandlers as h } from '.';
import { gradedRollsProduced } from './rolls';
import { rowsOf } from '../../db/rows';

const db = await seededTestDb();
const t = await createTestApp();
const ctx = handlerCtx(db);
const today = isoDay(millTodayMs());
const daysAgo = (n: number) => isoDay(millTodayMs() - n * dayMs);
const sum = <T>(rows: readonly T[], of: (r: T) => number) => rows.reduce((t, r) => t + of(r), 0);
const close = (a: number, b: number) => expect(a).toBeCloseTo(b, 2);
/** The app's presets (src/lib/datePresets.ts: weeks from Monday), on the demo mill's UTC calendar. */
const presets = [
  'today',
  'yesterday',
  'thisWeek',
  'thisMonth',
  'thisQuarter',
  'thisYear',
  'lastYear',
] as const;
function rangeOf(preset: (typeof presets)[number]) {
  const now = new Date(millTodayMs());
  const [y, m, d] = [now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()];
  const at = (yy: number, mm: number, dd: number) => isoDay(Date.UTC(yy, mm, dd));
  const monday = d - ((now.getUTCDay() + 6) % 7);
  const q = Math.floor(m / 3) * 3;
  const ranges: Record<(typeof presets)[number], [string, string]> = {
    today: [at(y, m, d), at(y, m, d)],
    yesterday: [at(y, m, d - 1), at(y, m, d - 1)],
    thisWeek: [at(y, m, monday), at(y, m, monday + 6)],
    thisMonth: [at(y, m, 1), at(y, m + 1, 0)],
    thisQuarter: [at(y, q, 1), at(y, q + 3, 0)],
    thisYear: [at(y, 0, 1), at(y, 11, 31)],
    lastYear: [at(y - 1, 0, 1), at(y - 1, 11, 31)],
  };
  const [from, to] = ranges[preset];
  return { jsonStartDate: from, jsonEndDate: to };
}

/** Every row of a drill-down, following its cursors. */
async function allRolls(
  range: { jsonStartDate: string; jsonEndDate: string },
  by: ProductionDimension = 'all',
  key?: string,
): Promise<ProductionRollRow[]> {
  const rows: ProductionRollRow[] = [];
  let cursor: string | undefined;
  do {
    const page = await h.getProductionRollsFromDB(ctx, { ...range, by, key, limit: 200, cursor });
    rows.push(...page.rows);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return rows;
}

/** What a production figure counts, straight from the table. */
async function knittedIn(from: string, to: string) {
  const [row] = await rowsOf<{ rolls: number; kg: number }>(
    db,
    sql`select count(*)::int as rolls, coalesce(sum(kg), 0)::float8 as kg from greige_rolls
        where machine is not null and source_kind in ('jobCard', 'workOrder')
          and produced_on between ${from}::date and ${to}::date`,
  );
  return row ?? { rolls: 0, kg: 0 };
}

describe('the demo mill knits on every machine in every shift', () => {
  it('has each circular machine producing fabric on most of the last 90 days in each shift', async () => {
    const cover = await rowsOf<{ machine: string; shift: string; days: number }>(
      db,
      sql`select g.machine, g.shift, count(distinct g.produced_on)::int as days
          from greige_rolls g join machines m on m.name = g.machine and m.kind = 'circular'
          where g.produced_on between ${daysAgo(89)}::date and ${daysAgo(1)}::date
          group by g.machine, g.shift`,
    );
    expect(cover).toHaveLength(20 * 3);
    expect(cover.every((c) => c.days >= 60)).toBe(true);
  });

  it('has each flat machine knitting collars and cuffs on most days in each shift, each shift its crew', async () => {
    const cover = await rowsOf<{ machine: string; shift: string; days: number; crew: number }>(
      db,
      sql`select machine, shift, count(distinct report_date)::int as days,
            count(distinct operator)::int as crew
          from knit_cc_reports where report_date between ${daysAgo(89)}::date and ${daysAgo(1)}::date
          group by machine, shift`,
    );
    expect(cover).toHaveLength(8 * 3);
    expect(cover.every((c) => c.days >= 45)).toBe(true);
    const shifted = await rowsOf<{ operator: string; shifts: number }>(
      db,
      sql`select operator, count(distinct shift)::int as shifts from knit_cc_reports group by operator`,
    );
    expect(shifted.every((o) => o.shifts === 1)).toBe(true);
  });
});

describe('fabric production figures', () => {
  it('counts the rolls knitted in the mill, not the bought or subcontracted ones', async () => {
    const range = { jsonStartDate: daysAgo(29), jsonEndDate: today };
    const total = await h.getTodayProductionFabricTotalRollsForDate(ctx, range);
    const direct = await knittedIn(range.jsonStartDate, range.jsonEndDate);
    expect(total.rolls).toBe(direct.rolls);
    close(total.kg, direct.kg);
    expect(total.rolls).toBeGreaterThan(30 * 60);
    const rolls = await allRolls(range);
    expect(rolls.every((r) => r.machine !== null && r.poNo === null)).toBe(true);
    expect(await h.getTodayProductionFabricTotalRollsForSpecifiedDate(ctx, range)).toEqual(total);
  });

  it('answers zeros for a range without production, with every day listed', async () => {
    const range = { jsonStartDate: '2001-01-01', jsonEndDate: '2001-01-07' };
    expect(await h.getTodayProductionFabricTotalRollsForDate(ctx, range)).toEqual({
      rolls: 0,
      kg: 0,
    });
    const days = await h.getTodayProductionFabricDayWiseTotalRollsForDate(ctx, range);
    expect(days.map((d) => d.date)).toEqual([
      '2001-01-01',
      '2001-01-02',
      '2001-01-03',
      '2001-01-04',
      '2001-01-05',
      '2001-01-06',
      '2001-01-07',
    ]);
    expect(days.every((d) => d.rolls === 0 && d.kg === 0)).toBe(true);
    expect(await h.getTodayProductionMachineWiseTotalRollsForDate(ctx, range)).toEqual([]);
    expect((await h.getProductionRollsFromDB(ctx, { ...range, by: 'all', limit: 50 })).total).toBe(
      0,
    );
  });

  it('names fabrics and orders breakdowns largest first', async () => {
    const range = { jsonStartDate: daysAgo(6), jsonEndDate: today };
    const fabrics = await h.getTodayProductionFabricWiseTotalRollsForDate(ctx, range);
    expect(fabrics.length).toBeGreaterThan(3);
    expect(
      fabrics.every((f) => f.label !== f.key && /GSM|Rib|Fleece|Pique|Jersey/i.test(f.label)),
    ).toBe(true);
    expect(fabrics.every((f, i) => i === 0 || (fabrics[i - 1]?.kg ?? 0) >= f.kg)).toBe(true);
    const machines = await h.getTodayProductionMachineWiseTotalRollsForDate(ctx, range);
    expect(machines).toHaveLength(20);
    expect(calls.getTodayProductionMachineWiseTotalRollsForDate.output.parse(machines)).toEqual(
      machines,
    );
  });

  describe.each(presets)('for the preset %s, the numbers add up', (preset) => {
    const range = rangeOf(preset);
    it('total = machine-wise = fabric-wise = day-wise = machine × day = shift drill-downs', async () => {
      const total = await h.getTodayProductionFabricTotalRollsForDate(ctx, range);
      const direct = await knittedIn(range.jsonStartDate, range.jsonEndDate);
      expect(total.rolls).toBe(direct.rolls);
      const breakdowns: { rolls: number; kg: number }[][] = [
        await h.getTodayProductionMachineWiseTotalRollsForDate(ctx, range),
        await h.getTodayProductionFabricWiseTotalRollsForDate(ctx, range),
        await h.getTodayProductionFabricDayWiseTotalRollsForDate(ctx, range),
        await h.getTodayProductionFabricDayWiseTotalRollsForSpecifiedDate(ctx, range),
        await h.getTodayProductionMachineWiseDayWiseTotalRollsForDate(ctx, range),
      ];
      for (const rows of breakdowns) {
        expect(sum(rows, (r) => r.rolls)).toBe(total.rolls);
        close(
          sum(rows, (r) => r.kg),
          total.kg,
        );
      }
      const shifts = ['A', 'B', 'C', 'none'];
      let shiftRolls = 0;
      for (const key of shifts)
        shiftRolls += (
          await h.getProductionRollsFromDB(ctx, { ...range, by: 'shift', key, limit: 1 })
        ).total;
      expect(shiftRolls).toBe(total.rolls);
      const all = await h.getProductionRollsFromDB(ctx, { ...range, by: 'all', limit: 1 });
      expect(all.total).toBe(total.rolls);
    });

    it('a bar’s drill-down lists exactly the rolls it counts', async () => {
      const machines = await h.getTodayProductionMachineWiseTotalRollsForDate(ctx, range);
      for (const bar of machines) {
        const page = await h.getProductionRollsFromDB(ctx, {
          ...range,
          by: 'machine',
          key: bar.key,
          limit: 1,
        });
        expect(page.total, bar.key).toBe(bar.rolls);
      }
      const fabrics = await h.getTodayProductionFabricWiseTotalRollsForDate(ctx, range);
      const days = (await h.getTodayProductionFabricDayWiseTotalRollsForDate(ctx, range)).filter(
        (d) => d.rolls > 0,
      );
      // Row by row for one bar of each kind (the largest), kg summed from the rows.
      const bars: [ProductionDimension, string, number, number][] = [];
      if (machines[0]) bars.push(['machine', machines[0].key, machines[0].rolls, machines[0].kg]);
      if (fabrics[0]) bars.push(['item', fabrics[0].key, fabrics[0].rolls, fabrics[0].kg]);
      const lastDay = days.at(-1);
      if (lastDay) bars.push(['day', lastDay.date, lastDay.rolls, lastDay.kg]);
      for (const [by, key, rolls, kg] of preset === 'lastYear' ? [] : bars) {
        const rows = await allRolls(range, by, key);
        expect(rows.length, `${by} ${key}`).toBe(rolls);
        close(
          sum(rows, (r) => r.kg),
          kg,
        );
        expect(new Set(rows.map((r) => r.rollNo)).size).toBe(rolls);
      }
    });
  });
});

describe('the rolls behind a figure', () => {
  const range = { jsonStartDate: daysAgo(6), jsonEndDate: today };

  it('pages newest first without losing or repeating a roll', async () => {
    const rows = await allRolls(range, 'shift', 'B');
    const keys = rows.map((r) => `${r.date} ${r.rollNo}`);
    expect(keys).toEqual([...keys].sort().reverse());
    expect(rows.every((r) => r.shift === 'B' && r.operator && r.machine)).toBe(true);
    const first = await h.getProductionRollsFromDB(ctx, {
      ...range,
      by: 'shift',
      key: 'B',
      limit: 50,
    });
    expect(first.rows).toEqual(rows.slice(0, 50));
    expect(first.total).toBe(rows.length);
  });

  it('carries the job card, work order and latest inspection of a roll', async () => {
    const rows = await allRolls({ jsonStartDate: daysAgo(20), jsonEndDate: daysAgo(10) });
    expect(rows.some((r) => r.jobCardNo?.startsWith('PO-JOB') && r.workOrderNo)).toBe(true);
    const inspected = rows.find((r) => r.grade !== null);
    expect(inspected?.reportNo).toMatch(/^QI-/);
    expect(inspected?.stage).toMatch(/greige|finish/);
  });

  it('refuses a bar without its key, a day that is no date and a made-up cursor, naming the field', async () => {
    await expect(
      h.getProductionRollsFromDB(ctx, { ...range, by: 'machine', limit: 50 }),
    ).rejects.toMatchObject({ code: 'bad_input', issues: [{ path: 'key' }] });
    await expect(
      h.getProductionRollsFromDB(ctx, { ...range, by: 'day', key: 'monday', limit: 50 }),
    ).rejects.toMatchObject({ code: 'bad_input', issues: [{ path: 'key' }] });
    await expect(
      h.getProductionRollsFromDB(ctx, {
        ...range,
        by: 'all',
        limit: 50,
        cursor: 'bm90LWEtY3Vyc29y',
      }),
    ).rejects.toMatchObject({ code: 'bad_input', issues: [{ path: 'cursor' }] });
  });
});

describe('collar and cuff production', () => {
  it('adds up for a day: total = machine-wise = item-wise, and matches the day-wise week', async () => {
    for (const day of [today, daysAgo(1), daysAgo(40)]) {
      const total = await h.getTodayProductionCCTotalRollsForDate(ctx, { jsonTodayDate: day });
      expect(total.pieces).toBeGreaterThan(0);
      for (const rows of [
        await h.getTodayProductionCollarCuffMachineWiseTotalRollsForDate(ctx, {
          jsonTodayDate: day,
        }),
        await h.getTodayProductionCollarCuffWiseTotalRollsForDate(ctx, { jsonTodayDate: day }),
      ]) {
        expect(sum(rows, (r) => r.rolls)).toBe(total.rolls);
        expect(sum(rows, (r) => r.pieces)).toBe(total.pieces);
        close(
          sum(rows, (r) => r.kg),
          total.kg,
        );
      }
      const week = await h.getTodayProductionCollarCuffDayWiseTotalRollsForDate(ctx, {
        jsonTodayDate: day,
      });
      expect(week.map((d) => d.date)).toEqual(
        [6, 5, 4, 3, 2, 1, 0].map((n) => isoDay(Date.parse(day) - n * dayMs)),
      );
      expect(week.at(-1)).toEqual({ date: day, ...total });
      const byMachine = await h.getTodayProductionCollarCuffMachineWiseDayWiseTotalRollsForDate(
        ctx,
        {
          jsonTodayDate: day,
        },
      );
      for (const d of week) {
        const rows = byMachine.filter((r) => r.date === d.date);
        expect(sum(rows, (r) => r.pieces)).toBe(d.pieces);
      }
      const range = { jsonStartDate: week[0]?.date ?? day, jsonEndDate: day };
      const weekTotal = await h.getTodayProductionCollarCuffTotalRollsForSpecifiedDate(ctx, range);
      expect(weekTotal.pieces).toBe(sum(week, (d) => d.pieces));
      expect(
        await h.getTodayProductionCollarCuffDayWiseTotalRollsForSpecifiedDate(ctx, range),
      ).toEqual(week);
    }
  });

  it('counts the pieces of the knitting reports, as the knitting screen totals them', async () => {
    const [row] = await rowsOf<{ pieces: number }>(
      db,
      sql`select coalesce(sum(r.pieces), 0)::int as pieces from knit_cc_rolls r
          join knit_cc_reports k on k.report_no = r.report_no where k.report_date = ${daysAgo(3)}::date`,
    );
    const total = await h.getTodayProductionCCTotalRollsForDate(ctx, { jsonTodayDate: daysAgo(3) });
    expect(total.pieces).toBe(row?.pieces);
    const machines = await h.getTodayProductionCollarCuffMachineWiseTotalRollsForDate(ctx, {
      jsonTodayDate: daysAgo(3),
    });
    expect(machines.length).toBeGreaterThanOrEqual(6);
    const items = await h.getTodayProductionCollarCuffWiseTotalRollsForDate(ctx, {
      jsonTodayDate: daysAgo(3),
    });
    expect(items.every((i) => /^(Collar|Cuff) /.test(i.label))).toBe(true);
  });
});

describe('graded roll lists', () => {
  it.each([1, 2, 3] as const)(
    'grade %i: rolls whose latest inspection graded them so, newest first',
    async (grade) => {
      const name = `getGradeNo${grade}RollReportFromERPNEXT` as const;
      const rows = await h[name](ctx);
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.length).toBeLessThanOrEqual(1000);
      expect(rows.every((r) => r.grade === grade && r.reportNo !== null)).toBe(true);
      expect(new Set(rows.map((r) => r.rollNo)).size).toBe(rows.length);
      // The latest inspection decides: a roll inspected again later with another grade is not listed.
      const [later] = await rowsOf<{ n: number }>(
        db,
        sql`select count(*)::int as n from qi_rolls q where q.greige_roll_no in (${sql.join(
          rows.slice(0, 200).map((r) => sql`${r.rollNo}`),
          sql`, `,
        )}) and q.grade <> ${grade} and not exists (select 1 from qi_rolls l
          where l.greige_roll_no = q.greige_roll_no and (l.report_date, l.created_at) > (q.report_date, q.created_at))`,
      );
      expect(later?.n).toBe(0);
    },
  );

  it.each([1, 2, 3] as const)('grade %i for a range: only rolls produced in it', async (grade) => {
    const range = { jsonStartDate: daysAgo(30), jsonEndDate: daysAgo(10) };
    const name = `getGradeNo${grade}RollReportFromERPNEXTForDate` as const;
    const rows = await h[name](ctx, range);
    expect(rows.length).toBeGreaterThan(0);
    expect(
      rows.every(
        (r) => r.grade === grade && r.date >= range.jsonStartDate && r.date <= range.jsonEndDate,
      ),
    ).toBe(true);
    const all = await h[`getGradeNo${grade}RollReportFromERPNEXT`](ctx);
    const inRange = all.filter((r) => r.date >= range.jsonStartDate && r.date <= range.jsonEndDate);
    const listed = new Set(rows.map((r) => r.rollNo));
    if (rows.length < 1000) expect(inRange.every((r) => listed.has(r.rollNo))).toBe(true);
    // Found from the grade index or by walking the range's rolls: the same list.
    expect(await gradedRollsProduced(db, grade, range, 1)).toEqual(rows);
  });
});

describe('roll report summaries', () => {
  const richest = async (where: ReturnType<typeof sql>) => {
    const [row] = await rowsOf<{ no: string; n: number }>(
      db,
      sql`select source_doc_no as no, count(*)::int as n from greige_rolls where ${where}
          group by source_doc_no order by count(*) desc, source_doc_no limit 1`,
    );
    if (!row) throw new Error('the demo should have rolls for this document kind');
    return row;
  };
  const consistent = (
    s: Awaited<ReturnType<typeof h.getRollReportSummaryJobCardWiseFromERPNext>>,
  ) => {
    expect(sum(s.byGrade, (g) => g.rolls)).toBe(s.rolls);
    close(
      sum(s.byGrade, (g) => g.kg),
      s.kg,
    );
    expect(s.rollRows).toHaveLength(Math.min(1000, s.rolls));
    if (s.rolls <= 1000)
      close(
        sum(s.rollRows, (r) => r.kg),
        s.kg,
      );
    for (const g of s.byGrade)
      expect(s.rollRows.filter((r) => r.grade === g.grade)).toHaveLength(g.rolls);
  };

  it('job card: every roll of the card with grades, kg and totals by grade', async () => {
    const card = await richest(sql`source_kind = 'jobCard'`);
    const s = await h.getRollReportSummaryJobCardWiseFromERPNext(ctx, { jsonReportNo: card.no });
    expect(s.docNo).toBe(card.no);
    expect(s.rolls).toBe(card.n);
    expect(s.rollRows.every((r) => r.jobCardNo === card.no)).toBe(true);
    expect(s.byGrade.map((g) => g.grade)).toEqual(
      [...s.byGrade.map((g) => g.grade)].sort((a, b) => (a ?? 4) - (b ?? 4)),
    );
    consistent(s);
  });

  it('purchase order: the rolls bought against it', async () => {
    const po = await richest(sql`source_kind = 'purchaseOrder'`);
    const s = await h.getRollReportSummaryPOWiseFromERPNext(ctx, { jsonReportNo: po.no });
    expect(s.rolls).toBe(po.n);
    expect(s.rollRows.every((r) => r.poNo === po.no && r.machine === null)).toBe(true);
    consistent(s);
  });

  it('subcontracting order or its PO: the rolls knitted against it', async () => {
    const so = await richest(sql`source_kind = 'subcontractingOrder'`);
    const s = await h.getRollReportSummarySOPOWiseFromERPNext(ctx, { jsonReportNo: so.no });
    expect(s.rolls).toBe(so.n);
    consistent(s);
    const poNo = s.rollRows[0]?.poNo;
    if (!poNo) throw new Error('a subcontracted roll should carry its PO');
    const byPo = await h.getRollReportSummarySOPOWiseFromERPNext(ctx, { jsonReportNo: poNo });
    expect(byPo.rolls).toBeGreaterThanOrEqual(s.rolls);
    expect(byPo.rollRows.every((r) => r.poNo === poNo)).toBe(true);
    const asPo = await h.getRollReportSummaryPOWiseFromERPNext(ctx, { jsonReportNo: poNo });
    expect(asPo.rolls).toBe(byPo.rolls);
  });

  it('an unknown number is refused naming jsonReportNo; a card without rolls is an empty summary', async () => {
    for (const name of [
      'getRollReportSummaryJobCardWiseFromERPNext',
      'getRollReportSummaryPOWiseFromERPNext',
      'getRollReportSummarySOPOWiseFromERPNext',
    ] as const)
      await expect(h[name](ctx, { jsonReportNo: 'NO-SUCH-DOC' })).rejects.toMatchObject({
        code: 'not_found',
        message: expect.stringContaining('jsonReportNo') as string,
      });
    const [idle] = await rowsOf<{ no: string }>(
      db,
      sql`select jc_no as no from job_cards j where not exists (select 1 from greige_rolls g
          where g.source_kind = 'jobCard' and g.source_doc_no = j.jc_no) order by jc_no limit 1`,
    );
    if (idle)
      expect(
        await h.getRollReportSummaryJobCardWiseFromERPNext(ctx, { jsonReportNo: idle.no }),
      ).toEqual({
        docNo: idle.no,
        rolls: 0,
        kg: 0,
        byGrade: [],
        rollRows: [],
      });
  });
});

describe('over HTTP', () => {
  const range = { jsonStartDate: '2026-01-01', jsonEndDate: '2026-01-31' };
  const production: CallName[] = Object.keys(h) as CallName[];

  it('refuses every production call to a user without its page, answers one with it', async () => {
    const inspector = await t.userWithRoles('prod-inspector', ['inspector']);
    const manager = await t.userWithRoles('prod-manager', ['production']);
    for (const name of production) {
      const input = [{}, { jsonTodayDate: '2026-01-05' }, { jsonReportNo: 'NO-SUCH' }, range].find(
        (i) => calls[name].input.safeParse(i).success,
      );
      expect((await t.send(name, input, inspector)).statusCode, name).toBe(403);
      expect([200, 404], name).toContain((await t.send(name, input, manager)).statusCode);
    }
  });

  it('names the field of bad input', async () => {
    const manager = await t.userWithRoles('prod-manager-2', ['production']);
    const bad = await t.send(
      'getTodayProductionFabricTotalRollsForDate',
      { ...range, jsonEndDate: '2025-12-01' },
      manager,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('jsonEndDate');
    const day = await t.send(
      'getTodayProductionCCTotalRollsForDate',
      { jsonTodayDate: '2026-02-30' },
      manager,
    );
    expect(day.statusCode).toBe(400);
    expect(day.body).toContain('jsonTodayDate');
    const bar = await t.send('getProductionRollsFromDB', { ...range, by: 'machine' }, manager);
    expect(bar.statusCode).toBe(400);
    expect(bar.body).toContain('key');
  });
});
