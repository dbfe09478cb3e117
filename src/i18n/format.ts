import { kgFormat } from './intlLocales';
import { intlLocales, localeStore } from './locale';

/**
 * Numbers, amounts and dates as the mill writes them, in the current language, through `Intl`.
 * Every screen formats through here, never with toFixed/toLocaleString, so grouping and units
 * are the same everywhere:
 *
 * - numbers with Indian grouping: 1,23,456.78 (lakh and crore), in English and Tamil alike;
 * - INR: ₹1,23,456.78; kg: 1,234.6 kg; metres: 12,345.6 m (மீ. in Tamil); percent: 12.5%;
 * - dates day-month-year with digits, as on the mill's registers and ERPNext's Indian setup:
 *   23-11-2026; date-times 23-11-2026 08:05 (24-hour: three shifts run round the clock);
 *   a month by its short name and year, as a chart's axis or a pivot's row names it: Apr 26.
 *
 * A missing value (null, undefined, NaN) is shown as "–". Digits stay Latin in Tamil, as the
 * floor reads them.
 */

export { intlLocales };

export const MISSING = '–';

type Value = number | null | undefined;
const missing = (n: Value): n is null | undefined =>
  n === null || n === undefined || Number.isNaN(n);

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function numberFormat(options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const locale = intlLocales[localeStore.get()];
  const key = `n|${locale}|${JSON.stringify(options)}`;
  let format = cache.get(key) as Intl.NumberFormat | undefined;
  if (!format) cache.set(key, (format = new Intl.NumberFormat(locale, options)));
  return format;
}
function dateFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const locale = intlLocales[localeStore.get()];
  const key = `d|${locale}|${JSON.stringify(options)}`;
  let format = cache.get(key) as Intl.DateTimeFormat | undefined;
  if (!format) cache.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}

export interface Digits {
  /** Most decimals shown (default 2; trailing zeros dropped). */
  readonly max?: number;
  /** Fewest decimals shown (default 0): 2 for money-like columns that must line up. */
  readonly min?: number;
}
const digits = ({ max = 2, min = 0 }: Digits = {}): Intl.NumberFormatOptions => ({
  maximumFractionDigits: Math.max(max, min),
  minimumFractionDigits: min,
});

/** 123456.78 → "1,23,456.78". */
export const formatNumber = (n: Value, d?: Digits): string =>
  missing(n) ? MISSING : numberFormat(digits(d)).format(n);

/** 123456.78 → "₹1,23,456.78"; whole rupees show no paise. */
export const formatInr = (n: Value, d: Digits = { max: 2 }): string =>
  missing(n)
    ? MISSING
    : numberFormat({ style: 'currency', currency: 'INR', ...digits(d) }).format(n);

/** 1234.56 → "1,234.6 kg" (one decimal: the mill's scales read to 100 g). */
export const formatKg = (n: Value, d: Digits = { max: 1 }): string =>
  missing(n) ? MISSING : numberFormat({ ...kgFormat, ...digits(d) }).format(n);

/** 12345.6 → "12,345.6 m". */
export const formatMetres = (n: Value, d: Digits = { max: 1 }): string =>
  missing(n) ? MISSING : numberFormat({ style: 'unit', unit: 'meter', ...digits(d) }).format(n);

/** A percentage given in points: 12.5 → "12.5%" (not a fraction: 0.125 is "0.1%"). */
export const formatPercent = (points: Value, d: Digits = { max: 1 }): string =>
  missing(points) ? MISSING : numberFormat({ style: 'percent', ...digits(d) }).format(points / 100);

/** 160 → "160 cm" ("160 செ.மீ." in Tamil): a fabric's width. */
export const formatCm = (n: Value, d: Digits = { max: 1 }): string =>
  missing(n)
    ? MISSING
    : numberFormat({ style: 'unit', unit: 'centimeter', ...digits(d) }).format(n);

/** 180 → "180 GSM": grams per square metre, which the trade writes GSM in every language. */
export const formatGsm = (n: Value, d: Digits = { max: 1 }): string =>
  missing(n) ? MISSING : `${formatNumber(n, d)} GSM`;

/** The units a measurement is entered in (a tube's dia is measured in inches). */
export type MeasureUnit = 'kilogram' | 'meter' | 'centimeter' | 'inch' | 'percent' | 'gsm';

/**
 * A unit's symbol alone, as the formatters above write it ("kg", "மீ.", "செ.மீ.", "in", "%",
 * "GSM"): for an input that shows its unit beside the number typed.
 */
export function unitSymbol(unit: MeasureUnit): string {
  if (unit === 'gsm') return 'GSM';
  const format = numberFormat(unit === 'percent' ? { style: 'percent' } : { style: 'unit', unit });
  const part = format.formatToParts(1).find((p) => p.type === 'unit' || p.type === 'percentSign');
  return part?.value ?? '';
}

type When = Date | string | number | null | undefined;

/**
 * A Date from what the API sends: an ISO date (`2026-11-23`, a calendar day, read in local time
 * so it never shifts a day), an ISO date-time, or epoch milliseconds.
 */
function toDate(value: When): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string') {
    const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    if (day) return new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3]));
  }
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function dayMonthYear(date: Date): string {
  const parts = dateFormat({ day: '2-digit', month: '2-digit', year: 'numeric' }).formatToParts(
    date,
  );
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}-${part('month')}-${part('year')}`;
}

/** "23-11-2026". */
export function formatDate(value: When): string {
  const date = toDate(value);
  return date ? dayMonthYear(date) : MISSING;
}

/** "08:05", 24-hour. */
export function formatTime(value: When): string {
  const date = toDate(value);
  return date
    ? dateFormat({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(date)
    : MISSING;
}

/** "23-11-2026 08:05". */
export function formatDateTime(value: When): string {
  const date = toDate(value);
  return date ? `${dayMonthYear(date)} ${formatTime(date)}` : MISSING;
}

/**
 * A month, from its key ("2026-04") or any day in it ("2026-04-17"): "Apr 26" ("ஏப். 26" in
 * Tamil). What is not a month is shown as given.
 */
export function formatMonth(month: string): string {
  const [year, mo] = month.split('-').map(Number);
  if (!year || !mo) return month;
  return dateFormat({ month: 'short', year: '2-digit' }).format(new Date(year, mo - 1, 1));
}

/**
 * A chart axis's figure, short enough for the axis's width: 17000000 → "₹1.7Cr", 255000 kg →
 * "2.6L kg" (in Tamil, as CLDR shortens: "₹17.0மி"). The exact figure stays in the tooltip and
 * the table.
 */
export function formatCompact(n: Value, kind: 'number' | 'inr' | 'kg' = 'number'): string {
  if (missing(n)) return MISSING;
  const style: Intl.NumberFormatOptions =
    kind === 'inr'
      ? { style: 'currency', currency: 'INR' }
      : kind === 'kg'
        ? { style: 'unit', unit: 'kilogram' }
        : {};
  return numberFormat({ ...style, notation: 'compact', maximumFractionDigits: 1 }).format(n);
}
