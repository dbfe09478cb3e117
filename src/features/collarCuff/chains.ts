import type { Chain } from '../../lib/save';

/**
 * The records collar & cuff saves belong to, for the outbox's order (lib/outbox/chains.ts): a
 * roll's taps and counts go in the order they were made; closing the lot waits for every roll of
 * it; two rolls never wait for each other.
 */
export const ccReportChain = (reportNo: string): Chain => ['collarCuff', 'report', reportNo];

export const ccRollChain = (reportNo: string, rollNo: string): Chain => [
  ...ccReportChain(reportNo),
  rollNo,
];

/** A lot the server has not numbered yet: it waits for nothing before it. */
export const ccNewChain = (clientId: string): Chain => ['collarCuff', 'new', clientId];
