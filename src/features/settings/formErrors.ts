import { issueText, type IssueLike } from '../../lib/errors';
import { ApiError } from '../../lib/rpc';

/**
 * Field messages keyed by their full path under jsonData (`overrides.0.key`), first one wins, in
 * the current language.
 */
export function pathErrors(
  issues: readonly (IssueLike & { path: readonly PropertyKey[] | string })[],
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const path = (
      typeof issue.path === 'string' ? issue.path : issue.path.map(String).join('.')
    ).replace(/^jsonData\./, '');
    out[path] ??= issueText(issue);
  }
  return out;
}

export const serverPathErrors = (error: unknown): Record<string, string> =>
  error instanceof ApiError && error.body?.issues ? pathErrors(error.body.issues) : {};
