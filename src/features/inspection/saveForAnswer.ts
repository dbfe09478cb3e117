import type { CallInput, CallName, CallOutput, Calls } from '@contract';
import { newClientId, type SaveOptions } from '../../lib/save';
import { saveForAnswer as save } from '../../lib/saveForAnswer';
import { newRecordChain } from './chains';

// Shared with the knitting screens: they live in lib/ now.
export { afterSync } from '../../lib/saveForAnswer';

/** lib's saveForAnswer, a new record of inspection's own by default (./chains.ts). */
export function saveForAnswer<K extends CallName>(
  name: K,
  input: CallInput<Calls[K]>,
  { clientId = newClientId(), chain = newRecordChain(clientId) }: SaveOptions = {},
): Promise<CallOutput<Calls[K]>> {
  return save(name, input, { clientId, chain });
}
