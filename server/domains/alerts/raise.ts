import { and, desc, eq, gt, inArray, isNotNull, lte, max, sql } from 'drizzle-orm';
import type { AlertRuleKind, AlertSubjectKind } from '../../../contract/main/alerts';
import {
  ccLotRaises,
  grade3Raises,
  lotOverLimit,
  repeatedDefects,
  type AlertRules,
  type MachineRoll,
} from '../../../rules';
import type { Db } from '../../db/client';
import { alertRolls, alerts, ccReports, qiMistakes, qiReports, qiRolls } from '../../db/schema';
import { millAlertRules } from './settings';

/**
 * Raising alerts inside the save that completes a pattern (docs/decisions/052-defect-alerts.md):
 * the rules of rules/alerts.ts over what the save's transaction reads, so an alert exists the
 * moment its roll does, and a save that fails raises nothing. Each answers the ids of alerts it
 * newly raised (a repeat only adds rolls to the open one): those are mailed.
 */

interface Pattern {
  rule: AlertRuleKind;
  subjectKind: AlertSubjectKind;
  subject: string;
  lot?: string;
  defect?: string;
  /** The rolls that make it, as `rollNo` in `reportNo`. */
  rolls: readonly { rollNo: string; reportNo: string }[];
}

/**
 * The pattern's alert while it is not resolved, made when there is none; its rolls added once.
 * The unique index on active alerts settles two saves completing one pattern at once: the second
 * insert finds the first's row and adds to it.
 */
async function record(db: Db, p: Pattern, now: Date): Promise<number | null> {
  const key = { rule: p.rule, subject: p.subject, lot: p.lot ?? '', defect: p.defect ?? '' };
  const [made] = await db
    .insert(alerts)
    .values({ ...key, subjectKind: p.subjectKind, raisedAt: now, lastSeenAt: now })
    .onConflictDoNothing()
    .returning({ id: alerts.id });
  const id =
    made?.id ??
    (
      await db
        .select({ id: alerts.id })
        .from(alerts)
        .where(
          and(
            eq(alerts.rule, key.rule),
            eq(alerts.subject, key.subject),
            eq(alerts.lot, key.lot),
            eq(alerts.defect, key.defect),
            sql`${alerts.state} <> 'resolved'`,
          ),
        )
    )[0]?.id;
  if (id === undefined) throw new Error(`alert ${JSON.stringify(key)} vanished`);
  const added = await db
    .insert(alertRolls)
    .values(
      p.rolls.map((r) => ({ alertId: id, rollNo: r.rollNo, reportNo: r.reportNo, addedAt: now })),
    )
    .onConflictDoNothing()
    .returning({ rollNo: alertRolls.rollNo });
  if (added.length > 0 || made) {
    await db
      .update(alerts)
      .set({ rollCount: sql`${alerts.rollCount} + ${added.length}`, lastSeenAt: now })
      .where(eq(alerts.id, id));
  }
  return made ? id : null;
}

/** When each pattern of `rule` on `subject` was last resolved, by its defect (or lot). */
async function lastResolved(
  db: Db,
  rule: AlertRuleKind,
  subject: string,
  by: 'defect' | 'lot',
): Promise<Map<string, number>> {
  const column = by === 'defect' ? alerts.defect : alerts.lot;
  const rows = await db
    .select({ key: column, at: max(alerts.resolvedAt) })
    .from(alerts)
    .where(and(eq(alerts.rule, rule), eq(alerts.subject, subject), eq(alerts.state, 'resolved')))
    .groupBy(column);
  return new Map(rows.flatMap((r) => (r.at ? [[r.key, new Date(r.at).getTime()] as const] : [])));
}

/** A knitting machine's greige rolls the repeat rule may read: inspected within its hours. */
async function machineRolls(
  db: Db,
  machine: string,
  rules: AlertRules,
  now: Date,
): Promise<(MachineRoll & { reportNo: string })[]> {
  const since = new Date(now.getTime() - rules.repeatHours * 3_600_000);
  // The last N by the (machine, created_at) index; their defects in one more read.
  const rolls = await db
    .select({ reportNo: qiRolls.reportNo, rollNo: qiRolls.rollNo, at: qiRolls.createdAt })
    .from(qiRolls)
    .where(
      and(
        eq(qiRolls.machine, machine),
        eq(qiRolls.stage, 'greige'),
        isNotNull(qiRolls.machine),
        gt(qiRolls.createdAt, since),
        // The same span as the rule's (rules/alerts.ts repeatWindow), so the limit counts alike.
        lte(qiRolls.createdAt, now),
      ),
    )
    .orderBy(desc(qiRolls.createdAt), desc(qiRolls.rollNo))
    .limit(rules.repeatN);
  if (rolls.length === 0) return [];
  const found = await db
    .selectDistinct({
      reportNo: qiMistakes.reportNo,
      rollNo: qiMistakes.rollNo,
      mistake: qiMistakes.mistake,
    })
    .from(qiMistakes)
    .where(
      inArray(
        sql`(${qiMistakes.reportNo}, ${qiMistakes.rollNo})`,
        rolls.map((r) => sql`(${r.reportNo}, ${r.rollNo})`),
      ),
    );
  return rolls.map((r) => ({
    reportNo: r.reportNo,
    rollNo: r.rollNo,
    inspectedAt: new Date(r.at).getTime(),
    defects: found
      .filter((f) => f.reportNo === r.reportNo && f.rollNo === r.rollNo)
      .map((f) => f.mistake),
  }));
}

