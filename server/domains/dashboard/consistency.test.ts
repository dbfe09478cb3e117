import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { BreakdownRow, DashboardRollRow } from '../../../contract/main/dashboard';
import type { Stage } from '../../../contract/main/inspection/fields';
import { dayInZone, periodRange, type PeriodPreset } from '../../../rules/periods';
import { handlerCtx, seededTestDb } from '../../../tests/support/demo';
import { dashboardHandlers as h } from '.';
import { rebuildDashboardRollups } from './rollups';
import { rollupSnapshot } from './testing';

/**
 * On the demo mill, for every preset the dashboard offers: each stage's total equals the sum of
 * every breakdown, the mistake-wise rows sum to the total's mistakes, and each bar's drill-down
 * lists exactly the rolls the bar counts (docs/decisions/020-dashboard-figures.md).
 */

const db = await seededTestDb();
const ctx = handlerCtx(db);

/** The app's presets, on the mill's calendar: the demo dates its documents by the mill's day. */
function presetRange(
  preset: PeriodPreset,
  now: Date,
): { jsonStartDate: string; jsonEndDate: string } {
  const { from, to } = periodRange(preset, dayInZone(now));
  return { jsonStartDate: from, jsonEndDate: to };
}

const presets = [
  'today',
  'yesterday',
  'thisWeek',
  'thisMonth',
  'thisQuarter',
  'thisYear',
  'lastYear',
] as const;
const now = new Date();

const breakdowns = {
  greige: {
    supplier: h.getSupplierWiseFabricInspected,
    item: h.getFabricWiseFabricInspected,
    checker: h.getCheckerWiseFabricInspected,
    grade: h.getGradeWiseRollInspected,
    mistake: h.getMistakeWiseFabricInspected,
  },
  finish: {
    supplier: h.getSupplierWiseFinishFabricInspected,
    item: h.getFabricWiseFinishFabricInspected,
    checker: h.getCheckerWiseFinishFabricInspected,
    grade: h.getGradeWiseFinishRollInspected,
    mistake: h.getMistakeWiseFinishFabricInspected,
  },
} as const;

const kgOf = (rows: readonly { kg: number }[]) =>
  Math.round(rows.reduce((t, r) => t + r.kg, 0) * 1000) / 1000;
const sumOf = (rows: readonly BreakdownRow[], f: 'rolls' | 'points' | 'mistakes') =>
  rows.reduce((t, r) => t + r[f], 0);

/** Every row behind a figure, following nextCursor to the last page. */
async function drill(
  range: { jsonStartDate: string; jsonEndDate: string },
  stage: Stage,
  by: 'all' | keyof typeof breakdowns.greige,
  key?: string,
) {
  const rows: DashboardRollRow[] = [];
  let cursor: string | undefined;
  let total = -1;
  for (let i = 0; i < 500; i++) {
    const page = await h.getDashboardRollsFromDB(ctx, {
      ...range,
      stage,
      by,
      ...(key === undefined ? {} : { key }),
      limit: 200,
      ...(cursor ? { cursor } : {}),
    });
    total = page.total;
    rows.push(...page.rows);
    if (!page.nextCursor) break;
    cursor = page.nextCursor;
  }
  return { rows, total };
}

/** The raw oracle: the stage's rolls in the range summed straight from qi_rolls. */
async function rawTotals(range: { jsonStartDate: string; jsonEndDate: string }, stage: Stage) {
  const res = await db.execute(sql`
    select count(*)::int as rolls, coalesce(sum(kg), 0)::float8 as kg,
      coalesce(sum(points), 0)::int as points, coalesce(sum(mistakes), 0)::int as mistakes
    from qi_rolls where stage = ${stage}
      and report_date between ${range.jsonStartDate} and ${range.jsonEndDate}`);
  const [row] = (res as unknown as { rows: Record<string, number>[] }).rows;
  return {
    rolls: Number(row?.rolls),
    kg: Math.round(Number(row?.kg) * 1000) / 1000,
    points: Number(row?.points),
    mistakes: Number(row?.mistakes),
  };
}

