import { and, asc, between, desc, eq, inArray, isNotNull, ne, sql, type SQL } from 'drizzle-orm';
import type { MachineDay, MachineHistory, MachineRoll } from '../../../contract/main/alerts';
import { points100m2 } from '../../../rules/points';
import type { Db } from '../../db/client';
import { alerts, greigeRolls, machines, mistakeTypes, qiMistakes, qiRolls } from '../../db/schema';
import type { HandlerMap } from '../../http/context';
import { badInput } from '../../http/errors';
import { millDate } from '../gate/time';
import { iso } from '../users/lookup';
import { alertRows } from './rows';
import { addDays, daysFrom } from './days';

/** A knitting machine's page: its defect rate per day, its alerts and its last rolls. */

/** How many of a machine's alerts and latest inspected rolls the page shows. */
const ALERTS_SHOWN = 50;
const ROLLS_SHOWN = 20;

/** The machine's greige rolls, as the partial index (machine, created_at) holds them. */
const onMachine = (machine: string): SQL | undefined =>
  and(eq(qiRolls.machine, machine), eq(qiRolls.stage, 'greige'), isNotNull(qiRolls.machine));

/**
 * A knitting machine by the name the page was opened with: one of the machines master (an
 * inspection table is not one), in the master's spelling; else a name the mill's greige rolls
 * carry, since the ERP's roll production names machines the master may not list yet and the
 * alerts of those rolls link to this page. Such a machine knits fabric rolls: a circular one.
 */
async function knittingMachine(
  db: Db,
  name: string,
): Promise<{ name: string; kind: string } | null> {
  const [master] = await db
    .select({ name: machines.name, kind: machines.kind })
    .from(machines)
    .where(
      and(
        sql`lower(${machines.name}) = ${name.toLowerCase()}`,
        ne(machines.kind, 'inspection_table'),
      ),
    )
    .orderBy(asc(machines.name))
    .limit(1);
  if (master) return master;
  const [knitted] = await db
    .select({ name: greigeRolls.machine })
    .from(greigeRolls)
    .where(eq(greigeRolls.machine, name))
    .limit(1);
  const [inspected] = knitted
    ? [knitted]
    : await db.select({ name: qiRolls.machine }).from(qiRolls).where(onMachine(name)).limit(1);
  return inspected?.name ? { name: inspected.name, kind: 'circular' } : null;
}

/** Every mill day of the range, a day without rolls as zeros: the trend has no gaps. */
async function dailyRates(
  db: Db,
  machine: string,
  from: string,
  to: string,
): Promise<MachineDay[]> {
  const withArea = sql`${qiRolls.areaM2} > 0`;
  const rows = await db
    .select({
      day: qiRolls.reportDate,
      rolls: sql<number>`count(*)::int`,
      rollsWithDefects: sql<number>`(count(*) filter (where ${qiRolls.mistakes} > 0))::int`,
      points: sql<number>`coalesce(sum(${qiRolls.points}), 0)::int`,
      pointsWithArea: sql<number>`coalesce(sum(${qiRolls.points}) filter (where ${withArea}), 0)::int`,
      areaM2: sql<number>`coalesce(sum(${qiRolls.areaM2}) filter (where ${withArea}), 0)`.mapWith(
        Number,
      ),
    })
    .from(qiRolls)
    .where(and(onMachine(machine), between(qiRolls.reportDate, from, to)))
    .groupBy(qiRolls.reportDate);
  const byDay = new Map(rows.map((r) => [r.day, r]));
  return daysFrom(from, to).map((day) => {
    const r = byDay.get(day);
    return {
      day,
      rolls: r?.rolls ?? 0,
      rollsWithDefects: r?.rollsWithDefects ?? 0,
      points: r?.points ?? 0,
      points100m2: r ? points100m2(r.pointsWithArea, r.areaM2 > 0 ? r.areaM2 : null) : null,
    };
  });
}

/** The machine's latest inspected greige rolls, newest first, each with its defects by type. */
async function lastRolls(db: Db, machine: string): Promise<MachineRoll[]> {
  const rolls = await db
    .select({
      reportNo: qiRolls.reportNo,
      rollNo: qiRolls.rollNo,
      at: qiRolls.createdAt,
      grade: qiRolls.grade,
      points: qiRolls.points,
    })
    .from(qiRolls)
    .where(onMachine(machine))
    .orderBy(desc(qiRolls.createdAt), desc(qiRolls.rollNo))
    .limit(ROLLS_SHOWN);
  if (rolls.length === 0) return [];
  const found = await db
    .select({
      reportNo: qiMistakes.reportNo,
      rollNo: qiMistakes.rollNo,
      mistake: qiMistakes.mistake,
      mistakeTa: mistakeTypes.nameTa,
      count: sql<number>`count(*)::int`,
    })
    .from(qiMistakes)
    .leftJoin(mistakeTypes, eq(mistakeTypes.name, qiMistakes.mistake))
    .where(
      inArray(
        sql`(${qiMistakes.reportNo}, ${qiMistakes.rollNo})`,
        rolls.map((r) => sql`(${r.reportNo}, ${r.rollNo})`),
      ),
    )
    .groupBy(qiMistakes.reportNo, qiMistakes.rollNo, qiMistakes.mistake, mistakeTypes.nameTa)
    .orderBy(desc(sql`count(*)`), asc(qiMistakes.mistake));
  return rolls.map((r) => ({
    rollNo: r.rollNo,
    reportNo: r.reportNo,
    inspectedAt: iso(r.at),
    grade: r.grade,
    points: r.points,
    defects: found
      .filter((f) => f.reportNo === r.reportNo && f.rollNo === r.rollNo)
      .map((f) => ({ mistake: f.mistake, mistakeTa: f.mistakeTa, count: f.count })),
  }));
}

export const machineHandlers = {
  getMachineHistory: async (ctx, { machine: asked, days }): Promise<MachineHistory> => {
    const machine = await knittingMachine(ctx.db, asked);
    if (!machine) throw badInput('machine', `no knitting machine ${asked} is known`);
    const today = millDate(new Date());
    return {
      machine: machine.name,
      kind: machine.kind,
      days: await dailyRates(ctx.db, machine.name, addDays(today, -(days - 1)), today),
      alerts: await alertRows(
        ctx.db,
        and(eq(alerts.subjectKind, 'machine'), eq(alerts.subject, machine.name)),
        ALERTS_SHOWN,
      ),
      lastRolls: await lastRolls(ctx.db, machine.name),
    };
  },
} satisfies HandlerMap;
