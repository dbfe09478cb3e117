import { sql, type SQL } from 'drizzle-orm';
import type { PivotDimension, SalesPivotInput } from '../../../contract/main/sales';
import { salesDocs } from './figures';

/**
 * The pivot's SQL pieces: each dimension as a key and a label, and the two ways of counting
 * documents by a line's field (item, commercial name) — from the monthly counts for whole
 * months, from the lines otherwise. Every query answers rows of (row, col, row_label, col_label,
 * level, value), level as `grouping()` numbers it: 0 a cell, 1 a row's total, 2 a column's, 3 the
 * whole.
 */

/** Key and label of a dimension over a lines, documents or monthly table (alike in these). */
export const dimensionSql = (dim: PivotDimension, date: string): { key: string; label: string } => {
  switch (dim) {
    case 'customer':
      return { key: 'customer', label: 'min(customer_name)' };
    case 'item':
      return { key: 'item_code', label: 'item_code' };
    case 'commercialName':
      return { key: `coalesce(commercial_name, '')`, label: `coalesce(commercial_name, '')` };
    case 'segment':
      return { key: `coalesce(segment, '')`, label: `coalesce(segment, '')` };
    case 'salesPerson':
      return { key: `coalesce(sales_person, '')`, label: `coalesce(sales_person, '')` };
    case 'territory':
      return { key: `coalesce(territory, '')`, label: `coalesce(territory, '')` };
    case 'month':
      return { key: `to_char(${date}, 'YYYY-MM')`, label: `to_char(${date}, 'YYYY-MM')` };
  }
};

/** Dimensions of a line, not of its document: a document may fall under several of their keys. */
export const lineDimensions: ReadonlySet<PivotDimension> = new Set(['item', 'commercialName']);

/** A label as an aggregate: the customer's name is one already, a key is its own label. */
export const labelOf = (expr: string) => (expr.startsWith('min(') ? expr : `min(${expr})`);

/**
 * Documents counted by a line's fields (item, commercial name): each document once per cell, per
 * row, per column and in the whole, so a document with lines under two items is one document of
 * the total. The lines are first cut to one row per (row, column, document), and every count
 * after is a hash aggregation over those (count(distinct) would sort the year's lines per set).
 */
export function countByLines(
  from: { table: string; where: SQL },
  no: string,
  r: { key: string; label: string },
  c: { key: string; label: string } | null,
): SQL {
  const docNo = sql.raw(no);
  const rk = sql.raw(r.key);
  const rl = sql.raw(labelOf(r.label));
  const whole = sql`select null, null, null, null, 3, count(*) from (select no from d group by no) w`;
  if (!c)
    return sql`with d as materialized (select ${rk} as row, ${rl} as row_label, ${docNo} as no
        from ${sql.raw(from.table)} where ${from.where} group by ${rk}, ${docNo})
      select row, '' as col, min(row_label) as row_label, '' as col_label, 0 as level,
        count(*) as value from d group by row
      union all ${whole}`;
  const ck = sql.raw(c.key);
  const cl = sql.raw(labelOf(c.label));
  return sql`with d as materialized (select ${rk} as row, ${ck} as col, ${rl} as row_label,
        ${cl} as col_label, ${docNo} as no
      from ${sql.raw(from.table)} where ${from.where} group by ${rk}, ${ck}, ${docNo})
    select row, col, min(row_label) as row_label, min(col_label) as col_label, 0 as level,
      count(*) as value from d group by row, col
    union all select row, null, min(row_label), null, 1, count(*)
      from (select row, min(row_label) as row_label from d group by row, no) x group by row
    union all select null, col, null, min(col_label), 2, count(*)
      from (select col, min(col_label) as col_label from d group by col, no) x group by col
    union all ${whole}`;
}

/**
 * Documents counted by a line's field over whole months, from `sales_count_months`: the cells and
 * the line field's totals add the monthly counts (a document lies in one month, under one
 * customer, segment and sales person); the other side's totals and the whole count the documents
 * themselves, as those cannot be added over items.
 */
export function countByMonths(input: SalesPivotInput): SQL {
  const d = salesDocs[input.doc];
  const onRows = lineDimensions.has(input.rows);
  const line = onRows ? input.rows : (input.columns ?? input.rows);
  const other = onRows ? input.columns : input.rows;
  const segment = input.segment ? sql` and segment = ${input.segment}` : sql``;
  const months = sql`sales_count_months where doc = ${input.doc} and kind = ${line}
    and month between ${input.jsonStartDate}::date and ${input.jsonEndDate}::date${segment}`;
  const docs = sql`${sql.raw(d.head)} where docstatus = 1 and ${sql.raw(d.date)}
    between ${input.jsonStartDate}::date and ${input.jsonEndDate}::date${segment}`;
  if (!other)
    return sql`select key as row, '' as col, key as row_label, '' as col_label, 0 as level,
        sum(docs) as value from ${months} group by key
      union all select null, '', null, '', 3, count(*) from ${docs}`;
  const m = dimensionSql(other, 'month');
  const h = dimensionSql(other, d.date);
  const [mk, ml, hk, hl] = [m.key, labelOf(m.label), h.key, labelOf(h.label)].map((x) =>
    sql.raw(x),
  );
  const cells = onRows
    ? sql`select key as row, ${mk} as col, min(key) as row_label, ${ml} as col_label,
        grouping(key, ${mk}) as level, sum(docs) as value
      from ${months} group by grouping sets ((key, ${mk}), (key))`
    : sql`select ${mk} as row, key as col, ${ml} as row_label, min(key) as col_label,
        grouping(${mk}, key) as level, sum(docs) as value
      from ${months} group by grouping sets ((${mk}, key), (key))`;
  // The other side's totals: columns (level 2) when the line field is the rows, rows (1) if not.
  const totals = onRows
    ? sql`select null, ${hk}, null, ${hl}, case when grouping(${hk}) = 1 then 3 else 2 end, count(*)`
    : sql`select ${hk}, null, ${hl}, null, case when grouping(${hk}) = 1 then 3 else 1 end, count(*)`;
  return sql`${cells} union all ${totals} from ${docs} group by grouping sets ((${hk}), ())`;
}
