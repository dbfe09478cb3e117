import type { CallInput, CallName, CallOutput, Calls } from '@contract';
import { rpc } from './rpc';

/**
 * The one path every save of the app takes. Each save gets a client UUID that travels as
 * `Idempotency-Key`, so a retried save is applied once. Screens call `saveCall`, never `rpc`, for
 * save-kind calls.
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

export async function saveCall<K extends CallName>(
  name: K,
  input: CallInput<Calls[K]>,
  clientId: string = crypto.randomUUID(),
): Promise<CallOutput<Calls[K]>> {
  return rpc(name, input, { headers: { [IDEMPOTENCY_HEADER]: clientId } });
}
