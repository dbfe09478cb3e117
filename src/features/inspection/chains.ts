import { kindChains } from '../../inspect/calls';

/**
 * The records inspection saves belong to, for the outbox's order (src/inspect/calls.ts): a roll's
 * saves (the roll, its taps, its corrections, its completion) go in the order they were made; a
 * report's own saves wait for its rolls'; a new report waits for nothing before it.
 */
export const {
  report: reportChain,
  roll: rollChain,
  fresh: newRecordChain,
} = kindChains('inspection');
