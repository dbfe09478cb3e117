import { sql, type SQL } from 'drizzle-orm';
import type { PassportKind } from '../../../contract/main/passport';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';

/**
 * What a roll number names: a greige roll, a finish roll, a collar & cuff bundle or a bundle's
 * finish roll. Each kind is one primary-key probe; a number typed in lower case is also tried as
 * the upper case the mill prints on its labels (still a key probe), but only when it matches
 * nothing as typed.
 */
export interface RollMatch {
  readonly kind: PassportKind;
  /** The number as stored: what was asked for, or its upper case. */
  readonly rollNo: string;
  /** The greige roll or bundle behind it, and its finish roll if it has one. */
  readonly greigeRollNo: string;
  readonly finishRollNo: string | null;
  /** When its finish roll was made: the day it came back, where the ledger has no receipt. */
  readonly finishedAt: Date | null;
  readonly itemCode: string;
  readonly itemName: string | null;
  /** The number matched as it was typed (not only by its upper case). */
  readonly exact: boolean;
}

interface MatchRow {
  kind: PassportKind;
  roll_no: string;
  greige_no: string;
  finish_no: string | null;
  finished_at: Date | string | null;
  item_code: string;
  item_name: string | null;
}

const inList = (nos: readonly string[]): SQL =>
  sql`(${sql.join(
    nos.map((n) => sql`${n}`),
    sql`, `,
  )})`;

/** Every arm names its columns: with a kind given, one arm is the whole query. */
const arms: Record<PassportKind, (nos: SQL) => SQL> = {
  greige: (nos) => sql`select 'greige' as kind, g.roll_no, g.roll_no as greige_no,
      f.finish_roll_no as finish_no, f.created_at as finished_at, g.item_code, i.item_name
    from greige_rolls g
      left join items i on i.item_code = g.item_code
      left join finish_rolls f on f.greige_roll_no = g.roll_no
    where g.roll_no in ${nos}`,
  finish: (nos) => sql`select 'finish' as kind, f.finish_roll_no as roll_no,
      f.greige_roll_no as greige_no, f.finish_roll_no as finish_no, f.created_at as finished_at,
      g.item_code, i.item_name
    from finish_rolls f
      join greige_rolls g on g.roll_no = f.greige_roll_no
      left join items i on i.item_code = g.item_code
    where f.finish_roll_no in ${nos}`,
  ccBundle: (nos) => sql`select 'ccBundle' as kind, k.roll_no, k.roll_no as greige_no,
      cf.finish_roll_no as finish_no, cf.created_at as finished_at, r.item_code, i.item_name
    from knit_cc_rolls k
      join knit_cc_reports r on r.report_no = k.report_no
      left join items i on i.item_code = r.item_code
      left join cc_finish_rolls cf on cf.greige_roll_no = k.roll_no
    where k.roll_no in ${nos}`,
  ccFinish: (nos) => sql`select 'ccFinish' as kind, cf.finish_roll_no as roll_no,
      cf.greige_roll_no as greige_no, cf.finish_roll_no as finish_no,
      cf.created_at as finished_at, r.item_code, i.item_name
    from cc_finish_rolls cf
      join knit_cc_rolls k on k.roll_no = cf.greige_roll_no
      join knit_cc_reports r on r.report_no = k.report_no
      left join items i on i.item_code = r.item_code
    where cf.finish_roll_no in ${nos}`,
};

const kindOrder: readonly PassportKind[] = ['greige', 'finish', 'ccBundle', 'ccFinish'];

/**
 * Every roll the number names, of `kind` when given, in the order greige, finish, bundle, bundle
 * finish. Exact matches win: the upper-case ones count only when the number as typed found none.
 */
export async function rollsNamed(
  db: Db,
  rollNo: string,
  kind: PassportKind | undefined,
): Promise<RollMatch[]> {
  const asked = rollNo.trim();
  const nos = [...new Set([asked, asked.toUpperCase()])];
  const kinds = kind ? [kind] : kindOrder;
  const rows = await rowsOf<MatchRow>(
    db,
    sql.join(
      kinds.map((k) => arms[k](inList(nos))),
      sql` union all `,
    ),
  );
  const matches = rows
    .map((r): RollMatch => ({
      kind: r.kind,
      rollNo: r.roll_no,
      greigeRollNo: r.greige_no,
      finishRollNo: r.finish_no,
      finishedAt: r.finished_at === null ? null : new Date(r.finished_at),
      itemCode: r.item_code,
      itemName: r.item_name,
      exact: r.roll_no === asked,
    }))
    .sort((a, b) => kindOrder.indexOf(a.kind) - kindOrder.indexOf(b.kind));
  return matches.some((m) => m.exact) ? matches.filter((m) => m.exact) : matches;
}
