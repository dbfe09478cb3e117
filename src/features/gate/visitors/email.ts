import { m } from '../../../i18n';
import { errorMessage } from '../../../lib/errors';
import { ApiError } from '../../../lib/rpc';

/** The server's reasons an email did not go (contract/gate/visitors.ts), loaded with its schemas. */
const problems = () =>
  import('../../../../contract/gate/visitors').then((c) => c.visitorEmailProblems);

/**
 * Why the host's email did not go, in the guard's words. No mail server configured: the guard
 * cannot fix it, only tell the office. The mail server not taking it now (503): the server keeps
 * the message and sends it again by itself, so the guard need not wait. The mail server refusing
 * the address for good (409): it is not sent again; the office must check the address. A host
 * without an email address: say so.
 */
export async function emailFailureText(error: unknown): Promise<string> {
  if (error instanceof ApiError && !error.isNetwork) {
    const said = error.body?.message ?? '';
    const p = await problems();
    if (said.includes(p.notSetUp)) return m.gate_email_not_set_up();
    if (said.includes(p.noHostEmail)) return m.gate_email_no_address();
    if (error.status === 503) return m.gate_email_queued();
    if (said.includes(p.failed)) return m.gate_email_refused();
  }
  return m.gate_email_failed({ reason: errorMessage(error) });
}
