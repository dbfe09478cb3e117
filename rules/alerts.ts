/**
 * When repeated findings call for someone to act (docs/decisions/052-defect-alerts.md): the same
 * defect again and again on one knitting machine, a machine's roll graded 3, a supplier's lot
 * with several rolls over the points limit, a collar & cuff lot rejected. Pure: the server runs
 * it inside the save that completes a pattern, over the rolls it reads; the settings screen
 * checks a rule with `alertRulesProblem` before the server does the same.
 */
import type { Grade } from './bands';

export interface AlertRules {
  /** The same defect type on `repeatK` of the last `repeatN` rolls of a machine… */
  readonly repeatK: number;
  readonly repeatN: number;
  /** …inspected within this many hours. */
  readonly repeatHours: number;
  /** Any roll of a knitting machine graded 3. */
  readonly grade3: boolean;
  /** A supplier's lot with this many rolls over the points limit (graded 3 by points); 0: off. */
  readonly supplierLotK: number;
  /** A collar & cuff lot the sampling plan rejects. */
  readonly ccLotRejected: boolean;
}

/** The defaults: 2 of 3 within 24 h, grade 3, 2 rolls of a lot, a rejected lot. */
export const defaultAlertRules: AlertRules = {
  repeatK: 2,
  repeatN: 3,
  repeatHours: 24,
  grade3: true,
  supplierLotK: 2,
  ccLotRejected: true,
};

/** What a rule may be set to: wide enough for any mill, narrow enough to mean something. */
export const alertRuleLimits = {
  repeatN: { min: 2, max: 20 },
  repeatK: { min: 2, max: 20 },
  repeatHours: { min: 1, max: 168 },
  supplierLotK: { min: 0, max: 50 },
} as const;

/** The first thing wrong with a rule set, as the field and what is wrong; null when it holds. */
export function alertRulesProblem(
  rules: AlertRules,
): { field: keyof AlertRules; problem: 'kOverN' } | null {
  return rules.repeatK > rules.repeatN ? { field: 'repeatK', problem: 'kOverN' } : null;
}

/** A roll of one machine as the repeat rule reads it. */
export interface MachineRoll {
  readonly rollNo: string;
  /** When the roll's inspection began, in ms since the epoch. */
  readonly inspectedAt: number;
  /** The defect types found on it (a type found twice counts once). */
  readonly defects: readonly string[];
}

export interface RepeatFinding {
  readonly defect: string;
  /** The rolls of the window that carry the defect, oldest first. */
  readonly rollNos: readonly string[];
}

/** Newest first: by inspection time, then by roll number (a machine numbers its rolls in turn). */
const newestFirst = (a: MachineRoll, b: MachineRoll): number =>
  b.inspectedAt - a.inspectedAt || (a.rollNo < b.rollNo ? 1 : a.rollNo > b.rollNo ? -1 : 0);

/**
 * The rolls the repeat rule reads at `now`: the machine's last `repeatN` rolls inspected within
 * `repeatHours` before it. A roll inspected after `now` (another table's clock) is not counted.
 */
export function repeatWindow(
  rules: AlertRules,
  rolls: readonly MachineRoll[],
  now: number,
): MachineRoll[] {
  const from = now - rules.repeatHours * 3_600_000;
  return rolls
    .filter((r) => r.inspectedAt > from && r.inspectedAt <= now)
    .sort(newestFirst)
    .slice(0, rules.repeatN);
}

/**
 * Every defect type found on at least `repeatK` rolls of the window. A roll inspected at or
 * before the last time someone resolved that machine's alert for that defect (`resolvedAt`) does
 * not count: after "needle changed", the pattern starts again.
 */
export function repeatedDefects(
  rules: AlertRules,
  rolls: readonly MachineRoll[],
  now: number,
  resolvedAt: ReadonlyMap<string, number> = new Map(),
): RepeatFinding[] {
  const window = repeatWindow(rules, rolls, now).reverse();
  const carrying = new Map<string, string[]>();
  for (const roll of window) {
    for (const defect of new Set(roll.defects)) {
      const since = resolvedAt.get(defect);
      if (since !== undefined && roll.inspectedAt <= since) continue;
      const list = carrying.get(defect) ?? [];
      list.push(roll.rollNo);
      carrying.set(defect, list);
    }
  }
  return [...carrying]
    .filter(([, rollNos]) => rollNos.length >= rules.repeatK)
    .map(([defect, rollNos]) => ({ defect, rollNos }))
    .sort((a, b) => (a.defect < b.defect ? -1 : a.defect > b.defect ? 1 : 0));
}

/** A knitting machine's roll graded 3 raises an alert when the mill asks for it. */
export const grade3Raises = (rules: AlertRules, grade: Grade | null): boolean =>
  rules.grade3 && grade === 3;

/** A roll of a bought lot as the supplier rule reads it. */
export interface LotRoll {
  readonly rollNo: string;
  readonly inspectedAt: number;
  readonly grade: Grade | null;
}

/**
 * The rolls of a supplier's lot over the points limit, oldest first, when there are at least
 * `supplierLotK` of them (counting only rolls inspected after the lot's alert was last resolved);
 * null otherwise or when the rule is off.
 */
export function lotOverLimit(
  rules: AlertRules,
  rolls: readonly LotRoll[],
  resolvedAt?: number,
): string[] | null {
  if (rules.supplierLotK < 1) return null;
  const over = rolls
    .filter((r) => r.grade === 3 && (resolvedAt === undefined || r.inspectedAt > resolvedAt))
    .sort((a, b) => -newestFirst({ ...a, defects: [] }, { ...b, defects: [] }));
  return over.length >= rules.supplierLotK ? over.map((r) => r.rollNo) : null;
}

/** A collar & cuff lot whose sampling plan says reject raises an alert when the mill asks for it. */
export const ccLotRaises = (rules: AlertRules, accepted: boolean | null): boolean =>
  rules.ccLotRejected && accepted === false;
