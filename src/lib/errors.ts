import {
  controlMessage,
  dateMessage,
  notEmptyMessage,
  saneYearMessage,
} from '../../contract/core/patterns';
import { m } from '../i18n';
import { english } from './errorText';
import { ApiError } from './rpc';

export { codeOf, codeOfStatus } from './errorCode';
export { codeText, errorCodes, errorMessage, problemText, type CodeWords } from './errorText';

/**
 * Failures in the user's words. The server answers a code (contract/core/errors.ts), a message
 * and, for bad input, the fields and why; the client words them in the current language:
 *
 * - every error code has its sentence in every language (errorText.ts, re-exported here);
 * - the server writes its messages in English, more precisely than a code can: an English screen
 *   shows them as they are, another language the code's sentence;
 * - a field's reason is worded from what it is (the contract's shared messages, zod's issue
 *   codes); one the client does not know keeps the server's English in brackets.
 */

/** A field's reason: the server's (path and message) or the tablet's own check (zod's issue). */
export interface IssueLike {
  readonly message: string;
  /** zod's issue code, when the check ran on the tablet. */
  readonly code?: string;
  readonly minimum?: number | bigint;
  readonly maximum?: number | bigint;
  readonly origin?: string;
  readonly format?: string;
  readonly expected?: string;
  readonly input?: unknown;
}

/** The contract's shared messages, worded: the server and the tablet send exactly these. */
const known: Readonly<Record<string, () => string>> = {
  [notEmptyMessage]: m.error_issue_not_empty,
  [controlMessage]: m.error_issue_control,
  [dateMessage]: m.error_issue_date,
  [saneYearMessage]: m.error_issue_year,
  'must not be negative': m.error_issue_negative,
  'must be an email address': m.error_issue_email,
  'is required': m.error_issue_required,
};

/** A field's reason in the current language. */
export function issueText(issue: IssueLike): string {
  if (english()) return issue.message;
  const worded = known[issue.message];
  if (worded) return worded();
  const atLeast = /^must be at least (\d+) characters?$/.exec(issue.message);
  if (atLeast) return m.error_issue_min_chars({ min: Number(atLeast[1]) });
  if (issue.message.endsWith(': add a few uncommon words')) return m.error_issue_weak_password();
  const bound = (n: number | bigint | undefined) => Number(n ?? 0);
  const text = issue.origin === 'string';
  switch (issue.code) {
    case 'too_small':
      return text
        ? bound(issue.minimum) <= 1
          ? m.error_issue_not_empty()
          : m.error_issue_min_chars({ min: bound(issue.minimum) })
        : m.error_issue_min_number({ min: bound(issue.minimum) });
    case 'too_big':
      return text
        ? m.error_issue_max_chars({ max: bound(issue.maximum) })
        : m.error_issue_max_number({ max: bound(issue.maximum) });
    case 'invalid_format':
      return issue.format === 'email'
        ? m.error_issue_email()
        : m.error_issue_other({ detail: issue.message });
    case 'invalid_type':
      return issue.input === undefined
        ? m.error_issue_required()
        : m.error_issue_other({ detail: issue.message });
    case 'invalid_value':
      return m.error_issue_choice();
    case 'not_multiple_of':
      return m.error_issue_whole_number();
    default:
      return m.error_issue_other({ detail: issue.message });
  }
}

/**
 * Field messages from a 400 answer, keyed by the last path segment
 * (`signcredentials.email` → `email`), so a form can show them under its inputs.
 */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || !error.body?.issues) return {};
  const out: Record<string, string> = {};
  for (const issue of error.body.issues) {
    const field = issue.path.split('.').pop() ?? issue.path;
    out[field] ??= issueText(issue);
  }
  return out;
}

/** First message per field from a zod result, for checking a form with the contract's schema. */
export function zodFieldErrors(issues: readonly (IssueLike & { path: readonly PropertyKey[] })[]) {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[issue.path.length - 1] ?? '');
    out[field] ??= issueText(issue);
  }
  return out;
}