describe('dashboard figures add up on the demo mill', () => {
  it('has rolls in the ranges the test walks', async () => {
    const year = await h.getTotalFabricInspected(ctx, presetRange('thisQuarter', now));
    const today = await h.getTotalFabricInspected(ctx, presetRange('today', now));
    expect(year.greige.rolls).toBeGreaterThan(100);
    expect(year.finish.rolls).toBeGreaterThan(10);
    expect(today.rolls).toBeGreaterThan(0);
  });

  describe.each(presets)('%s', (preset) => {
    const range = presetRange(preset, now);

    it.each(['greige', 'finish'] as const)(
      '%s: the total, every breakdown and every drill-down count the same rolls',
      async (stage) => {
        const raw = await rawTotals(range, stage);
        const totals = await h.getTotalFabricInspected(ctx, range);
        expect(totals[stage]).toEqual({ rolls: raw.rolls, kg: raw.kg });

        for (const dim of ['supplier', 'item', 'checker', 'grade'] as const) {
          const rows = await breakdowns[stage][dim](ctx, range);
          expect({ dim, rolls: sumOf(rows, 'rolls') }).toEqual({ dim, rolls: raw.rolls });
          expect({ dim, kg: kgOf(rows) }).toEqual({ dim, kg: raw.kg });
          expect({ dim, points: sumOf(rows, 'points') }).toEqual({ dim, points: raw.points });
          expect({ dim, mistakes: sumOf(rows, 'mistakes') }).toEqual({
            dim,
            mistakes: raw.mistakes,
          });
          for (const bar of rows) {
            const behind = await drill(range, stage, dim, bar.key);
            const seen = { dim, key: bar.key, rolls: behind.rows.length, kg: kgOf(behind.rows) };
            expect(seen).toEqual({ dim, key: bar.key, rolls: bar.rolls, kg: bar.kg });
            expect(behind.total).toBe(bar.rolls);
          }
        }

        const mistakes = await breakdowns[stage].mistake(ctx, range);
        expect(sumOf(mistakes, 'mistakes')).toBe(raw.mistakes);
        for (const bar of mistakes) {
          const behind = await drill(range, stage, 'mistake', bar.key);
          expect({ key: bar.key, rolls: behind.rows.length, kg: kgOf(behind.rows) }).toEqual({
            key: bar.key,
            rolls: bar.rolls,
            kg: bar.kg,
          });
          expect(behind.total).toBe(bar.rolls);
        }

        const all = await drill(range, stage, 'all');
        expect({ rolls: all.rows.length, total: all.total, kg: kgOf(all.rows) }).toEqual({
          rolls: raw.rolls,
          total: raw.rolls,
          kg: raw.kg,
        });
        expect(new Set(all.rows.map((r) => `${r.reportNo}/${r.rollNo}`)).size).toBe(raw.rolls);
      },
    );

    it('the supplier × mistake rows of finish fabric sum to the mistake-wise rows', async () => {
      const bySupplier = await h.getMistakeWiseSupplierWiseFinishFabricInspected(ctx, range);
      const byMistake = await h.getMistakeWiseFinishFabricInspected(ctx, range);
      const summed = new Map<string, { mistakes: number; rolls: number; points: number }>();
      for (const r of bySupplier) {
        const s = summed.get(r.key) ?? { mistakes: 0, rolls: 0, points: 0 };
        summed.set(r.key, {
          mistakes: s.mistakes + r.mistakes,
          rolls: s.rolls + r.rolls,
          points: s.points + r.points,
        });
      }
      expect(Object.fromEntries(summed)).toEqual(
        Object.fromEntries(
          byMistake.map((r) => [r.key, { mistakes: r.mistakes, rolls: r.rolls, points: r.points }]),
        ),
      );
    });

    it('the day-total call agrees with the total', async () => {
      const totals = await h.getTotalFabricInspected(ctx, range);
      const day = await h.getTodayInspectedFabricTotalRollsForDate(ctx, range);
      expect(day).toEqual({ rolls: totals.rolls, kg: totals.kg });
    });
  });

  it('collar and cuff totals are the sums of the range’s CC rolls', async () => {
    for (const preset of presets) {
      const range = presetRange(preset, now);
      const res = await db.execute(sql`
        select count(*)::int as rolls, coalesce(sum(pieces_checked), 0)::int as checked,
          coalesce(sum(pieces_rejected), 0)::int as rejected
        from cc_rolls where report_date between ${range.jsonStartDate} and ${range.jsonEndDate}`);
      const [raw] = (res as unknown as { rows: Record<string, number>[] }).rows;
      const total = await h.getTotalCCInspected(ctx, range);
      expect({ preset, ...total }).toMatchObject({
        preset,
        rolls: Number(raw?.rolls),
        piecesChecked: Number(raw?.checked),
        piecesRejected: Number(raw?.rejected),
      });
      expect(await h.getTodayInspectedCollarCuffTotalRollsForDate(ctx, range)).toEqual({
        rolls: total.rolls,
        pieces: total.piecesChecked,
      });
    }
    const quarter = await h.getTotalCCInspected(ctx, presetRange('thisQuarter', now));
    expect(quarter.rolls).toBeGreaterThan(0);
    expect(quarter.rejectPct).toBe(
      Math.round((quarter.piecesRejected / quarter.piecesChecked) * 10_000) / 100,
    );
  });

  it('the live floor shows every open report on its table, fabric and collar & cuff', async () => {
    const today = presetRange('today', now);
    const openOf = async (table: 'qi_reports' | 'cc_reports') => {
      const res = await db.execute(
        sql`select report_no, table_name from ${sql.raw(table)} where status = 'ongoing'
          and report_date <= ${today.jsonEndDate} order by report_no`,
      );
      return (res as unknown as { rows: { report_no: string; table_name: string }[] }).rows;
    };
    for (const [table, live, machines] of [
      ['qi_reports', h.getLiveFabricInspectionDetails, h.getLiveFabricMachineInspectionDetails],
      ['cc_reports', h.getLiveCCInspectionDetails, h.getLiveCCMachineInspectionDetails],
    ] as const) {
      const open = await openOf(table);
      expect(open.length).toBeGreaterThan(0);
      const rows = await live(ctx, today);
      expect(rows.map((r) => r.reportNo).sort()).toEqual(open.map((r) => r.report_no));
      expect(rows.every((r) => r.currentRollNo !== null || r.rolls === 0)).toBe(true);
      const tables = await machines(ctx, today);
      const busy = new Set(open.map((r) => r.table_name));
      expect(
        tables
          .filter((t) => t.active)
          .map((t) => t.tableName)
          .sort(),
      ).toEqual([...busy].sort());
      expect(tables.length).toBeGreaterThanOrEqual(busy.size);
    }
  });

  it('the seeded rollups are what a rebuild from the raw tables gives', async () => {
    const before = await rollupSnapshot(db);
    expect(before.length).toBeGreaterThan(100);
    await rebuildDashboardRollups(db);
    expect(await rollupSnapshot(db)).toEqual(before);
  });
});
