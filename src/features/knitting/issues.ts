import { m } from '../../i18n';
import { formatNumber } from '../../i18n/format';
import { issueText, type IssueLike } from '../../lib/errors';

/**
 * Why a knitting form's field was refused, in the current language, worded from the field and
 * zod's issue code (the forms check with the contract's schemas), never from the schema's English.
 */
export type KnitIssue = IssueLike & { readonly inclusive?: boolean };

/** Fields picked from a list: whatever the issue, the fix is to pick one. */
const picks: Readonly<Record<string, () => string>> = {
  machine: m.knitting_issue_pick_machine,
  operator: m.knitting_issue_pick_operator,
  itemCode: m.knitting_issue_pick_item,
  kind: m.knitting_issue_pick_item,
  date: m.knitting_issue_pick_date,
};

export function wordKnitIssue(field: string, issue: KnitIssue): string {
  const pick = picks[field];
  if (pick) return pick();
  const text = issue.origin === 'string';
  const bound = (n: number | bigint | undefined) => formatNumber(Number(n ?? 0));
  switch (issue.code) {
    case 'invalid_type':
      return m.knitting_issue_number();
    case 'too_small':
      if (text) return m.knitting_issue_empty();
      return issue.inclusive === false
        ? m.knitting_issue_more_than({ min: bound(issue.minimum) })
        : m.knitting_issue_at_least({ min: bound(issue.minimum) });
    case 'too_big':
      return text
        ? m.knitting_issue_too_long({ max: Number(issue.maximum ?? 0) })
        : m.knitting_issue_at_most({ max: bound(issue.maximum) });
    case 'custom':
      // The one cross-field rule: rejects cannot exceed the pieces counted.
      return field === 'rejectedPieces' ? m.knitting_issue_rejects_over() : issueText(issue);
    default:
      return issueText(issue);
  }
}

/** The first issue of each field, keyed by the last segment of its path, worded. */
export function wordKnitIssues(
  issues: readonly (KnitIssue & { readonly path: readonly PropertyKey[] })[],
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[issue.path.length - 1] ?? '');
    out[field] ??= wordKnitIssue(field, issue);
  }
  return out;
}
