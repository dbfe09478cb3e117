/** A kind's saves: its calls of the contract, queued through the outbox, and the chains they wait in. */
import type { CallInput, CallName, Calls } from '@contract';
import { saveQueued, type Chain, type SaveOptions } from '../lib/save';

/** A call of the contract as a kind names one of its saves: the call and its queued save. */
export const queued = <K extends CallName>(call: K) => ({
  call,
  save: (input: CallInput<Calls[K]>, options: SaveOptions) => saveQueued(call, input, options),
});

/**
 * The records a kind's saves belong to, for the outbox's order (lib/outbox/chains.ts): a roll's
 * saves (the roll, its taps, its counts, its completion) go in the order they were made; a
 * report's own saves wait for its rolls'; two rolls never wait for each other; a record the server
 * has not numbered yet (a new report) waits for nothing before it.
 */
export function kindChains(domain: string) {
  const report = (reportNo: string): Chain => [domain, 'report', reportNo];
  return {
    report,
    roll: (reportNo: string, rollNo: string): Chain => [...report(reportNo), rollNo],
    fresh: (clientId: string): Chain => [domain, 'new', clientId],
  };
}
