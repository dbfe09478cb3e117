/**
 * The server's pivot (rows, columns, the cells with a value, the rest summed) as table rows a
 * screen and a CSV draw alike: one row per row key with a value per column, "others" where the
 * server summed what it left out, and a last row of column totals. Pure, so it is tested apart.
 */
import type { SalesPivot } from '../../../../contract/main/sales';

export type PivotRow = Record<string, string | number | null> & {
  key: string;
  label: string;
  total: number | null;
  /** What the row is: a key's, the rows left out summed, or the column totals. */
  kind: 'row' | 'others' | 'total';
};

export interface PivotColumn {
  /** The field of a PivotRow holding the column's values. */
  field: string;
  key: string;
  label: string;
  kind: 'column' | 'others';
}

/** Cell fields are positional ("c0", "c1"…): a column's key may be any text. */
export const cellField = (i: number) => `c${i}`;
const OTHERS_FIELD = 'cOthers';

export interface PivotNames {
  others: (n: number) => string;
  total: string;
  /** Figures rounded to whole numbers (rupees). */
  round?: boolean;
  /** A key's name as shown (a month's in words); the server's label when absent. */
  name?: (dimension: string, key: string, label: string) => string;
  rows?: string;
  columns?: string;
}

export function pivotTable(
  p: SalesPivot,
  names: PivotNames,
): { columns: PivotColumn[]; rows: PivotRow[] } {
  const name = (dim: string | undefined, key: string, label: string) =>
    names.name && dim ? names.name(dim, key, label) : label;
  // No columns chosen: the server answers one column keyed '', the same as the row's total.
  const single = p.columns.length === 1 && p.columns[0]?.key === '' && !p.otherColumns;
  const columns: PivotColumn[] = single
    ? []
    : p.columns.map((c, i) => ({
        field: cellField(i),
        key: c.key,
        label: c.label,
        kind: 'column',
      }));
  if (p.otherColumns)
    columns.push({
      field: OTHERS_FIELD,
      key: '',
      label: names.others(p.otherColumns.keys),
      kind: 'others',
    });
  const index = new Map(p.columns.map((c, i) => [c.key, cellField(i)]));
  const byRow = new Map<string, Record<string, number>>();
  for (const cell of p.cells) {
    const field = index.get(cell.col);
    if (!field) continue;
    const at = byRow.get(cell.row) ?? {};
    at[field] = (at[field] ?? 0) + cell.value;
    byRow.set(cell.row, at);
  }
  const rows: PivotRow[] = p.rows.map((r) => {
    const cells = byRow.get(r.key) ?? {};
    const row: PivotRow = {
      key: r.key,
      label: name(names.rows, r.key, r.label),
      total: r.total,
      kind: 'row',
    };
    for (const c of columns) if (c.kind === 'column') row[c.field] = cells[c.field] ?? null;
    if (p.otherColumns) {
      // The row's share of the columns left out: its total less the columns shown.
      const shown = Object.values(cells).reduce((s, v) => s + v, 0);
      const rest = r.total - shown;
      row[OTHERS_FIELD] = Math.abs(rest) < 1e-9 ? null : rest;
    }
    return row;
  });
  if (p.otherRows) {
    // The server sums the rows left out as one figure: their columns are not known.
    const row: PivotRow = {
      key: '',
      label: names.others(p.otherRows.keys),
      total: p.otherRows.total,
      kind: 'others',
    };
    for (const c of columns) row[c.field] = null;
    rows.push(row);
  }
  const totals: PivotRow = { key: '', label: names.total, total: p.total, kind: 'total' };
  p.columns.forEach((c, i) => {
    if (!single) totals[cellField(i)] = c.total;
  });
  if (p.otherColumns) totals[OTHERS_FIELD] = p.otherColumns.total;
  rows.push(totals);
  return { columns, rows: names.round ? rows.map(rounded) : rows };
}

/** A row's figures to whole numbers, after every sum (so the parts still add up as shown). */
function rounded(row: PivotRow): PivotRow {
  const out: PivotRow = { ...row };
  for (const [k, v] of Object.entries(row)) if (typeof v === 'number') out[k] = Math.round(v);
  return out;
}
