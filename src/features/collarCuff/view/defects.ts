import type { CcRollSheet } from '../queries';

type DefectSum = CcRollSheet['mistakeSummary'][number];
export type DefectTotal = DefectSum & {
  /** Share of the report's tapped rejected pieces, in percent. */
  share: number;
};

/**
 * The report's rejected pieces by defect, summed over its rolls' sheets: most pieces first, then
 * by name, each with its share of all the pieces tapped.
 */
export function defectTotals(summaries: readonly (readonly DefectSum[])[]): DefectTotal[] {
  const byName = new Map<string, DefectSum>();
  for (const summary of summaries)
    for (const s of summary) {
      const seen = byName.get(s.mistake);
      byName.set(s.mistake, {
        mistake: s.mistake,
        mistakeTa: seen?.mistakeTa ?? s.mistakeTa,
        pieces: (seen?.pieces ?? 0) + s.pieces,
      });
    }
  const all = [...byName.values()];
  const total = all.reduce((t, s) => t + s.pieces, 0);
  return all
    .map((s) => ({ ...s, share: total > 0 ? (s.pieces * 100) / total : 0 }))
    .sort((a, b) => b.pieces - a.pieces || a.mistake.localeCompare(b.mistake));
}
