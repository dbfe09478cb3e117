import { sql, type SQL } from 'drizzle-orm';
import type {
  CcMachineDayRow,
  CcProductionBreakdownRow,
  CcProductionDayRow,
} from '../../../contract/main/production';
import type { Db } from '../../db/client';
import type { HandlerMap } from '../../http/context';
import { daysOf, grams, weekEndingOn } from './scope';
import { rowsOf } from '../../db/rows';

/**
 * Collar and cuff production: the knitting reports of the flat machines, open ones included (a
 * shift's bundles count as they are saved). A report's rolls, pieces and kg are kept as the sums
 * of its bundles by every save (knitting/totals.ts), so the figures add those up: pieces are the
 * pieces knitted, knitting rejects included, as the knitting report shows them.
 */

export interface Sums {
  rolls: number;
  pieces: number;
  kg: number;
}

const sums = sql.raw(
  `coalesce(sum(k.rolls), 0)::int as rolls, coalesce(sum(k.pieces), 0)::int as pieces,
   coalesce(sum(k.kg), 0)::float8 as kg`,
);
const knittedIn = (from: string, to: string): SQL =>
  sql`k.report_date between ${from}::date and ${to}::date`;

const tidy = <R extends { kg: number }>(row: R): R => ({ ...row, kg: grams(row.kg) });

async function totals(db: Db, from: string, to: string): Promise<Sums> {
  const [row] = await rowsOf<Sums>(
    db,
    sql`select ${sums} from knit_cc_reports k where ${knittedIn(from, to)}`,
  );
  return tidy(row ?? { rolls: 0, pieces: 0, kg: 0 });
}

async function perDay(db: Db, from: string, to: string): Promise<CcProductionDayRow[]> {
  const rows = await rowsOf<Sums & { date: string }>(
    db,
    sql`select k.report_date::text as date, ${sums} from knit_cc_reports k
        where ${knittedIn(from, to)} group by k.report_date`,
  );
  const byDay = new Map(rows.map((r) => [r.date, r]));
  return daysOf(from, to).map((date) =>
    tidy(byDay.get(date) ?? { date, rolls: 0, pieces: 0, kg: 0 }),
  );
}

const byPieces = (a: CcProductionBreakdownRow, b: CcProductionBreakdownRow) =>
  b.pieces - a.pieces || a.key.localeCompare(b.key);

async function perMachine(db: Db, day: string): Promise<CcProductionBreakdownRow[]> {
  const rows = await rowsOf<Sums & { key: string }>(
    db,
    sql`select k.machine as key, ${sums} from knit_cc_reports k
        where ${knittedIn(day, day)} group by k.machine`,
  );
  return rows.map((r) => tidy({ ...r, label: r.key })).sort(byPieces);
}

async function perItem(db: Db, day: string): Promise<CcProductionBreakdownRow[]> {
  const rows = await rowsOf<Sums & { key: string; label: string }>(
    db,
    sql`select t.key, coalesce(i.item_name, t.key) as label, t.rolls, t.pieces, t.kg
        from (select k.item_code as key, ${sums} from knit_cc_reports k
              where ${knittedIn(day, day)} group by k.item_code) t
        left join items i on i.item_code = t.key`,
  );
  return rows.map(tidy).sort(byPieces);
}

async function perMachineDay(db: Db, from: string, to: string): Promise<CcMachineDayRow[]> {
  const rows = await rowsOf<Sums & { machine: string; date: string }>(
    db,
    sql`select k.machine, k.report_date::text as date, ${sums} from knit_cc_reports k
        where ${knittedIn(from, to)} group by k.machine, k.report_date
        order by k.machine, k.report_date`,
  );
  return rows.map(tidy);
}

export const collarCuffHandlers = {
  getTodayProductionCCTotalRollsForDate: (ctx, { jsonTodayDate: day }) => totals(ctx.db, day, day),
  getTodayProductionCollarCuffTotalRollsForSpecifiedDate: (ctx, r) =>
    totals(ctx.db, r.jsonStartDate, r.jsonEndDate),
  getTodayProductionCollarCuffDayWiseTotalRollsForSpecifiedDate: (ctx, r) =>
    perDay(ctx.db, r.jsonStartDate, r.jsonEndDate),
  getTodayProductionCollarCuffDayWiseTotalRollsForDate: (ctx, { jsonTodayDate }) => {
    const week = weekEndingOn(jsonTodayDate);
    return perDay(ctx.db, week.from, week.to);
  },
  getTodayProductionCollarCuffWiseTotalRollsForDate: (ctx, { jsonTodayDate }) =>
    perItem(ctx.db, jsonTodayDate),
  getTodayProductionCollarCuffMachineWiseTotalRollsForDate: (ctx, { jsonTodayDate }) =>
    perMachine(ctx.db, jsonTodayDate),
  getTodayProductionCollarCuffMachineWiseDayWiseTotalRollsForDate: (ctx, { jsonTodayDate }) => {
    const week = weekEndingOn(jsonTodayDate);
    return perMachineDay(ctx.db, week.from, week.to);
  },
} satisfies HandlerMap;
