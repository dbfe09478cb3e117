import { sql, type SQL } from 'drizzle-orm';
import {
  pivotMaxKeys,
  type PivotMeasure,
  type SalesPivot,
  type SalesPivotInput,
} from '../../../contract/main/sales';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { kgOf, money, salesDocs } from './figures';
import { wholeMonths } from './months';
import { countByLines, countByMonths, dimensionSql, labelOf, lineDimensions } from './pivotSql';

/**
 * The pivot: invoice or order lines of a range (submitted only) grouped by the user's row and
 * column dimensions in one SQL aggregation, the measure summed per cell. Rows and columns keep
 * their biggest pivotMaxKeys keys; the rest are summed, so a year of a million lines answers a
 * table a person can read (decision 025).
 */

/** A count over documents is one row each; a count over lines is taken by pivotSql.ts. */
const measureSql = (measure: PivotMeasure): string =>
  measure === 'amount' ? 'sum(amount)' : measure === 'qtyKg' ? 'sum(qty_kg)' : 'count(*)';

const valueOf = (measure: PivotMeasure, n: number) =>
  measure === 'amount' ? money(n) : measure === 'qtyKg' ? kgOf(n) : n;

/** What a pivot reads: a table, its date column, and the rows of the range (and segment). */
interface Source {
  table: string;
  date: string;
  where: SQL;
}

/**
 * Whole months of amounts or kg read the monthly sums (months.ts); other ranges read the submitted
 * lines. A count of documents by their own fields (customer, segment, month, …) reads the
 * documents, one row each; by a line's field, the monthly counts or the lines (pivotSql.ts).
 */
function sourceOf(input: SalesPivotInput): Source {
  const segment = input.segment ? sql` and segment = ${input.segment}` : sql``;
  const d = salesDocs[input.doc];
  const range = sql`${sql.raw(d.date)} between ${input.jsonStartDate}::date and ${input.jsonEndDate}::date${segment}`;
  if (input.measure !== 'count' && wholeMonths(input.jsonStartDate, input.jsonEndDate))
    return {
      table: 'sales_line_months',
      date: 'month',
      where: sql`doc = ${input.doc} and month between ${input.jsonStartDate}::date and ${input.jsonEndDate}::date${segment}`,
    };
  const byDocument =
    input.measure === 'count' &&
    !lineDimensions.has(input.rows) &&
    !(input.columns && lineDimensions.has(input.columns));
  return {
    table: byDocument ? d.head : d.lines,
    date: d.date,
    where: sql`docstatus = 1 and ${range}`,
  };
}

interface Keyed {
  key: string;
  label: string;
  total: number;
}

/** The biggest `pivotMaxKeys` keys (months: the latest, in order) and what lies beyond them. */
function capped(all: Keyed[], months: boolean) {
  const sorted = months
    ? [...all].sort((a, b) => (a.key < b.key ? -1 : 1))
    : [...all].sort((a, b) => b.total - a.total || (a.key < b.key ? -1 : 1));
  const kept = months ? sorted.slice(-pivotMaxKeys) : sorted.slice(0, pivotMaxKeys);
  const rest = months ? sorted.slice(0, -pivotMaxKeys) : sorted.slice(pivotMaxKeys);
  return { kept, rest };
}

/**
 * One scan: `grouping sets` answer each cell, each row's and each column's total and the grand
 * total together, so no figure is a sum of rounded parts.
 */
export async function salesPivot(db: Db, input: SalesPivotInput): Promise<SalesPivot> {
  const doc = input.doc;
  const from = sourceOf(input);
  const r = dimensionSql(input.rows, from.date);
  const c = input.columns ? dimensionSql(input.columns, from.date) : null;
  const m = measureSql(input.measure);
  const rk = sql.raw(r.key);
  const ck = c ? sql.raw(c.key) : null;
  const byLines = input.measure === 'count' && from.table === salesDocs[doc].lines;
  const query = byLines
    ? wholeMonths(input.jsonStartDate, input.jsonEndDate)
      ? countByMonths(input)
      : countByLines(from, salesDocs[doc].no, r, c)
    : ck && c
      ? sql`select ${rk} as row, ${ck} as col, ${sql.raw(labelOf(r.label))} as row_label,
            ${sql.raw(labelOf(c.label))} as col_label, grouping(${rk}, ${ck}) as level,
            ${sql.raw(m)} as value
          from ${sql.raw(from.table)} where ${from.where}
          group by grouping sets ((${rk}, ${ck}), (${rk}), (${ck}), ())`
      : // One dimension: a row's total is its only cell; grouping 1 is the whole.
        sql`select ${rk} as row, '' as col, ${sql.raw(labelOf(r.label))} as row_label,
            '' as col_label, grouping(${rk}) * 3 as level, ${sql.raw(m)} as value
          from ${sql.raw(from.table)} where ${from.where}
          group by grouping sets ((${rk}), ())`;
  const rows = await rowsOf<{
    row: string | null;
    col: string | null;
    row_label: string | null;
    col_label: string | null;
    level: number;
    value: string | number;
  }>(db, query);
  const value = (v: string | number) => valueOf(input.measure, Number(v));
  // grouping(): 0 a cell, 1 a row's total (column rolled up), 2 a column's total, 3 the whole.
  const rowTotals = rows
    .filter((x) => x.level === (c ? 1 : 0))
    .map((x) => ({ key: x.row ?? '', label: x.row_label ?? '', total: value(x.value) }));
  const colTotals = c
    ? rows
        .filter((x) => x.level === 2)
        .map((x) => ({ key: x.col ?? '', label: x.col_label ?? '', total: value(x.value) }))
    : [];
  const whole = rows.find((x) => x.level === 3);
  const total = whole ? value(whole.value) : 0;
  const rowCap = capped(rowTotals, input.rows === 'month');
  const colCap = capped(colTotals, input.columns === 'month');
  const keptRows = new Set(rowCap.kept.map((x) => x.key));
  const keptCols = new Set(colCap.kept.map((x) => x.key));
  const sumOf = (list: Keyed[]) =>
    valueOf(
      input.measure,
      list.reduce((t, x) => t + x.total, 0),
    );
  return {
    rows: rowCap.kept,
    columns: c ? colCap.kept : [{ key: '', label: '', total }],
    cells: rows
      .filter((x) => x.level === 0)
      .filter((x) => keptRows.has(x.row ?? '') && (!c || keptCols.has(x.col ?? '')))
      .map((x) => ({ row: x.row ?? '', col: c ? (x.col ?? '') : '', value: value(x.value) })),
    otherRows: rowCap.rest.length ? { keys: rowCap.rest.length, total: sumOf(rowCap.rest) } : null,
    otherColumns: colCap.rest.length
      ? { keys: colCap.rest.length, total: sumOf(colCap.rest) }
      : null,
    total,
  };
}
