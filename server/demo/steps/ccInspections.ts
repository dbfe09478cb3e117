import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  aqlPlan,
  ccVerdictFor,
  defaultMillCcRules,
  judgeLot,
  rejectPct,
  sampleShareOf,
  scoreCcRoll,
} from '../../../rules';
import { dailyNo } from '../../db/numbering';
import * as s from '../../db/schema';
import { insertInBatches } from '../batch';
import type { Rng } from '../random';
import { dayMs, type DemoStep } from '../step';
import { windowDays } from './inspectionPlan';
import { isoDay, needs, millTodayMs, happened } from './recent';

const hour = 3_600_000;

/**
 * How often each defect rejects a collar or cuff piece on a flat-knit floor: sizing and tipping
 * errors and dropped stitches lead, stains and curl follow.
 */
const defectWeights: Record<string, number> = {
  'Size Out': 15,
  'Drop Stitch': 15,
  'Stripe/Tipping Wrong': 12,
  Hole: 12,
  'Shade Mismatch': 10,
  Curl: 10,
  'Rib Recovery': 8,
  'Oil Stain': 8,
};

/** A lot's reject rate: most lots run at 0.5–2.5 %, some at 2.5–5 %, a few bad ones 6–12 %. */
function lotRejectRate(rng: Rng): number {
  const band = rng.weighted([
    ['good', 80],
    ['fair', 15],
    ['bad', 5],
  ] as const);
  const [low, high] = band === 'good' ? [0.5, 2.5] : band === 'fair' ? [2.5, 5] : [6, 12];
  return (low + rng.next() * (high - low)) / 100;
}

/** Pieces found rejected among `checked`, each with the lot's chance. */
function rejectsAmong(rng: Rng, checked: number, rate: number): number {
  let found = 0;
  for (let i = 0; i < checked; i++) if (rng.chance(rate)) found += 1;
  return found;
}

type KnitRoll = typeof s.knitCcRolls.$inferSelect;

/**
 * Collar and cuff inspections of the last 90 days: most knitting reports are inspected a day or
 * two after knitting, as one lot with all its bundles, by the mill's rule (level II, AQL 2.5).
 * The inspector spreads the sample over the bundles, or sorts every piece of the lot, and taps
 * each rejected piece by defect;
 * figures are computed by the same rules as the handlers. Some of today's lots are still on the
 * tables, and the last days' knitting waits to be inspected.
 */
