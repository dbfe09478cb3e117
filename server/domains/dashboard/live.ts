import { and, asc, between, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type {
  LiveCCMachineRow,
  LiveCCRow,
  LiveFabricMachineRow,
  LiveFabricRow,
} from '../../../contract/main/dashboard';
import type { Grade } from '../../../contract/main/inspection/fields';
import type { Db } from '../../db/client';
import {
  ccReports,
  ccRolls,
  dashDayRolls,
  items,
  machines,
  qiReports,
  qiRolls,
} from '../../db/schema';
import type { HandlerMap } from '../../http/context';
import { round3, type Range } from './figures';

/**
 * The live floor (docs/decisions/020-dashboard-figures.md): what is on each inspection table now
 * (the ongoing reports, their latest roll and score so far) and what each table did in the range.
 * Ongoing reports are few, and each read is one index seek, so these answer in milliseconds.
 */

/** A report still open on a table answers as live however long ago it was started. */
const liveLimit = 200;

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);
const isoNow = (d: Date | null): string => (d ?? new Date()).toISOString();

/** Ongoing fabric reports dated up to the range's end, most recently active first. */
async function openFabricReports(db: Db, range: Range) {
  const latestRoll = sql<string | null>`(select r.roll_no from ${qiRolls} r
    where r.report_no = ${qiReports.reportNo} order by r.created_at desc, r.roll_no desc limit 1)`;
  return db
    .select({
      reportNo: qiReports.reportNo,
      tableName: qiReports.tableName,
      inspector: qiReports.inspector,
      itemCode: qiReports.itemCode,
      itemName: sql<string>`coalesce(${items.itemName}, ${qiReports.itemCode})`,
      stage: qiReports.stage,
      currentRollNo: latestRoll,
      rolls: qiReports.rolls,
      kg: qiReports.totalKg,
      points: qiReports.totalPoints,
      points100m2: qiReports.points100m2,
      grade: qiReports.grade,
      createdAt: qiReports.createdAt,
      updatedAt: qiReports.updatedAt,
    })
    .from(qiReports)
    .leftJoin(items, eq(items.itemCode, qiReports.itemCode))
    .where(and(eq(qiReports.status, 'ongoing'), lte(qiReports.date, range.jsonEndDate)))
    .orderBy(desc(qiReports.updatedAt), desc(qiReports.reportNo))
    .limit(liveLimit);
}

async function openCcReports(db: Db, range: Range) {
  const latestRoll = sql<string | null>`(select r.roll_no from ${ccRolls} r
    where r.report_no = ${ccReports.reportNo} order by r.created_at desc, r.roll_no desc limit 1)`;
  return db
    .select({
      reportNo: ccReports.reportNo,
      tableName: ccReports.tableName,
      inspector: ccReports.inspector,
      itemCode: ccReports.itemCode,
      itemName: sql<string>`coalesce(${items.itemName}, ${ccReports.itemCode})`,
      stage: ccReports.stage,
      currentRollNo: latestRoll,
      rolls: ccReports.rolls,
      piecesChecked: ccReports.piecesChecked,
      piecesRejected: ccReports.piecesRejected,
      rejectPct: ccReports.rejectPct,
      grade: ccReports.grade,
      createdAt: ccReports.createdAt,
      updatedAt: ccReports.updatedAt,
    })
    .from(ccReports)
    .leftJoin(items, eq(items.itemCode, ccReports.itemCode))
    .where(and(eq(ccReports.status, 'ongoing'), lte(ccReports.date, range.jsonEndDate)))
    .orderBy(desc(ccReports.updatedAt), desc(ccReports.reportNo))
    .limit(liveLimit);
}

