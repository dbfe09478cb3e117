/**
 * Property tests' shared settings. Every property of a test file starts from one seed, fresh for
 * each file unless GREIGE_TEST_SEED names it. A failing property prints it (`{ seed: …, path: … }`
 * in fast-check's message): re-running the failing file with `GREIGE_TEST_SEED=<seed>` and the
 * same GREIGE_TEST_DEPTH replays it, and the properties before it in the file too, so state they
 * left in the file's database is the same as well.
 */
import fc from 'fast-check';
import { runs } from '../support/depth';

const named = (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env
  .GREIGE_TEST_SEED;
const seed = named ? Number(named) : Math.floor(Math.random() * 2 ** 32) - 2 ** 31;
if (!Number.isInteger(seed))
  throw new Error(`GREIGE_TEST_SEED must be the integer seed fast-check printed, not ${named}`);

// A property that names no count (the rules' tests, which import only rules files) takes
// fast-check's default of 100 in either depth: they are cheap.
fc.configureGlobal({ seed, numRuns: runs(100, 100) });
