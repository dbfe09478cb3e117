/**
 * A CC lot's sampling plan and judgement in words, and each roll's part of the sample: what the
 * report sheet prints beside the figures, so a reader sees why the lot passed or failed.
 */
import { sampleShareOf } from '@rules';
import { m } from '../../../i18n';
import { formatNumber } from '../../../i18n/format';
import type { CcAql, CcReport, CcRoll } from '../queries';

/**
 * A roll's part of the lot's sample: the sample spread over the rolls by their pieces (rounded
 * up, never more than the roll holds), or every piece when the plan inspects the whole lot.
 */
export function sampleShare(
  aql: Pick<CcAql, 'sampleSize' | 'inspectAll'> | null,
  rollPieces: number,
  lotPieces: number,
): number | null {
  if (!aql || lotPieces <= 0) return null;
  if (aql.inspectAll) return rollPieces;
  return sampleShareOf(aql.sampleSize, rollPieces, lotPieces);
}

const n = (v: number) => formatNumber(v);

/** The code letter, and the plan's letter when the master table's arrow led to another. */
const letters = (aql: CcAql) =>
  aql.codeLetter === aql.planLetter ? aql.codeLetter : `${aql.codeLetter} → ${aql.planLetter}`;

/** "Level II · AQL 2.5 · code letter H": which plan, from which rule. */
export const planRule = (aql: CcAql) =>
  m.ccreport_plan_rule({ level: aql.level, aql: formatNumber(aql.aql), letter: letters(aql) });

/** "Sample 50 · accept 3 · reject 4", or every piece of a small lot. */
export const planNumbers = (aql: CcAql) =>
  aql.inspectAll
    ? m.ccreport_plan_numbers_all({
        sample: n(aql.sampleSize),
        ac: n(aql.acceptNo),
        re: n(aql.rejectNo),
      })
    : m.ccreport_plan_numbers({
        sample: n(aql.sampleSize),
        ac: n(aql.acceptNo),
        re: n(aql.rejectNo),
      });

/** The plan in one short cell: "H: 50, 3/4". */
export const planShort = (aql: CcAql | null) =>
  aql
    ? m.ccreport_plan_short({
        letter: aql.planLetter,
        sample: n(aql.sampleSize),
        ac: n(aql.acceptNo),
        re: n(aql.rejectNo),
      })
    : '–';

/**
 * What the pieces found say of the lot, in a sentence: the sample's progress while undecided,
 * the outcome once decided.
 */
export function lotSentence(report: Pick<CcReport, 'status' | 'aql'>): string {
  const aql = report.aql;
  if (!aql) return m.ccreport_lot_no_rolls();
  const values = {
    checked: n(aql.piecesChecked),
    rejected: n(aql.piecesRejected),
    sample: n(aql.sampleSize),
    ac: n(aql.acceptNo),
    re: n(aql.rejectNo),
  };
  if (report.status === 'completed') return m.ccreport_lot_result(values);
  if (aql.accepted === true) return m.ccreport_lot_passing(values);
  if (aql.accepted === false) return m.ccreport_lot_failing(values);
  return m.ccreport_lot_progress(values);
}

/** A roll's verdict from its grade: passed (grade 1 or 2), failed, or not checked yet. */
export const rollVerdict = (r: Pick<CcRoll, 'passed'>) =>
  r.passed === null
    ? m.ccreport_roll_not_checked()
    : r.passed
      ? m.ccreport_roll_pass()
      : m.ccreport_roll_fail();
