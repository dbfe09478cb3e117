import { useMemo } from 'react';
import type { MistakeMaster } from '../queries';

/**
 * The order of the defect buttons, fixed for a whole report. The mistake master comes most used
 * first, and its counts move as the mill taps; were the grid to follow them, a button would change
 * place between two rolls (or after a reload) and the inspector's hand would land on its
 * neighbour. So the order is taken once, the first time a report's defects are shown, and kept on
 * this tablet with the report's number; later rolls and reloads of that report read it back.
 */
export const GRID_ORDER_KEY = 'greige-defect-order';
/** Reports whose order is kept: a few shifts of one table; the oldest goes first. */
const KEPT_REPORTS = 40;

interface KeptOrder {
  readonly names: readonly string[];
  readonly at: number;
}
type Kept = Record<string, KeptOrder>;

/** Fabric defects, most used first, then in the master's own order: the order a report starts with. */
export const fabricMistakes = (master: readonly MistakeMaster[]): MistakeMaster[] =>
  master
    .filter((m) => m.active && m.appliesTo !== 'collarCuff')
    .sort((a, b) => b.usage - a.usage || a.sortOrder - b.sortOrder || a.name.localeCompare(b.name));

/**
 * The grid in a kept order: the kept names that are still active fabric defects, in that order,
 * then any defect added since, in the master's order. Without a kept order, the master's.
 */
export function arrangeGrid(
  master: readonly MistakeMaster[],
  kept: readonly string[] | null,
): MistakeMaster[] {
  const fresh = fabricMistakes(master);
  if (!kept) return fresh;
  const byName = new Map(fresh.map((m) => [m.name, m]));
  const first = kept.flatMap((name) => byName.get(name) ?? []);
  const placed = new Set(first.map((m) => m.name));
  return [...first, ...fresh.filter((m) => !placed.has(m.name))];
}

function readKept(): Kept {
  try {
    const raw: unknown = JSON.parse(localStorage.getItem(GRID_ORDER_KEY) ?? '{}');
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return {};
    const kept: Kept = {};
    for (const [reportNo, v] of Object.entries(raw as Record<string, unknown>)) {
      const o = v as Partial<KeptOrder> | null;
      if (Array.isArray(o?.names) && o.names.every((n) => typeof n === 'string'))
        kept[reportNo] = { names: o.names, at: typeof o.at === 'number' ? o.at : 0 };
    }
    return kept;
  } catch {
    // An unreadable entry (another version's, or storage blocked): start from the master.
    return {};
  }
}

/** The order kept for a report on this tablet, if any. */
export const keptGridOrder = (reportNo: string): readonly string[] | null =>
  readKept()[reportNo]?.names ?? null;

/** Keeps a report's order (the newest reports only) and answers it. */
export function keepGridOrder(reportNo: string, names: readonly string[]): readonly string[] {
  const kept = { ...readKept(), [reportNo]: { names, at: Date.now() } };
  const newest = Object.entries(kept)
    .sort(([, a], [, b]) => b.at - a.at)
    .slice(0, KEPT_REPORTS);
  try {
    localStorage.setItem(GRID_ORDER_KEY, JSON.stringify(Object.fromEntries(newest)));
  } catch {
    // Storage full or blocked: the order still holds while the screen is open.
  }
  return names;
}

/**
 * The report's defects in its fixed order. The first call for a report takes the master's order
 * and keeps it (writing it again is harmless, so a repeated render does no wrong).
 */
export function useGridOrder(reportNo: string, master: readonly MistakeMaster[]): MistakeMaster[] {
  const names = useMemo(
    () =>
      keptGridOrder(reportNo) ??
      keepGridOrder(
        reportNo,
        fabricMistakes(master).map((m) => m.name),
      ),
    [reportNo, master],
  );
  return useMemo(() => arrangeGrid(master, names), [master, names]);
}
