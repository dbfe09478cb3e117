import { and, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Stage } from '../../../../contract/main/inspection/fields';
import { points100m2 } from '../../../../rules/points';
import type { Db } from '../../../db/client';
import { alerts, dashDayRolls, greigeRolls, qiReports, qiRolls } from '../../../db/schema';
import type { AlertRow } from '../../../../contract/main/alerts';
import { alertRows } from '../rows';

/**
 * The figures of one mill day a morning digest tells: each an aggregation bounded to that day
 * (the dashboards' daily rollups, the day's inspected rolls, the day's knitted rolls), so a digest
 * costs the same in a mill's tenth year as in its first.
 */

export interface StageFigures {
  stage: Stage;
  rolls: number;
  kg: number;
  points100m2: number | null;
  grade3: number;
}

/** A machine or a supplier among the day's worst: graded 3 most, then most points per 100 m². */
export interface WorstRow {
  name: string;
  rolls: number;
  grade3: number;
  points100m2: number | null;
}

export interface DayFigures {
  inspection: StageFigures[];
  knitted: { rolls: number; kg: number };
  worstMachines: WorstRow[];
  worstSuppliers: WorstRow[];
  openAlerts: AlertRow[];
  /** All open alerts, of which `openAlerts` lists the latest. */
  openAlertCount: number;
}

/** How many of the worst machines and suppliers a digest names, and of the open alerts it lists. */
export const WORST_LISTED = 3;
export const OPEN_ALERTS_LISTED = 10;

const round2 = (n: number): number => Math.round(n * 100) / 100;

/** The day's inspected rolls by stage, from the dashboards' rollup by grade (docs/decisions/020). */
async function inspection(db: Db, day: string): Promise<StageFigures[]> {
  const rows = await db
    .select({
      stage: dashDayRolls.stage,
      rolls: sql<number>`coalesce(sum(${dashDayRolls.rolls}), 0)::int`,
      kg: sql<number>`coalesce(sum(${dashDayRolls.kg}), 0)`.mapWith(Number),
      pointsWithArea: sql<number>`coalesce(sum(${dashDayRolls.pointsWithArea}), 0)::int`,
      areaM2: sql<number>`coalesce(sum(${dashDayRolls.areaM2}), 0)`.mapWith(Number),
      grade3: sql<number>`coalesce(sum(${dashDayRolls.rolls}) filter (where ${dashDayRolls.key} = '3'), 0)::int`,
    })
    .from(dashDayRolls)
    .where(and(eq(dashDayRolls.dim, 'grade'), eq(dashDayRolls.day, day)))
    .groupBy(dashDayRolls.stage)
    .having(sql`sum(${dashDayRolls.rolls}) > 0`);
  const order: Stage[] = ['greige', 'finish'];
  return rows
    .map((r) => ({
      stage: r.stage,
      rolls: r.rolls,
      kg: round2(r.kg),
      points100m2: points100m2(r.pointsWithArea, r.areaM2 > 0 ? r.areaM2 : null),
      grade3: r.grade3,
    }))
    .sort((a, b) => order.indexOf(a.stage) - order.indexOf(b.stage));
}

/** Rolls knitted in the mill that day: the ERP's roll production with a knitting machine. */
async function knitted(db: Db, day: string): Promise<{ rolls: number; kg: number }> {
  const [row] = await db
    .select({
      rolls: sql<number>`count(*)::int`,
      kg: sql<number>`coalesce(sum(${greigeRolls.kg}), 0)`.mapWith(Number),
    })
    .from(greigeRolls)
    .where(and(eq(greigeRolls.producedOn, day), isNotNull(greigeRolls.machine)));
  return { rolls: row?.rolls ?? 0, kg: round2(row?.kg ?? 0) };
}

/** The worst of the day's inspected rolls grouped by `by`, among the groups with any points. */
async function worst(db: Db, by: AnyPgColumn, where: SQL | undefined): Promise<WorstRow[]> {
  const areaPoints = sql`coalesce(sum(${qiRolls.points}) filter (where ${qiRolls.areaM2} > 0), 0)`;
  const area = sql`coalesce(sum(${qiRolls.areaM2}) filter (where ${qiRolls.areaM2} > 0), 0)`;
  const rows = await db
    .select({
      name: sql<string>`${by}`,
      rolls: sql<number>`count(*)::int`,
      grade3: sql<number>`(count(*) filter (where ${qiRolls.grade} = 3))::int`,
      pointsWithArea: sql<number>`${areaPoints}::int`,
      areaM2: sql<number>`${area}`.mapWith(Number),
    })
    .from(qiRolls)
    .innerJoin(qiReports, eq(qiReports.reportNo, qiRolls.reportNo))
    .where(where)
    .groupBy(by)
    .having(sql`sum(${qiRolls.points}) > 0 or count(*) filter (where ${qiRolls.grade} = 3) > 0`)
    .orderBy(
      sql`count(*) filter (where ${qiRolls.grade} = 3) desc`,
      sql`case when ${area} > 0 then ${areaPoints} * 100.0 / ${area} end desc nulls last`,
      by,
    )
    .limit(WORST_LISTED);
  return rows.map((r) => ({
    name: r.name,
    rolls: r.rolls,
    grade3: r.grade3,
    points100m2: points100m2(r.pointsWithArea, r.areaM2 > 0 ? r.areaM2 : null),
  }));
}

export async function dayFigures(db: Db, day: string): Promise<DayFigures> {
  const onDay = eq(qiRolls.reportDate, day);
  const openOnly = eq(alerts.state, 'open');
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(alerts)
    .where(openOnly);
  return {
    inspection: await inspection(db, day),
    knitted: await knitted(db, day),
    // A knitting machine's rolls are inspected at greige, before dyeing changes them.
    worstMachines: await worst(
      db,
      qiRolls.machine,
      and(onDay, eq(qiRolls.stage, 'greige'), isNotNull(qiRolls.machine)),
    ),
    worstSuppliers: await worst(
      db,
      qiReports.supplier,
      and(onDay, isNotNull(qiReports.supplier), sql`${qiReports.supplier} <> ''`),
    ),
    openAlerts: await alertRows(db, openOnly, OPEN_ALERTS_LISTED),
    openAlertCount: count?.n ?? 0,
  };
}
