import { m } from '../../../i18n';
import { errorMessage, issueText } from '../../../lib/errors';
import { english } from '../../../lib/errorText';
import { ApiError } from '../../../lib/rpc';

const sentBefore = /^Roll (.+) was already sent for order (.+) by stock entry (.+?);/;

/**
 * Why a dispatch was refused, in the user's language: a roll sent before names the order and
 * entry that took it; more than the order allows says so; anything else as any refusal.
 */
export function transferRefusal(error: unknown): string {
  if (!(error instanceof ApiError) || english()) return errorMessage(error);
  for (const issue of error.body?.issues ?? []) {
    const sent = sentBefore.exec(issue.message);
    if (sent)
      return m.order_refused_sent({
        roll: sent[1] ?? '',
        order: sent[2] ?? '',
        entry: sent[3] ?? '',
      });
    if (issue.path === 'jsonData.rolls' && /ordered/.test(issue.message))
      return m.order_refused_over();
    if (/rolls\.\d+\.rollNo$/.test(issue.path))
      return m.order_refused_roll({ why: issueText(issue) });
  }
  return errorMessage(error);
}
