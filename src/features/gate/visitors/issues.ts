import { m } from '../../../i18n';
import { issueText, type IssueLike } from '../../../lib/errors';

/**
 * Why a visitor field was refused, in the guard's language. Fields with a shape (a phone, a
 * vehicle number) say what is expected; the rest use the app's shared wording.
 */
const shaped: Readonly<Record<string, () => string>> = {
  phone: m.gate_issue_phone,
  vehicleNo: m.gate_issue_vehicle,
  photo: m.gate_issue_photo,
  idProofType: m.gate_issue_pick_id,
  passNo: m.gate_issue_badge,
};

export function wordVisitorIssue(field: string, issue: IssueLike): string {
  const words = shaped[field];
  // An empty field is "fill this in" everywhere; only a wrong shape needs the field's own words.
  const empty = issue.code === 'too_small' || (issue.code === 'invalid_type' && !issue.input);
  if (words && (!empty || field === 'idProofType')) return words();
  return issueText(issue);
}

/** The first issue of each field, keyed by the field's name, worded. */
export function wordVisitorIssues(
  issues: readonly (IssueLike & { readonly path: readonly PropertyKey[] })[],
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[issue.path.length - 1] ?? '');
    out[field] ??= wordVisitorIssue(field, issue);
  }
  return out;
}

/** The fields the server refused (a kept entry sent later), worded as the form's own checks. */
export function wordServerIssues(
  issues: readonly { readonly path: string; readonly message: string }[],
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path.split('.').pop() ?? issue.path;
    out[field] ??= wordVisitorIssue(field, { message: issue.message });
  }
  return out;
}
