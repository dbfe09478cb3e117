/**
 * Money as the sales screens show it: rupees with Indian digit grouping (₹1,23,45,678), whole
 * rupees on figures and totals, paise where a line needs them. One place, so every sales screen
 * writes an amount the same way.
 */
import { formatInr } from '../../i18n/format';

/** 12345678.4 → "₹1,23,45,678": a figure or a total. */
export const formatRupees = (n: number | null | undefined): string => formatInr(n, { max: 0 });

/** 1234.5 → "₹1,234.50": a line's amount, paise shown. */
export const formatRupeesPaise = (n: number | null | undefined): string =>
  formatInr(n, { min: 2, max: 2 });
