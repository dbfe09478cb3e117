/**
 * A table's rows as a CSV file, for every screen that exports one. papaparse loads on the first
 * export (never with the screen) and writes the quoting a spreadsheet expects.
 *
 * The file is for a spreadsheet, not for reading as the screen is: figures are bare numbers (no
 * ₹, no grouping, "." before decimals, in every language) so a spreadsheet sums them, and the
 * header names their unit instead ("Amount (₹)", "Weight (kg)"). Dates are ISO: see `csvDay`.
 * The header's words are in the screen's language.
 */
import { m } from '../../i18n';
import type { CellFormat, FigureUnit, TableColumn } from './columns';

/** How a cell's value is read from its row: the column's key by default. */
export type ReadCell<Row> = (row: Row, key: TableColumn<Row>['key']) => unknown;

const byKey = <Row>(row: Row, key: TableColumn<Row>['key']): unknown => row[key];

/** `stock_mill_2026-11-23.csv`: what, which view, which days, safe for every file system. */
export const csvFileName = (...parts: string[]): string =>
  `${parts.join('_')}.csv`.replace(/[^\w.-]+/g, '-');

/** Formats whose cells are figures: written as numbers, whatever the screen shows for them. */
const FIGURES: ReadonlySet<CellFormat> = new Set(['number', 'kg', 'rate']);
export const isFigure = (c: Pick<TableColumn<never>, 'format'>): boolean => FIGURES.has(c.format);

export const unitOf = (c: Pick<TableColumn<never>, 'format' | 'unit'>): FigureUnit | undefined =>
  c.unit ?? (c.format === 'kg' ? 'kg' : undefined);

const withUnit: Readonly<Record<FigureUnit, (i: { label: string }) => string>> = {
  inr: m.tables_csv_inr,
  kg: m.tables_csv_kg,
  percent: m.tables_csv_percent,
};

/** A column's CSV header: its words, then its unit when it has one ("Weight (kg)"). */
export function csvHeader(c: Pick<TableColumn<never>, 'label' | 'csvLabel' | 'format' | 'unit'>) {
  const label = (c.csvLabel ?? c.label)();
  const unit = unitOf(c);
  return unit ? withUnit[unit]({ label }) : label;
}

/**
 * A figure as a bare number, or '' when there is none. Rounded to 4 decimals, finer than
 * anything the mill records (grams, paise), so a sum's float noise (0.30000000000000004) never
 * reaches the file (and never -0).
 */
function csvNumber(v: unknown): number | '' {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() ? Number(v) : NaN;
  return Number.isFinite(n) ? Math.round(n * 1e4) / 1e4 || 0 : '';
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A moment the API sends (an ISO date-time or epoch milliseconds) as a Date; null if neither. */
function toDate(v: unknown): Date | null {
  if (typeof v !== 'string' && typeof v !== 'number' && !(v instanceof Date)) return null;
  if (v === '') return null;
  const d = v instanceof Date ? v : new Date(v);
  return Number.isNaN(d.getTime()) ? null : d;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
/** The device's calendar day of a moment: where the mill is, as the screen shows it. */
const localDay = (d: Date) =>
  `${pad(d.getFullYear(), 4)}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/**
 * Every export writes a day as ISO `2026-11-23` and a moment as `2026-11-23 08:05` (24-hour,
 * the device's time): Excel, LibreOffice and Google Sheets read these as dates in every locale.
 * The screen's `23-11-2026` is not: a spreadsheet set to US dates reads `03-04-2026` as 4 March
 * and leaves `23-11-2026` as text, so it neither sorts nor subtracts.
 */
export function csvDay(v: unknown): string {
  // A calendar day as the API sends it is already ISO; through a Date it could shift a day.
  if (typeof v === 'string' && ISO_DAY.test(v)) return v;
  const d = toDate(v);
  return d ? localDay(d) : '';
}

export function csvDateTime(v: unknown): string {
  const d = typeof v === 'string' && ISO_DAY.test(v) ? toDate(`${v}T00:00`) : toDate(v);
  return d ? `${localDay(d)} ${pad(d.getHours())}:${pad(d.getMinutes())}` : '';
}

function csvCell<Row>(row: Row, c: TableColumn<Row>, read: ReadCell<Row>): string | number {
  // A figure's `display` ("₹8,22,553", "2.1 kg gain") is for the screen; the file takes the value.
  if (isFigure(c)) return csvNumber(read(row, c.key));
  if (c.format === 'date') return csvDay(read(row, c.key));
  if (c.format === 'dateTime') return csvDateTime(read(row, c.key));
  if (c.display) return c.display(row);
  const v = read(row, c.key);
  if (v === null || v === undefined) return '';
  return typeof v === 'number' ? v : String(v);
}

/** One header row, then one row per row, as the columns say. */
export function csvTable<Row>(
  rows: readonly Row[],
  columns: readonly TableColumn<Row>[],
  read: ReadCell<Row> = byKey,
): (string | number)[][] {
  return [columns.map(csvHeader), ...rows.map((row) => columns.map((c) => csvCell(row, c, read)))];
}

/** The file's text: a byte-order mark (Excel then reads it as UTF-8: Tamil names, "m²"), then CSV. */
export async function csvText<Row>(
  rows: readonly Row[],
  columns: readonly TableColumn<Row>[],
  read: ReadCell<Row> = byKey,
): Promise<string> {
  const { unparse } = await import('papaparse');
  return '\uFEFF' + unparse(csvTable(rows, columns, read));
}

/** Writes the CSV and hands it to the browser as a download. */
export async function downloadCsv<Row>(
  fileName: string,
  rows: readonly Row[],
  columns: readonly TableColumn<Row>[],
  read: ReadCell<Row> = byKey,
): Promise<void> {
  const text = await csvText(rows, columns, read);
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  // After the click has handed the file over; revoking at once can cancel it in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
