import { kindChains } from '../../inspect/calls';

/**
 * The records collar & cuff saves belong to, for the outbox's order (src/inspect/calls.ts): a
 * roll's taps and counts go in the order they were made; closing the lot waits for every roll of
 * it; a lot the server has not numbered yet waits for nothing before it.
 */
export const {
  report: ccReportChain,
  roll: ccRollChain,
  fresh: ccNewChain,
} = kindChains('collarCuff');
