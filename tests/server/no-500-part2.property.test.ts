import { walkCalls } from '../support/no500';

// Half of the contract's calls; the other half is in the sibling file, so the two run in parallel.
await walkCalls(1, 2);
