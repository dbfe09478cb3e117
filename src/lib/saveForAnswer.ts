import type { CallInput, CallName, CallOutput, Calls } from '@contract';
import { loadCall } from '@contract/client';
import { ApiError } from './rpc';
import { newClientId, saveCall, whenSettled, type SaveOptions } from './save';

/**
 * A save whose answer the screen needs to go on (the new report's number, the finish roll's
 * number). It still goes through the outbox, so a drop in the network keeps it on the tablet; the
 * promise then resolves when the server has answered. The screen waits for it, so by default it
 * is a record of its own that no unrelated save on the tablet can hold up.
 */
export async function saveForAnswer<K extends CallName>(
  name: K,
  input: CallInput<Calls[K]>,
  { clientId = newClientId(), chain = ['new', clientId] }: SaveOptions = {},
): Promise<CallOutput<Calls[K]>> {
  const kept = await saveCall(name, input, { clientId, chain });
  if (kept.state === 'sent') return kept.output;
  const settled = await whenSettled(kept.clientId);
  if (settled.kind === 'refused') {
    const { status, message, issues } = settled.problem;
    throw new ApiError(
      status,
      {
        code:
          status === 403
            ? 'forbidden'
            : status === 404
              ? 'not_found'
              : status === 409
                ? 'conflict'
                : 'bad_input',
        message,
        issues: issues ? [...issues] : undefined,
      },
      message,
    );
  }
  return (await loadCall(name)).output.parse(settled.output) as CallOutput<Calls[K]>;
}

/**
 * Runs `then` once the server has the save (at once if it was sent directly), e.g. to refetch
 * what it changed; refetching earlier would read the state before the save.
 */
export function afterSync(
  kept: { state: 'sent' } | { state: 'queued'; clientId: string },
  then: () => void,
): void {
  if (kept.state === 'sent') then();
  else void whenSettled(kept.clientId).then(then);
}
