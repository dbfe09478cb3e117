import type { Chain } from '../../lib/save';

/**
 * The records knitting saves belong to, for the outbox's order (lib/outbox/chains.ts): a bundle's
 * saves (the bundle, its corrections, its rejects) go in the order they were made; closing the
 * report waits for every bundle's; two bundles never wait for each other.
 */
export const knitReportChain = (reportNo: string): Chain => ['knitting', 'report', reportNo];

/** A bundle saved without a number (offline) is a record of its own until the server numbers it. */
export const knitRollChain = (reportNo: string, rollNoOrClientId: string): Chain => [
  ...knitReportChain(reportNo),
  rollNoOrClientId,
];

/** A report the server has not numbered yet: it waits for nothing before it. */
export const newKnitReportChain = (clientId: string): Chain => ['knitting', 'new', clientId];
