import { m } from '../../i18n';
import {
  formatCm,
  formatGsm,
  formatKg,
  formatMetres,
  formatNumber,
  formatPercent,
  unitSymbol,
} from '../../i18n/format';
import { issueText, type IssueLike } from '../../lib/errors';

/**
 * Why an inspection form's field was refused, worded under the field in the current language.
 * The forms check with the contract's schemas; the words come from the field and zod's issue code
 * (and its bounds), never from the schema's English message, so both languages say the same.
 * The forms keep the issues and word them while rendering: a language switch rewords them.
 */

/** A zod issue as the forms receive it; `inclusive` tells "at least 0" from "more than 0". */
export interface FieldIssue extends IssueLike {
  readonly inclusive?: boolean;
}

/** Fields picked from a list: whatever the issue, the user's fix is to pick one. */
const picks: Readonly<Record<string, () => string>> = {
  docNo: m.inspection_issue_pick_order,
  supplier: m.inspection_issue_pick_supplier,
  itemCode: m.inspection_issue_pick_item,
  tableName: m.inspection_issue_pick_table,
  date: m.inspection_issue_pick_date,
};

/** Measurements: their bounds are written in their unit. */
const measures: Readonly<Record<string, (n: number) => string>> = {
  kg: formatKg,
  gsmSpec: formatGsm,
  gsmMeasured: formatGsm,
  gsmTolerancePct: formatPercent,
  widthSpecCm: formatCm,
  widthStartCm: formatCm,
  widthMiddleCm: formatCm,
  widthEndCm: formatCm,
  widthMeasuredCm: formatCm,
  lengthM: formatMetres,
};

/** The field's issue in the current language. */
export function wordIssue(field: string, issue: FieldIssue): string {
  const pick = picks[field];
  if (pick) return pick();
  // The only roll-level issue: a correction that changes nothing.
  if (field === 'rollNo' && issue.code === 'custom') return m.inspection_issue_change_something();
  const measure = measures[field];
  const bound = (n: number | bigint | undefined) =>
    (measure ?? ((x: number) => formatNumber(x)))(Number(n ?? 0));
  const text = issue.origin === 'string';
  switch (issue.code) {
    case 'invalid_type':
      // An empty number field reaches the schema as NaN or nothing.
      return field === 'kg'
        ? m.inspection_issue_weight({ unit: unitSymbol('kilogram') })
        : m.inspection_issue_number();
    case 'too_small':
      if (text) return m.inspection_issue_empty();
      return issue.inclusive === false
        ? m.inspection_issue_more_than({ min: bound(issue.minimum) })
        : m.inspection_issue_at_least({ min: bound(issue.minimum) });
    case 'too_big':
      return text
        ? m.inspection_issue_too_long({ max: Number(issue.maximum ?? 0) })
        : m.inspection_issue_at_most({ max: bound(issue.maximum) });
    case 'invalid_format':
      // Typed text is checked by one pattern: no control characters.
      if (text && issue.format === 'regex') return m.inspection_issue_control();
      return issueText(issue);
    default:
      return issueText(issue);
  }
}

/** The first issue of each field, keyed by the last segment of its path. */
export function fieldIssues(
  issues: readonly (FieldIssue & { readonly path: readonly PropertyKey[] })[],
): Record<string, FieldIssue> {
  const out: Record<string, FieldIssue> = {};
  for (const issue of issues) {
    const field = String(issue.path[issue.path.length - 1] ?? '');
    out[field] ??= issue;
  }
  return out;
}

/** Every field's issue worded, for the forms' `error` props. */
export const wordIssues = (issues: Readonly<Record<string, FieldIssue>>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(issues).map(([field, issue]) => [field, wordIssue(field, issue)]),
  );
