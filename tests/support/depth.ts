/**
 * How hard the property and fuzz tests try: a few runs each in `npm test`, so the edit-test loop
 * stays quick, and the full count in a deep run (`npm run test:full`, GREIGE_TEST_DEPTH=full),
 * which looks further for rare inputs. Imports nothing, so server, client and browser tests share it.
 */

/** Read through globalThis: the client's type-check knows no Node globals. */
const env = (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env;

export const deep: boolean = env?.GREIGE_TEST_DEPTH === 'full';

/** `full` runs in a deep run, `quick` otherwise. */
export const runs = (full: number, quick: number): number => (deep ? full : quick);

/**
 * The cases of a long browser walk repeated at another viewport or in another language: the first
 * listed in `npm test`, all in a deep run. The copies add depth (the same screens and calls, at
 * another size or in other words), not a screen the quick run leaves unvisited; where a walk's
 * copies differ, the files list first the case the others do not already cover.
 */
export const firstUnlessDeep = <T>(cases: readonly [T, ...T[]]): T[] =>
  deep ? [...cases] : [cases[0]];
