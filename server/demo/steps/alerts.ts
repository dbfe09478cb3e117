import { and, asc, eq, gt, isNotNull, lte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { alerts, qiRolls } from '../../db/schema';
import { afterFabricTap, afterRollGraded } from '../../domains/alerts/raise';
import type { Rng } from '../random';
import { dayMs, type DemoStep } from '../step';

/** What a knitting supervisor writes when a machine's alert is dealt with. */
const notes = [
  'Needle changed',
  'Feeder cleaned and yarn tension set',
  'Sinker replaced',
  'Cam adjusted; watching the next rolls',
  'Yarn lot changed',
] as const;

/**
 * The alerts the demo's last two days of greige inspections would have raised
 * (docs/decisions/052-defect-alerts.md): the rules replayed over its rolls in the order their
 * inspection began, each at its own time, so the live floor, the dashboard and the header have
 * alerts to show. Those older than a shift were dealt with: acknowledged, the older half resolved.
 */
async function replay(db: Db, now: Date): Promise<void> {
  const rolls = await db
    .select({
      reportNo: qiRolls.reportNo,
      rollNo: qiRolls.rollNo,
      createdAt: qiRolls.createdAt,
      summarisedAt: qiRolls.summarisedAt,
    })
    .from(qiRolls)
    .where(
      and(
        eq(qiRolls.stage, 'greige'),
        isNotNull(qiRolls.machine),
        gt(qiRolls.createdAt, new Date(now.getTime() - 2 * dayMs)),
        lte(qiRolls.createdAt, now),
      ),
    )
    .orderBy(asc(qiRolls.createdAt), asc(qiRolls.rollNo));
  for (const r of rolls) {
    await afterFabricTap(db, r.reportNo, r.rollNo, r.createdAt);
    if (r.summarisedAt && r.summarisedAt <= now)
      await afterRollGraded(db, r.reportNo, r.rollNo, r.summarisedAt);
  }
}

async function dealWithOlder(db: Db, rng: Rng, now: Date): Promise<void> {
  const shiftAgo = new Date(now.getTime() - 8 * 3_600_000);
  const older = await db
    .select({ id: alerts.id, lastSeenAt: alerts.lastSeenAt })
    .from(alerts)
    .where(lt(alerts.lastSeenAt, shiftAgo))
    .orderBy(asc(alerts.lastSeenAt), asc(alerts.id));
  for (const [i, a] of older.entries()) {
    const seen = new Date(a.lastSeenAt).getTime();
    const acknowledgedAt = new Date(seen + rng.int(10, 50) * 60_000);
    const note = rng.pick(notes);
    const resolved = i < older.length / 2;
    await db
      .update(alerts)
      .set({
        state: resolved ? 'resolved' : 'acknowledged',
        acknowledgedBy: 'supervisor',
        acknowledgedAt,
        acknowledgeNote: note,
        ...(resolved
          ? {
              resolvedBy: 'supervisor',
              resolvedAt: new Date(acknowledgedAt.getTime() + rng.int(1, 3) * 3_600_000),
              resolveNote: 'Next rolls clean',
            }
          : {}),
      })
      .where(eq(alerts.id, a.id));
  }
}

export const alertsStep: DemoStep = {
  name: 'alerts',
  async run(db, rng) {
    const now = new Date();
    await replay(db, now);
    await dealWithOlder(db, rng, now);
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(alerts);
    return row?.n ?? 0;
  },
};
