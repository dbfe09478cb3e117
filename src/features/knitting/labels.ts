/** Words for the knitting report's coded fields, in the current language. */
import { m } from '../../i18n';
import { formatKg, formatNumber } from '../../i18n/format';

export type KnitShift = 'A' | 'B' | 'C';
export type CcKind = 'collar' | 'cuff';

export const shifts: readonly KnitShift[] = ['A', 'B', 'C'];

/** The shift with its hours: a new supervisor knows "morning", not "A". */
export const shiftName = (s: KnitShift): string =>
  ({ A: m.knitting_shift_a, B: m.knitting_shift_b, C: m.knitting_shift_c })[s]();

export const shiftShort = (s: KnitShift): string => m.knitting_shift_short({ shift: s });

export const kindName = (k: CcKind): string =>
  k === 'collar' ? m.knitting_kind_collar() : m.knitting_kind_cuff();

export const statusName = (s: 'ongoing' | 'completed'): string =>
  s === 'ongoing' ? m.knitting_status_ongoing() : m.knitting_status_closed();

/** Pieces per kg, one decimal: what converts collar & cuff stock between pieces and kg. */
export const formatPerKg = (n: number | null | undefined): string => formatNumber(n, { max: 1 });

/** A bundle's or report's figures in one line: pieces, rejected, kg. */
export const figuresLine = (f: { pieces: number; rejectedPieces: number; kg: number }): string =>
  m.knitting_figures({
    pieces: formatNumber(f.pieces),
    rejected: formatNumber(f.rejectedPieces),
    kg: formatKg(f.kg, { max: 2 }),
  });

/** The shift knitting at `when`: A from 6:00, B from 14:00, C from 22:00 (the mill's three shifts). */
export function shiftAt(when: Date): KnitShift {
  const hour = when.getHours();
  return hour >= 6 && hour < 14 ? 'A' : hour >= 14 && hour < 22 ? 'B' : 'C';
}
