import { and, asc, eq, inArray } from 'drizzle-orm';
import * as s from '../../db/schema';
import { gradeBandsFor } from '../../domains/inspection/bands';
import { reportPoints100m2, verdictFor, type GradeBands } from '../../../rules';
import { reportNoFor } from '../../domains/inspection/start';
import { insertInBatches } from '../batch';
import { dayMs, type DemoStep } from '../step';
import { markDyedGreigeRolls } from './greigeRolls';
import { inspectRoll, weightedKinds, type MistakeKind } from './inspectedRolls';
import { lots, plan, windowDays } from './inspectionPlan';
import { isoDay, needs, shades, millTodayMs, happened } from './recent';

const hour = 3_600_000;

export const inspectionsStep: DemoStep = {
  name: 'inspections',
  run: async (db, rng) => {
    const today = millTodayMs();
    const rolls = await db
      .select()
      .from(s.greigeRolls)
      .orderBy(asc(s.greigeRolls.producedOn), asc(s.greigeRolls.rollNo));
    const people = await db
      .select({ name: s.employees.employeeName })
      .from(s.employees)
      .where(
        and(
          inArray(s.employees.designation, ['Inspector', 'Checker']),
          eq(s.employees.active, true),
        ),
      )
      .orderBy(asc(s.employees.employeeId));
    const inspectors = needs(people, 'inspectors').map((p) => p.name);
    const tables = needs(
      await db
        .select({ name: s.machines.name })
        .from(s.machines)
        .where(eq(s.machines.kind, 'inspection_table'))
        .orderBy(asc(s.machines.name)),
      'inspection tables',
    );
    const kinds: MistakeKind[] = await db
      .select({
        name: s.mistakeTypes.name,
        defaultPoints: s.mistakeTypes.defaultPoints,
        continuous: s.mistakeTypes.continuous,
        isHole: s.mistakeTypes.isHole,
      })
      .from(s.mistakeTypes)
      .where(
        and(eq(s.mistakeTypes.active, true), inArray(s.mistakeTypes.appliesTo, ['fabric', 'both'])),
      )
      .orderBy(asc(s.mistakeTypes.sortOrder));
    const kindsOf = {
      greige: weightedKinds(kinds, 'greige'),
      finish: weightedKinds(kinds, 'finish'),
    };
    const specs = new Map(
      (
        await db
          .select({ code: s.items.itemCode, gsm: s.items.gsm, widthCm: s.items.widthCm })
          .from(s.items)
      ).map((i) => [i.code, i]),
    );
    const bands = new Map<string, GradeBands>();
    for (const code of new Set(rolls.map((r) => r.itemCode)))
      bands.set(code, await gradeBandsFor(db, code));

    const plans = plan(rng, lots(rolls), today).sort((a, b) => b.age - a.age);
    const finishNo = new Map<string, string>();
    const finishRows: (typeof s.finishRolls.$inferInsert)[] = [];
    const reports: (typeof s.qiReports.$inferInsert)[] = [];
    const qiRolls: (typeof s.qiRolls.$inferInsert)[] = [];
    const mistakes: (typeof s.qiMistakes.$inferInsert)[] = [];
    const perDay = new Map<number, number>();
    let written = 0;
    /** Writes what is planned so far; large SCALEs flush as they go, so memory stays flat. */
    const flush = async () => {
      written += await insertInBatches(db, s.finishRolls, finishRows.splice(0));
      written += await insertInBatches(db, s.qiReports, reports.splice(0));
      written += await insertInBatches(db, s.qiRolls, qiRolls.splice(0));
      written += await insertInBatches(db, s.qiMistakes, mistakes.splice(0));
    };

    for (const p of plans) {
      if (qiRolls.length >= 20_000) await flush();
      const first = p.rolls[0];
      if (!first) continue;
      const dayStart = today - p.age * dayMs;
      const date = isoDay(dayStart);
      if (p.stage === 'finish') {
        for (const r of p.rolls) {
          const no = `FR-${r.rollNo.slice(3)}`;
          finishNo.set(r.rollNo, no);
          finishRows.push({
            finishRollNo: no,
            greigeRollNo: r.rollNo,
            createdBy: 'ERP',
            createdAt: happened(dayStart + 6 * hour),
          });
        }
      }
      if (p.age >= windowDays) continue;
      const n = (perDay.get(p.age) ?? 0) + 1;
      perDay.set(p.age, n);
      const reportNo = reportNoFor(date, n);
      const inspector = rng.pick(inspectors);
      const status = p.age === 0 && rng.chance(0.6) ? 'ongoing' : 'completed';
      const startedAt = dayStart + 7 * hour + ((n * 37) % 600) * 60_000;
      const spec = specs.get(first.itemCode);
      const ctx = {
        reportNo,
        reportDate: date,
        stage: p.stage,
        status,
        inspector,
        startedAt,
        itemGsm: spec?.gsm ?? null,
        itemWidthCm: spec?.widthCm ?? null,
        bands: bands.get(first.itemCode) ?? (await gradeBandsFor(db, first.itemCode)),
        kinds: kindsOf[p.stage],
      } as const;
      const done = p.rolls.map((g, i) =>
        inspectRoll(rng, ctx, g, finishNo.get(g.rollNo) ?? null, startedAt + i * 6 * 60_000),
      );
      qiRolls.push(...done.map((d) => d.roll));
      for (const d of done) mistakes.push(...d.mistakes);
      const graded = done.map((d) => d.roll);
      const withArea = graded.filter((r) => r.areaM2 != null);
      const totals = {
        rolls: graded.length,
        ungraded: graded.filter((r) => r.grade == null).length,
        worstGrade: graded.reduce<1 | 2 | 3 | null>(
          (w, r) => (r.grade != null && (w === null || r.grade > w) ? r.grade : w),
          null,
        ),
        pointsWithArea: withArea.reduce((t, r) => t + (r.points ?? 0), 0),
        areaM2: withArea.reduce((t, r) => t + (r.areaM2 ?? 0), 0),
      };
      const inspectorVerdict =
        status === 'completed' ? (rng.chance(0.03) ? 'inspectNotOk' : 'inspectOk') : null;
      reports.push({
        reportNo,
        date,
        stage: p.stage,
        sourceKind: first.sourceKind ?? 'supplier',
        sourceDocNo: first.sourceDocNo,
        supplier: first.supplier,
        itemCode: first.itemCode,
        colour: p.stage === 'finish' ? rng.pick(shades) : null,
        lot: p.stage === 'finish' ? `LOT-${date.replaceAll('-', '').slice(2)}-${n}` : null,
        inspector,
        tableName: rng.pick(tables).name,
        status,
        verdict: inspectorVerdict ? verdictFor(totals, inspectorVerdict) : null,
        inspectorVerdict,
        rolls: totals.rolls,
        totalKg: Math.round(graded.reduce((t, r) => t + r.kg, 0) * 1000) / 1000,
        totalPoints: graded.reduce((t, r) => t + (r.points ?? 0), 0),
        totalAreaM2: Math.round(totals.areaM2 * 1000) / 1000,
        points100m2: reportPoints100m2(totals),
        grade: totals.worstGrade,
        createdBy: inspector,
        createdAt: happened(startedAt),
        updatedAt: happened(startedAt + p.rolls.length * 6 * 60_000),
        completedAt:
          status === 'completed' ? happened(startedAt + p.rolls.length * 6 * 60_000) : null,
      });
    }
    await flush();
    await markDyedGreigeRolls(db);
    return written;
  },
};