/** The roll as the rules need it: its stage, knitting machine, grade and its report's lot. */
async function rollOf(db: Db, reportNo: string, rollNo: string) {
  const [roll] = await db
    .select({
      stage: qiRolls.stage,
      machine: qiRolls.machine,
      grade: qiRolls.grade,
      supplier: qiReports.supplier,
      lot: qiReports.lot,
    })
    .from(qiRolls)
    .innerJoin(qiReports, eq(qiReports.reportNo, qiRolls.reportNo))
    .where(and(eq(qiRolls.reportNo, reportNo), eq(qiRolls.rollNo, rollNo)));
  return roll;
}

/** After a fabric tap: the same defect again on the roll's knitting machine. */
export async function afterFabricTap(
  db: Db,
  reportNo: string,
  rollNo: string,
  now = new Date(),
): Promise<number[]> {
  const roll = await rollOf(db, reportNo, rollNo);
  if (!roll || roll.stage !== 'greige' || !roll.machine) return [];
  const rules = await millAlertRules(db);
  const rolls = await machineRolls(db, roll.machine, rules, now);
  const findings = repeatedDefects(
    rules,
    rolls,
    now.getTime(),
    await lastResolved(db, 'repeatDefect', roll.machine, 'defect'),
  );
  const at = new Map(rolls.map((r) => [r.rollNo, r.reportNo]));
  const raised: number[] = [];
  for (const f of findings) {
    const id = await record(
      db,
      {
        rule: 'repeatDefect',
        subjectKind: 'machine',
        subject: roll.machine,
        defect: f.defect,
        rolls: f.rollNos.map((no) => ({ rollNo: no, reportNo: at.get(no) ?? reportNo })),
      },
      now,
    );
    if (id !== null) raised.push(id);
  }
  return raised;
}

/** After a roll's summary (its grade is final): a machine's grade 3, a supplier lot's rolls over the limit. */
export async function afterRollGraded(
  db: Db,
  reportNo: string,
  rollNo: string,
  now = new Date(),
): Promise<number[]> {
  const roll = await rollOf(db, reportNo, rollNo);
  if (!roll) return [];
  const rules = await millAlertRules(db);
  const raised: number[] = [];
  const keep = (id: number | null) => {
    if (id !== null) raised.push(id);
  };
  if (roll.stage === 'greige' && roll.machine && grade3Raises(rules, roll.grade)) {
    keep(
      await record(
        db,
        {
          rule: 'grade3',
          subjectKind: 'machine',
          subject: roll.machine,
          rolls: [{ rollNo, reportNo }],
        },
        now,
      ),
    );
  }
  if (roll.supplier && roll.lot && roll.grade === 3 && rules.supplierLotK > 0) {
    const lotRolls = await db
      .select({
        rollNo: qiRolls.rollNo,
        reportNo: qiRolls.reportNo,
        at: qiRolls.createdAt,
        grade: qiRolls.grade,
      })
      .from(qiRolls)
      .innerJoin(qiReports, eq(qiReports.reportNo, qiRolls.reportNo))
      .where(
        and(
          eq(qiReports.supplier, roll.supplier),
          eq(qiReports.lot, roll.lot),
          eq(qiRolls.stage, roll.stage),
          eq(qiRolls.grade, 3),
        ),
      )
      .limit(500);
    const resolved = (await lastResolved(db, 'supplierLot', roll.supplier, 'lot')).get(roll.lot);
    const over = lotOverLimit(
      rules,
      lotRolls.map((r) => ({
        rollNo: r.rollNo,
        grade: r.grade,
        inspectedAt: new Date(r.at).getTime(),
      })),
      resolved,
    );
    if (over) {
      const at = new Map(lotRolls.map((r) => [r.rollNo, r.reportNo]));
      keep(
        await record(
          db,
          {
            rule: 'supplierLot',
            subjectKind: 'supplier',
            subject: roll.supplier,
            lot: roll.lot,
            rolls: over.map((no) => ({ rollNo: no, reportNo: at.get(no) ?? reportNo })),
          },
          now,
        ),
      );
    }
  }
  return raised;
}

/** After a collar & cuff tap or summary: the lot its sample rejects. */
export async function afterCcLotJudged(
  db: Db,
  reportNo: string,
  rollNo: string,
  now = new Date(),
): Promise<number[]> {
  const [report] = await db
    .select({ accepted: ccReports.aqlAccepted })
    .from(ccReports)
    .where(eq(ccReports.reportNo, reportNo));
  const rules = await millAlertRules(db);
  if (!report || !ccLotRaises(rules, report.accepted)) return [];
  const id = await record(
    db,
    {
      rule: 'ccLotRejected',
      subjectKind: 'ccLot',
      subject: reportNo,
      rolls: [{ rollNo, reportNo }],
    },
    now,
  );
  return id === null ? [] : [id];
}
