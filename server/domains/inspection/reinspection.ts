import { sql } from 'drizzle-orm';
import type { Stage } from '../../../contract/main/inspection';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import type { inspectionKinds } from '../../db/schema';

/** Where each kind keeps its inspected rolls and their defects (the defects cascade with a roll). */
const tablesOf = {
  fabric: { rolls: 'qi_rolls', mistakes: 'qi_mistakes' },
  collarCuff: { rolls: 'cc_rolls', mistakes: 'cc_mistakes' },
} as const;

type Kind = (typeof inspectionKinds)[number];

/**
 * The latest report that inspected the roll (or bundle) at this stage, if any: a second report of
 * the stage refuses it unless it is inspected again on purpose (`moveToHistory`).
 */
export async function inspectedAtStage(
  db: Db,
  kind: Kind,
  roll: { greigeRollNo: string; stage: Stage },
): Promise<string | null> {
  const [done] = await rowsOf<{ report_no: string }>(
    db,
    sql`select report_no from ${sql.identifier(tablesOf[kind].rolls)}
      where greige_roll_no = ${roll.greigeRollNo} and stage = ${roll.stage}
      order by created_at desc limit 1`,
  );
  return done?.report_no ?? null;
}

/**
 * A roll (or bundle) inspected again at a stage it was already inspected at, after rework
 * (docs/decisions/045): its earlier row leaves its report and goes, with its defects as they were,
 * the reason and the new report, to `roll_history`. One statement: the defects are read from the
 * snapshot the delete started from. In the save's transaction; the caller recomputes the reports
 * answered (their totals, verdicts and the dashboards' figures), so the roll counts once per
 * stage, by its latest inspection. Answers none when the roll was not inspected at the stage.
 */
export async function moveToHistory(
  db: Db,
  kind: Kind,
  roll: { greigeRollNo: string; stage: Stage },
  again: { reportNo: string; reason: string; by: string },
): Promise<string[]> {
  const t = tablesOf[kind];
  const moved = await rowsOf<{ report_no: string }>(
    db,
    sql`with moved as (
        delete from ${sql.identifier(t.rolls)}
        where greige_roll_no = ${roll.greigeRollNo} and stage = ${roll.stage}
        returning *)
      insert into roll_history (kind, greige_roll_no, stage, report_no, roll_no, result, mistakes,
        reason, reinspected_in, reinspected_by)
      select ${kind}, moved.greige_roll_no, moved.stage, moved.report_no, moved.roll_no,
        to_jsonb(moved),
        coalesce((select jsonb_agg(to_jsonb(d) order by d.id) from ${sql.identifier(t.mistakes)} d
          where d.report_no = moved.report_no and d.roll_no = moved.roll_no), '[]'::jsonb),
        ${again.reason}, ${again.reportNo}, ${again.by}
      from moved
      returning report_no`,
  );
  return [...new Set(moved.map((r) => r.report_no))];
}
