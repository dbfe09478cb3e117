import type { Chain } from '../../lib/save';

/**
 * The records inspection saves belong to, for the outbox's order (lib/outbox/chains.ts): a roll's
 * saves (the roll, its taps, its corrections, its completion) go in the order they were made; a
 * report's own saves wait for its rolls'; two rolls never wait for each other.
 */
export const reportChain = (reportNo: string): Chain => ['inspection', 'report', reportNo];

export const rollChain = (reportNo: string, rollNo: string): Chain => [
  ...reportChain(reportNo),
  rollNo,
];

/** A record the server has not numbered yet (a new report): it waits for nothing before it. */
export const newRecordChain = (clientId: string): Chain => ['inspection', 'new', clientId];