/** The mill's inspection tables, then any other table an open report names, by name. */
async function tableNames(db: Db, open: readonly { tableName: string }[]): Promise<string[]> {
  const master = await db
    .select({ name: machines.name })
    .from(machines)
    .where(and(eq(machines.kind, 'inspection_table'), eq(machines.active, true)))
    .orderBy(asc(machines.name));
  const names = master.map((m) => m.name);
  for (const r of open) if (!names.includes(r.tableName)) names.push(r.tableName);
  return names;
}

/** The newest report on each table in the range: when the table last worked. */
async function lastActivity(
  db: Db,
  table: typeof qiReports | typeof ccReports,
  names: string[],
  range: Range,
): Promise<Map<string, Date>> {
  if (names.length === 0) return new Map();
  const rows = await db.execute<{ table_name: string; at: string | Date | null }>(sql`
    select t.name as table_name, l.at
    from unnest(array[${sql.join(
      names.map((n) => sql`${n}`),
      sql`, `,
    )}]::text[]) t(name),
      lateral (select r.updated_at as at from ${table} r
        where r.table_name = t.name and r.report_date between ${range.jsonStartDate} and ${range.jsonEndDate}
        order by r.report_date desc, r.report_no desc limit 1) l`);
  const list = (rows as unknown as { rows: { table_name: string; at: string | Date | null }[] })
    .rows;
  return new Map(list.flatMap((r) => (r.at ? [[r.table_name, new Date(r.at)] as const] : [])));
}

const newest = (a: Date | null | undefined, b: Date | null | undefined): Date | null =>
  a && b ? (a > b ? a : b) : (a ?? b ?? null);

