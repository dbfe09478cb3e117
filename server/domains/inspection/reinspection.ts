import { and, asc, eq } from 'drizzle-orm';
import type { Stage } from '../../../contract/main/inspection';
import type { Db } from '../../db/client';
import { qiMistakes, qiRollHistory, qiRolls } from '../../db/schema';
import { refreshReport } from './rescore';

/**
 * A roll inspected again at a stage it was already inspected at (docs/decisions/045): its earlier
 * row and defects move to `qi_roll_history`, with the reason and the new report, and leave the
 * earlier report, whose totals, verdict and the dashboards' figures are recomputed. A roll thus
 * counts once per stage, by its latest inspection. In the save's transaction: the new row and
 * the move commit together. Answers the reports the roll left (none: it was not inspected yet).
 */
export async function moveToHistory(
  db: Db,
  roll: { greigeRollNo: string; stage: Stage },
  again: { reportNo: string; reason: string; by: string },
): Promise<string[]> {
  const earlier = await db
    .select()
    .from(qiRolls)
    .where(and(eq(qiRolls.greigeRollNo, roll.greigeRollNo), eq(qiRolls.stage, roll.stage)))
    .for('update');
  for (const row of earlier) {
    const of = and(eq(qiMistakes.reportNo, row.reportNo), eq(qiMistakes.rollNo, row.rollNo));
    const mistakes = await db.select().from(qiMistakes).where(of).orderBy(asc(qiMistakes.id));
    await db.insert(qiRollHistory).values({
      greigeRollNo: row.greigeRollNo,
      stage: row.stage,
      reportNo: row.reportNo,
      rollNo: row.rollNo,
      // Dates and numbers as JSON keeps them: the row as the screens showed it.
      result: JSON.parse(JSON.stringify(row)) as Record<string, unknown>,
      mistakes: JSON.parse(JSON.stringify(mistakes)) as Record<string, unknown>[],
      reason: again.reason,
      reinspectedIn: again.reportNo,
      reinspectedBy: again.by,
    });
    // Its defects go with it (qi_mistakes_roll_fk cascades).
    await db
      .delete(qiRolls)
      .where(and(eq(qiRolls.reportNo, row.reportNo), eq(qiRolls.rollNo, row.rollNo)));
    await refreshReport(db, row.reportNo);
  }
  return earlier.map((r) => r.reportNo);
}
