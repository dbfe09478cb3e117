/**
 * A table's rows as a CSV file, for every screen that exports one. papaparse loads on the first
 * export (never with the screen) and writes the quoting a spreadsheet expects. Figures go as
 * plain numbers (no grouping, no unit) so a spreadsheet reads them as numbers; times as the
 * screen shows them; the header row is in the screen's language.
 */
import { formatDateTime } from '../../i18n/format';
import type { TableColumn } from './columns';

/** How a cell's value is read from its row: the column's key by default. */
export type ReadCell<Row> = (row: Row, key: TableColumn<Row>['key']) => unknown;

const byKey = <Row>(row: Row, key: TableColumn<Row>['key']): unknown => row[key];

/** `stock_mill_2026-11-23.csv`: what, which view, which days, safe for every file system. */
export const csvFileName = (...parts: string[]): string =>
  `${parts.join('_')}.csv`.replace(/[^\w.-]+/g, '-');

/** One header row, then one row per row, as the columns say. */
export function csvTable<Row>(
  rows: readonly Row[],
  columns: readonly TableColumn<Row>[],
  read: ReadCell<Row> = byKey,
): (string | number)[][] {
  return [
    columns.map((c) => c.label()),
    ...rows.map((row) =>
      columns.map((c) => {
        if (c.display) return c.display(row);
        const v = read(row, c.key);
        if (v === null || v === undefined) return '';
        if (c.format === 'dateTime' && typeof v === 'string') return formatDateTime(v);
        return typeof v === 'number' ? v : String(v);
      }),
    ),
  ];
}

/** Writes the CSV and hands it to the browser as a download. */
export async function downloadCsv<Row>(
  fileName: string,
  rows: readonly Row[],
  columns: readonly TableColumn<Row>[],
  read: ReadCell<Row> = byKey,
): Promise<void> {
  const { unparse } = await import('papaparse');
  // A byte-order mark: Excel then reads the file as UTF-8 (Tamil names, "m²").
  const text = '\uFEFF' + unparse(csvTable(rows, columns, read));
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