export const liveHandlers = {
  getLiveFabricInspectionDetails: async (ctx, range): Promise<LiveFabricRow[]> =>
    (await openFabricReports(ctx.db, range)).map((r) => ({
      reportNo: r.reportNo,
      tableName: r.tableName,
      inspector: r.inspector,
      itemCode: r.itemCode,
      itemName: r.itemName,
      stage: r.stage,
      currentRollNo: r.currentRollNo,
      rolls: r.rolls,
      kg: round3(r.kg),
      points: r.points,
      points100m2: r.points100m2,
      grade: r.grade,
      startedAt: isoNow(r.createdAt),
      lastActivityAt: isoNow(r.updatedAt),
    })),

  getLiveCCInspectionDetails: async (ctx, range): Promise<LiveCCRow[]> =>
    (await openCcReports(ctx.db, range)).map((r) => ({
      reportNo: r.reportNo,
      tableName: r.tableName,
      inspector: r.inspector,
      itemCode: r.itemCode,
      itemName: r.itemName,
      stage: r.stage,
      currentRollNo: r.currentRollNo,
      rolls: r.rolls,
      piecesChecked: r.piecesChecked,
      piecesRejected: r.piecesRejected,
      rejectPct: r.rejectPct,
      grade: r.grade,
      startedAt: isoNow(r.createdAt),
      lastActivityAt: isoNow(r.updatedAt),
    })),

  getLiveFabricMachineInspectionDetails: async (ctx, range): Promise<LiveFabricMachineRow[]> => {
    const open = await openFabricReports(ctx.db, range);
    const names = await tableNames(ctx.db, open);
    const [done, last] = await Promise.all([
      // Both stages: a table's output is every roll inspected on it.
      ctx.db
        .select({
          tableName: dashDayRolls.key,
          rolls: sql<number>`coalesce(sum(${dashDayRolls.rolls}), 0)::int`,
          kg: sql<number>`coalesce(sum(${dashDayRolls.kg}), 0)`.mapWith(Number),
          points: sql<number>`coalesce(sum(${dashDayRolls.points}), 0)::int`,
        })
        .from(dashDayRolls)
        .where(
          and(
            eq(dashDayRolls.dim, 'table'),
            inArray(dashDayRolls.stage, ['greige', 'finish']),
            between(dashDayRolls.day, range.jsonStartDate, range.jsonEndDate),
          ),
        )
        .groupBy(dashDayRolls.key),
      lastActivity(ctx.db, qiReports, names, range),
    ]);
    return names.map((name) => {
      const now = open.find((r) => r.tableName === name);
      const d = done.find((r) => r.tableName === name);
      return {
        tableName: name,
        active: now !== undefined,
        reportNo: now?.reportNo ?? null,
        inspector: now?.inspector ?? null,
        rolls: d?.rolls ?? 0,
        kg: round3(d?.kg ?? 0),
        points: d?.points ?? 0,
        lastActivityAt: iso(newest(now?.updatedAt, last.get(name))),
        itemCode: now?.itemCode ?? null,
        itemName: now?.itemName ?? null,
        currentRollNo: now?.currentRollNo ?? null,
        grade: (now?.grade ?? null) as Grade | null,
        points100m2: now?.points100m2 ?? null,
      };
    });
  },

  getLiveCCMachineInspectionDetails: async (ctx, range): Promise<LiveCCMachineRow[]> => {
    const open = await openCcReports(ctx.db, range);
    const names = await tableNames(ctx.db, open);
    const [done, last] = await Promise.all([
      ctx.db
        .select({
          tableName: ccReports.tableName,
          rolls: sql<number>`coalesce(sum(${ccReports.rolls}), 0)::int`,
          checked: sql<number>`coalesce(sum(${ccReports.piecesChecked}), 0)::int`,
          rejected: sql<number>`coalesce(sum(${ccReports.piecesRejected}), 0)::int`,
        })
        .from(ccReports)
        .where(
          and(
            between(ccReports.date, range.jsonStartDate, range.jsonEndDate),
            inArray(ccReports.tableName, names.length ? names : ['']),
          ),
        )
        .groupBy(ccReports.tableName),
      lastActivity(ctx.db, ccReports, names, range),
    ]);
    return names.map((name) => {
      const now = open.find((r) => r.tableName === name);
      const d = done.find((r) => r.tableName === name);
      return {
        tableName: name,
        active: now !== undefined,
        reportNo: now?.reportNo ?? null,
        inspector: now?.inspector ?? null,
        rolls: d?.rolls ?? 0,
        piecesChecked: d?.checked ?? 0,
        piecesRejected: d?.rejected ?? 0,
        lastActivityAt: iso(newest(now?.updatedAt, last.get(name))),
        itemCode: now?.itemCode ?? null,
        itemName: now?.itemName ?? null,
        currentRollNo: now?.currentRollNo ?? null,
        grade: now?.grade ?? null,
        rejectPct: now?.rejectPct ?? null,
      };
    });
  },

  getTotalCCInspected: async (ctx, range) => {
    const [t] = await ctx.db
      .select({
        rolls: sql<number>`count(*)::int`,
        checked: sql<number>`coalesce(sum(${ccRolls.piecesChecked}), 0)::int`,
        rejected: sql<number>`coalesce(sum(${ccRolls.piecesRejected}), 0)::int`,
      })
      .from(ccRolls)
      .where(between(ccRolls.reportDate, range.jsonStartDate, range.jsonEndDate));
    const checked = t?.checked ?? 0;
    const rejected = t?.rejected ?? 0;
    return {
      rolls: t?.rolls ?? 0,
      piecesChecked: checked,
      piecesRejected: rejected,
      rejectPct: checked > 0 ? Math.round((rejected / checked) * 10_000) / 100 : null,
    };
  },

  getTodayInspectedCollarCuffTotalRollsForDate: async (ctx, range) => {
    const [t] = await ctx.db
      .select({
        rolls: sql<number>`count(*)::int`,
        pieces: sql<number>`coalesce(sum(${ccRolls.piecesChecked}), 0)::int`,
      })
      .from(ccRolls)
      .where(between(ccRolls.reportDate, range.jsonStartDate, range.jsonEndDate));
    return { rolls: t?.rolls ?? 0, pieces: t?.pieces ?? 0 };
  },
} satisfies HandlerMap;
