import { gstinMessages, phoneMessage, pinCodeMessage, pinCodeStateMessage } from '@rules/india';
import { m } from '../../i18n';
import { issueText, type IssueLike } from '../../lib/errors';

/**
 * Why a customer field was refused, naming the field, in the user's language. The GSTIN, PIN code
 * and phone rules are shared with the server (rules/india.ts), so their messages are matched
 * exactly, whether the tablet's check or the server's answer found them.
 */
const byMessage: Readonly<Record<string, () => string>> = {
  [gstinMessages.shape]: m.people_issue_gstin_shape,
  [gstinMessages.stateCode]: m.people_issue_gstin_state,
  [gstinMessages.checkCharacter]: m.people_issue_gstin_check,
  [pinCodeMessage]: m.people_issue_pin,
  [pinCodeStateMessage]: m.people_issue_pin_state,
  [phoneMessage]: m.people_issue_phone,
};

export function wordCustomerIssue(field: string, issue: IssueLike): string {
  const words = byMessage[issue.message];
  if (words) return words();
  if (field === 'pincode' && issue.code === 'invalid_format') return m.people_issue_pin();
  if (field === 'phone' && issue.code !== 'too_small') return m.people_issue_phone();
  return issueText(issue);
}

/** The first issue of each field, keyed by the field's name (its path's last part), worded. */
export function wordCustomerIssues(
  issues: readonly (IssueLike & { readonly path: readonly PropertyKey[] | string })[],
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const path = typeof issue.path === 'string' ? issue.path.split('.') : issue.path;
    const field = String(path[path.length - 1] ?? '');
    out[field] ??= wordCustomerIssue(field, issue);
  }
  return out;
}
