import type { CallInput, CallName, CallOutput, Calls } from '@contract';
import { newClientId, saveForAnswer as save, type SaveOptions } from '../../lib/save';
import { newRecordChain } from './chains';

/**
 * lib/save's saveForAnswer (queued, waiting for the answer) whose default record is a new one of
 * inspection's own (./chains.ts): kept in order with the domain's saves that name no record, and
 * held up by no roll or report.
 */
export function saveForAnswer<K extends CallName>(
  name: K,
  input: CallInput<Calls[K]>,
  { clientId = newClientId(), chain = newRecordChain(clientId) }: SaveOptions = {},
): Promise<CallOutput<Calls[K]>> {
  return save(name, input, { clientId, chain });
}