export const ccInspectionsStep: DemoStep = {
  name: 'ccInspections',
  run: async (db, rng) => {
    const today = millTodayMs();
    const inspectors = needs(
      await db
        .select({ name: s.employees.employeeName })
        .from(s.employees)
        .where(
          and(
            inArray(s.employees.designation, ['Inspector', 'Checker']),
            eq(s.employees.active, true),
          ),
        )
        .orderBy(asc(s.employees.employeeId)),
      'inspectors',
    ).map((p) => p.name);
    const tables = needs(
      await db
        .select({ name: s.machines.name })
        .from(s.machines)
        .where(eq(s.machines.kind, 'inspection_table'))
        .orderBy(asc(s.machines.name)),
      'inspection tables',
    ).map((t) => t.name);
    const buyers = (
      await db.select({ id: s.customers.name }).from(s.customers).orderBy(asc(s.customers.name))
    ).map((c) => c.id);
    const known = new Set<string>(
      (
        await db
          .select({ name: s.mistakeTypes.name })
          .from(s.mistakeTypes)
          .where(inArray(s.mistakeTypes.appliesTo, ['collarCuff', 'both']))
      ).map((m) => m.name),
    );
    const defects = Object.entries(defectWeights).filter(([name]) => known.has(name));
    needs(defects, 'collar and cuff mistake types');
    const knitReports = await db
      .select()
      .from(s.knitCcReports)
      .where(eq(s.knitCcReports.status, 'completed'))
      .orderBy(asc(s.knitCcReports.date), asc(s.knitCcReports.reportNo));
    const knitRolls = await db
      .select()
      .from(s.knitCcRolls)
      .orderBy(asc(s.knitCcRolls.reportNo), asc(s.knitCcRolls.seq));
    const bundlesOf = new Map<string, KnitRoll[]>();
    for (const roll of knitRolls) {
      const list = bundlesOf.get(roll.reportNo);
      if (list) list.push(roll);
      else bundlesOf.set(roll.reportNo, [roll]);
    }

    const rule = defaultMillCcRules;
    const band = rule.gradeBand;
    const perDay = new Map<string, number>();
    const reports: (typeof s.ccReports.$inferInsert)[] = [];
    const rolls: (typeof s.ccRolls.$inferInsert)[] = [];
    const taps: (typeof s.ccMistakes.$inferInsert)[] = [];
    let written = 0;
    const flush = async () => {
      written += await insertInBatches(db, s.ccReports, reports.splice(0));
      written += await insertInBatches(db, s.ccRolls, rolls.splice(0));
      written += await insertInBatches(db, s.ccMistakes, taps.splice(0));
    };

    for (const knit of knitReports) {
      if (rolls.length >= 20_000) await flush();
      const knitAge = Math.round((today - Date.parse(knit.date)) / dayMs);
      const age = knitAge - rng.int(1, 2);
      // About one knitting report in three becomes a lot inspected here (some go straight to a
      // garment unit that checks them, some are inspected together with a later report): the
      // knitting floor runs every flat machine in every shift, the CC tables keep about five lots a day.
      if (age < 0 || age >= windowDays || !rng.chance(0.3)) continue;
      const bundles = bundlesOf.get(knit.reportNo) ?? [];
      if (bundles.length === 0) continue;
      const dayStart = today - age * dayMs;
      const date = isoDay(dayStart);
      const n = (perDay.get(date) ?? 0) + 1;
      perDay.set(date, n);
      const reportNo = dailyNo('QCC', date, n);
      const inspector = rng.pick(inspectors);
      const startedAt = dayStart + 8 * hour + ((n * 29) % 480) * 60_000;
      const ongoing = age === 0 && rng.chance(0.6);
      const lotPieces = bundles.reduce((t, b) => t + b.pieces - b.rejectedPieces, 0);
      const plan = aqlPlan(lotPieces, rule.level, rule.aql);
      const rate = lotRejectRate(rng);
      // Many lots are sorted piece by piece rather than sampled: every piece is checked.
      const sorted = rng.chance(0.4);
      let checked = 0;
      let rejected = 0;
      let kg = 0;
      let worst: 1 | 2 | 3 | null = null;
      for (const [i, b] of bundles.entries()) {
        const pieces = b.pieces - b.rejectedPieces;
        // The sample spread over the bundles by their size; a lot still on the table is half done.
        const share = sorted ? pieces : sampleShareOf(plan.sampleSize, pieces, lotPieces);
        const rollChecked = ongoing && i >= bundles.length / 2 ? 0 : share;
        const found = rejectsAmong(rng, rollChecked, rate);
        const at = startedAt + i * 5 * 60_000;
        for (let t = 0; t < found; t++) {
          taps.push({
            reportNo,
            rollNo: b.rollNo,
            mistake: rng.weighted(defects),
            pieces: 1,
            createdBy: inspector,
            createdAt: happened(at + (t + 1) * 20_000),
          });
        }
        const score = scoreCcRoll(
          { checkedEntered: rollChecked, rejectedEntered: found, rejectedTapped: found },
          band,
        );
        rolls.push({
          reportNo,
          rollNo: b.rollNo,
          greigeRollNo: b.rollNo,
          reportDate: date,
          stage: 'greige',
          status: ongoing ? 'ongoing' : 'completed',
          itemCode: knit.itemCode,
          size: knit.size,
          pieces,
          checkedEntered: rollChecked,
          rejectedEntered: found,
          ...score,
          kg: b.kg,
          createdBy: inspector,
          createdAt: happened(at),
          updatedAt: happened(at + 5 * 60_000),
          summarisedAt: rollChecked > 0 ? happened(at + 5 * 60_000) : null,
        });
        checked += score.piecesChecked;
        rejected += score.piecesRejected;
        kg += b.kg;
        if (score.grade !== null && (worst === null || score.grade > worst)) worst = score.grade;
      }
      const accepted = judgeLot(plan, checked, rejected);
      const inspectorVerdict = ongoing ? null : rng.chance(0.03) ? 'inspectNotOk' : 'inspectOk';
      const endedAt = happened(startedAt + (bundles.length + 1) * 5 * 60_000);
      reports.push({
        reportNo,
        date,
        stage: 'greige',
        kind: knit.kind,
        sourceKind: knit.jobCardNo ? 'jobCard' : 'workOrder',
        sourceDocNo: knit.jobCardNo ?? `MFG-WO-${date.slice(0, 4)}-${String(n).padStart(5, '0')}`,
        customer: buyers.length && rng.chance(0.3) ? rng.pick(buyers) : null,
        knitReportNo: knit.reportNo,
        itemCode: knit.itemCode,
        colour: knit.colour,
        size: knit.size,
        inspector,
        tableName: rng.pick(tables),
        status: ongoing ? 'ongoing' : 'completed',
        verdict: inspectorVerdict ? ccVerdictFor(accepted, inspectorVerdict) : null,
        inspectorVerdict,
        aqlLevel: rule.level,
        aql: rule.aql,
        grade1Below: band.grade1Below,
        grade3Above: band.grade3Above,
        rolls: bundles.length,
        lotPieces,
        piecesChecked: checked,
        piecesRejected: rejected,
        rejectPct: rejectPct(checked, rejected),
        kg: Math.round(kg * 1000) / 1000,
        codeLetter: plan.codeLetter,
        planLetter: plan.planLetter,
        sampleSize: plan.sampleSize,
        acceptNo: plan.acceptNo,
        rejectNo: plan.rejectNo,
        aqlAccepted: accepted,
        grade: worst,
        createdBy: inspector,
        createdAt: happened(startedAt),
        updatedAt: endedAt,
        completedAt: ongoing ? null : endedAt,
      });
    }
    await flush();
    return written;
  },
};
