import { and, desc, eq, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { ALERT_ROLLS_LISTED, type AlertRow } from '../../../contract/main/alerts';
import { z } from 'zod';
import type { Page, PageParams } from '../../../contract';
import type { Db } from '../../db/client';
import { alertRolls, alerts, mistakeTypes } from '../../db/schema';
import { keysetPage } from '../../http/paging';
import { iso } from '../users/lookup';

/** Alerts as the screens show them: each with its latest rolls and its defect's Tamil name. */
export async function alertRows(
  db: Db,
  where: SQL | undefined,
  limit: number,
): Promise<AlertRow[]> {
  const rows = await db
    .select({ a: alerts, defectTa: mistakeTypes.nameTa })
    .from(alerts)
    .leftJoin(mistakeTypes, and(eq(mistakeTypes.name, alerts.defect), sql`${alerts.defect} <> ''`))
    .where(where)
    .orderBy(desc(alerts.lastSeenAt), desc(alerts.id))
    .limit(limit);
  if (rows.length === 0) return [];
  // The latest rolls of each alert in one read: a lateral join keeps it to ten per alert.
  const ids = rows.map((r) => r.a.id);
  const rolls = await db.execute<{
    alert_id: string | number;
    roll_no: string;
    report_no: string;
    added_at: string | Date;
  }>(sql`select a.id as alert_id, r.roll_no, r.report_no, r.added_at
    from unnest(array[${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )}]::bigint[]) a(id),
      lateral (select * from ${alertRolls} x where x.alert_id = a.id
        order by x.added_at desc, x.roll_no desc limit ${ALERT_ROLLS_LISTED}) r`);
  const list = (
    rolls as unknown as {
      rows: {
        alert_id: string | number;
        roll_no: string;
        report_no: string;
        added_at: string | Date;
      }[];
    }
  ).rows;
  const byAlert = new Map<number, AlertRow['rolls']>();
  for (const r of list) {
    const id = Number(r.alert_id);
    const had = byAlert.get(id) ?? [];
    had.push({ rollNo: r.roll_no, reportNo: r.report_no, addedAt: iso(r.added_at) });
    byAlert.set(id, had);
  }
  return rows.map(({ a, defectTa }) => ({
    id: a.id,
    rule: a.rule,
    subjectKind: a.subjectKind,
    subject: a.subject,
    lot: a.lot || null,
    defect: a.defect || null,
    defectTa: defectTa ?? null,
    state: a.state,
    rollCount: a.rollCount,
    rolls: byAlert.get(a.id) ?? [],
    raisedAt: iso(a.raisedAt),
    lastSeenAt: iso(a.lastSeenAt),
    acknowledgedBy: a.acknowledgedBy,
    acknowledgedAt: a.acknowledgedAt ? iso(a.acknowledgedAt) : null,
    acknowledgeNote: a.acknowledgeNote,
    resolvedBy: a.resolvedBy,
    resolvedAt: a.resolvedAt ? iso(a.resolvedAt) : null,
    resolveNote: a.resolveNote,
  }));
}

export async function alertById(db: Db, id: number): Promise<AlertRow | null> {
  const [row] = await alertRows(db, eq(alerts.id, id), 1);
  return row ?? null;
}

/** A page's key: the last row's `lastSeenAt` and id (lists run newest first by both). */
const alertKey = z.tuple([z.iso.datetime({ offset: true }), z.number().int().positive()]);

/** One page of alerts, active (open or acknowledged) or resolved, of one subject when named. */
export function alertPage(
  db: Db,
  input: PageParams & { state: 'active' | 'resolved'; subject?: string | undefined },
): Promise<Page<AlertRow>> {
  const states =
    input.state === 'active' ? ['open' as const, 'acknowledged' as const] : ['resolved' as const];
  const scope = and(
    inArray(alerts.state, states),
    input.subject !== undefined ? eq(alerts.subject, input.subject) : undefined,
  );
  return keysetPage(input, {
    key: alertKey,
    keyOf: (r) => [r.lastSeenAt, r.id] as [string, number],
    rows: (after, take) =>
      alertRows(
        db,
        and(
          scope,
          after
            ? or(
                lt(alerts.lastSeenAt, new Date(after[0])),
                and(eq(alerts.lastSeenAt, new Date(after[0])), lt(alerts.id, after[1])),
              )
            : undefined,
        ),
        take,
      ),
    total: async () => {
      const [count] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(alerts)
        .where(scope);
      return count?.n ?? 0;
    },
  });
}
