import type { Db } from '../db/client';
import type { Rng } from './random';

/**
 * One part of the demo mill. Domains add their transactions as new steps in steps/index.ts; a step
 * may read what earlier steps wrote (e.g. rolls need items and machines).
 */
export interface DemoStep {
  readonly name: string;
  /** Writes its rows and answers how many, for the log. */
  run(db: Db, rng: Rng, scale: number): Promise<number>;
}

/** Counts of scalable masters grow with SCALE; never below one. */
export const scaled = (count: number, scale: number): number =>
  Math.max(1, Math.round(count * scale));

/** Master data dates lie in a fixed past, so the same seed gives the same rows on any day. */
export const demoEpoch = Date.UTC(2024, 3, 1);
export const dayMs = 86_400_000;
export const demoDate = (rng: Rng, maxDays = 700): Date =>
  new Date(demoEpoch + rng.int(0, maxDays) * dayMs);

/**
 * Hands out names not yet taken: a few random tries, then the last try numbered (`Senthil R 2`), so
 * even a large SCALE never loops long once the combinations run out.
 */
export function uniqueNames(): (make: () => string) => string {
  const taken = new Set<string>();
  const nextNumber = new Map<string, number>();
  return (make) => {
    let name = make();
    for (let attempt = 0; taken.has(name) && attempt < 25; attempt++) name = make();
    const base = name;
    while (taken.has(name)) {
      const n = nextNumber.get(base) ?? 2;
      nextNumber.set(base, n + 1);
      name = `${base} ${n}`;
    }
    taken.add(name);
    return name;
  };
}

export const pad = (n: number, width: number): string => String(n).padStart(width, '0');
