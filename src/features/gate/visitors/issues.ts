// Types only: the contract's values carry zod, which the form does not load for this.
import type { visitorEntryProblems } from '../../../../contract/gate/visitors';
import { m } from '../../../i18n';
import { issueText, type IssueLike } from '../../../lib/errors';

type EntryProblem = (typeof visitorEntryProblems)[keyof typeof visitorEntryProblems];

/**
 * The server's reasons for refusing an entry's field, as it words them (the contract's
 * `visitorEntryProblems`: the type makes each one here exactly the contract's), in the guard's
 * words: a badge held by someone inside, a host who is not one active employee.
 */
const entryProblems: Readonly<Record<EntryProblem, () => string>> = {
  'is held by a visitor still inside: mark them out first or give another pass':
    m.gate_issue_badge_held,
  'is not the name or id of an active employee': m.gate_issue_host_unknown,
  'names more than one active employee: pick one by employee id': m.gate_issue_host_ambiguous,
};

const isEntryProblem = (message: string): message is EntryProblem =>
  Object.hasOwn(entryProblems, message);

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
  if (isEntryProblem(issue.message)) return entryProblems[issue.message]();
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
