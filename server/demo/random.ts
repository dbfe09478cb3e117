/**
 * A seeded pseudo-random generator, so the same seed always builds the same demo mill (tests and
 * benchmarks compare runs). Never Math.random: it cannot be seeded.
 */
export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  pick<T>(values: readonly T[]): T;
  /** Picks by weight: `[['a', 3], ['b', 1]]` gives `a` three times as often as `b`. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T;
  chance(probability: number): boolean;
  shuffle<T>(values: readonly T[]): T[];
}

/** mulberry32: tiny, fast and good enough for demo data (not for anything secret). */
export function mulberry32(seed: number): Rng {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const at = <T>(values: readonly T[], index: number): T => {
    const value = values[index];
    if (value === undefined) throw new Error('Cannot pick from an empty list');
    return value;
  };
  return {
    next,
    int,
    pick: (values) => at(values, int(0, values.length - 1)),
    weighted: (entries) => {
      let roll = next() * entries.reduce((sum, [, weight]) => sum + weight, 0);
      for (const [value, weight] of entries) {
        roll -= weight;
        if (roll < 0) return value;
      }
      return at(entries, entries.length - 1)[0];
    },
    chance: (probability) => next() < probability,
    shuffle: (values) => {
      const copy = [...values];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = int(0, i);
        [copy[i], copy[j]] = [at(copy, j), at(copy, i)];
      }
      return copy;
    },
  };
}

/** FNV-1a, to turn a step's name into its own seed. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * Each step draws from its own stream, so adding or changing one step leaves the data of every
 * other step as it was.
 */
export const rngFor = (seed: number, stepName: string): Rng =>
  mulberry32(hashString(`${seed}:${stepName}`));
