/**
 * A panel's rows as a CSV file. papaparse loads on the first export (never with the screen), and
 * writes the quoting a spreadsheet expects. Figures go as plain numbers (no grouping, no unit) so
 * a spreadsheet reads them as numbers; the header row is in the screen's language.
 */
import type { TableColumn } from '../../components/table/columns';
import type { DateRange } from '../../lib/datePresets';
import { pick, type Row } from './read';

/** `dashboard_supplier-wise_2026-11-01_2026-11-30.csv`: what, which figure, which days. */
export const csvFileName = (dashboard: string, panel: string, r: DateRange): string =>
  `${dashboard}_${panel}_${r.from}_${r.to}.csv`.replace(/[^\w.-]+/g, '-');

/** The table a CSV holds: one header row, then one row per row, as the columns say. */
export function csvTable(
  rows: readonly Row[],
  columns: readonly TableColumn<Row>[],
): (string | number)[][] {
  return [
    columns.map((c) => c.label()),
    ...rows.map((row) =>
      columns.map((c) => {
        if (c.display) return c.display(row);
        const v = pick(row, c.key);
        return typeof v === 'number' ? v : v === null || v === undefined ? '' : String(v);
      }),
    ),
  ];
}

/** Writes the CSV and hands it to the browser as a download. */
export async function downloadCsv(
  fileName: string,
  rows: readonly Row[],
  columns: readonly TableColumn<Row>[],
): Promise<void> {
  const { unparse } = await import('papaparse');
  // A byte-order mark: Excel then reads the file as UTF-8 (Tamil names, "m²").
  const text = '\uFEFF' + unparse(csvTable(rows, columns));
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
