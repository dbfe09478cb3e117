import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { PageParams } from '../../../contract';
import type { StockPage, StockRow, StockTotals } from '../../../contract/stock/stock';
import type { itemGroups } from '../../../contract/main/lookups/rows';
import type { Db } from '../../db/client';
import type { HandlerMap } from '../../http/context';
import { keysetPage, type KeysetList } from '../../http/paging';
import { containsPattern } from '../lookups/handlers';
import { rowsOf } from '../../db/rows';

/**
 * The stock lists: the warehouse summary (stock_balances) with the names and groups the screens
 * show, one page at a time in (item, warehouse, batch) order, the summary's primary key, so a
 * page seeks to its cursor. Collar and cuff rows carry pieces; fabric rows carry none. Each page
 * carries the whole filtered list's count and sums, from the same query, so a screen shows
 * totals without reading every page.
 */

const cursorKey = z.tuple([z.string().max(200), z.string().max(200), z.string().max(200)]);
type Key = z.infer<typeof cursorKey>;

const ccGroups = sql.raw(`('Collar', 'Cuff')`);

/** A line's pieces: collar and cuff lines (or lines of an unknown item that has some) only. */
const piecesOf = sql`case when i.item_group in ${ccGroups} or (i.item_group is null and b.pieces <> 0)
    then b.pieces end`;

const rowColumns = sql`b.item_code as "itemCode", coalesce(i.item_name, b.item_code) as "itemName",
  coalesce(i.item_group, 'Other') as "itemGroup", b.warehouse,
  coalesce(w.warehouse_group, 'Mill') as "warehouseGroup",
  coalesce(w.is_job_work, false) as "isJobWork", nullif(b.batch_key, '') as "batchNo",
  coalesce(bt.colour, k.colour) as colour, b.qty_kg::float8 as "qtyKg", ${piecesOf} as pieces,
  b.rolls`;

const joins = sql`left join items i on i.item_code = b.item_code
  left join warehouses w on w.name = b.warehouse
  left join batches bt on bt.batch_no = b.batch_key
  left join knit_cc_reports k on k.report_no = b.batch_key`;

export interface StockFilter {
  /** Which warehouses or item, as a condition on b (stock_balances) and w (warehouses). */
  readonly scope: SQL;
  readonly search?: string | undefined;
  readonly itemGroup?: (typeof itemGroups)[number] | undefined;
}

/**
 * The search looks up the few items, warehouses, batches and knitting lots that match first, so
 * the summary is filtered by key lists instead of joining four tables for every row it holds.
 */
function filterOf(f: StockFilter): SQL {
  const parts = [f.scope];
  if (f.search) {
    const p = containsPattern(f.search);
    parts.push(sql`(b.item_code in (select item_code from items
        where lower(item_code) like ${p} or lower(item_name) like ${p})
      or b.warehouse in (select name from warehouses where lower(name) like ${p})
      or b.batch_key in (select batch_no from batches
        where lower(batch_no) like ${p} or lower(colour) like ${p})
      or b.batch_key in (select report_no from knit_cc_reports
        where lower(report_no) like ${p} or lower(colour) like ${p}))`);
  }
  if (f.itemGroup)
    parts.push(sql`b.item_code in (select item_code from items where item_group = ${f.itemGroup})`);
  return sql.join(parts, sql` and `);
}

/** A list's line count and sums, as one row of the totals query. */
interface Sums {
  n: number;
  kg: number;
  pieces: number | null;
  rolls: number;
}

/** The sums of `lines` (a query of line kg, pieces and rolls), summed exactly before the cast. */
async function sumsOf(db: Db, lines: SQL): Promise<Sums> {
  const [row] = await rowsOf<Sums>(
    db,
    sql`select count(*)::int as n, coalesce(sum(t.kg), 0)::float8 as kg,
        sum(t.pieces)::int as pieces, coalesce(sum(t.rolls), 0)::int as rolls
      from (${lines}) t`,
  );
  return row ?? { n: 0, kg: 0, pieces: null, rolls: 0 };
}

/** A keyset page whose total comes with the list's sums (one query for both). */
async function pageWithTotals<Key>(
  params: PageParams,
  list: Omit<KeysetList<StockRow, Key>, 'total'>,
  sums: () => Promise<Sums>,
): Promise<StockPage> {
  let totals: StockTotals = { qtyKg: 0, pieces: null, rolls: 0 };
  const page = await keysetPage(params, {
    ...list,
    total: async () => {
      const s = await sums();
      totals = { qtyKg: Math.round(s.kg * 1000) / 1000, pieces: s.pieces, rolls: s.rolls };
      return s.n;
    },
  });
  return { ...page, totals };
}

/** One page of stock per item, warehouse and batch. */
export function stockPage(db: Db, params: PageParams, f: StockFilter): Promise<StockPage> {
  const where = filterOf(f);
  return pageWithTotals(
    params,
    {
      key: cursorKey,
      keyOf: (r: StockRow): Key => [r.itemCode, r.warehouse, r.batchNo ?? ''],
      rows: (after, take) =>
        rowsOf<StockRow>(
          db,
          sql`select ${rowColumns} from stock_balances b ${joins}
          where ${where}
          ${after ? sql`and (b.item_code, b.warehouse, b.batch_key) > (${after[0]}, ${after[1]}, ${after[2]})` : sql``}
          order by b.item_code, b.warehouse, b.batch_key limit ${take}`,
        ),
    },
    () =>
      sumsOf(
        db,
        sql`select b.qty_kg as kg, ${piecesOf} as pieces, b.rolls from stock_balances b
          left join items i on i.item_code = b.item_code
          left join warehouses w on w.name = b.warehouse where ${where}`,
      ),
  );
}

const jvKey = z.tuple([z.string().max(200), z.string().max(200)]);

/** Job-work stock summed per item and warehouse, all batches together. */
function jobWorkPage(db: Db, params: PageParams, f: StockFilter): Promise<StockPage> {
  const where = filterOf(f);
  const grouped = sql`select b.item_code as "itemCode", min(coalesce(i.item_name, b.item_code)) as "itemName",
      min(coalesce(i.item_group, 'Other')) as "itemGroup", b.warehouse,
      min(coalesce(w.warehouse_group, 'Mill')) as "warehouseGroup", true as "isJobWork",
      null::text as "batchNo", null::text as colour, sum(b.qty_kg)::float8 as "qtyKg",
      case when min(i.item_group) in ${ccGroups} then sum(b.pieces)::int end as pieces,
      sum(b.rolls)::int as rolls
    from stock_balances b ${joins} where ${where}`;
  return pageWithTotals(
    params,
    {
      key: jvKey,
      keyOf: (r: StockRow) => [r.itemCode, r.warehouse] as [string, string],
      rows: (after, take) =>
        rowsOf<StockRow>(
          db,
          sql`${grouped} ${after ? sql`and (b.item_code, b.warehouse) > (${after[0]}, ${after[1]})` : sql``}
          group by b.item_code, b.warehouse order by b.item_code, b.warehouse limit ${take}`,
        ),
    },
    // The sums of the grouped lines, each line's pieces by the same rule as the line's own.
    () =>
      sumsOf(
        db,
        sql`select sum(b.qty_kg) as kg,
            case when min(i.item_group) in ${ccGroups} then sum(b.pieces) end as pieces,
            sum(b.rolls) as rolls
          from stock_balances b left join items i on i.item_code = b.item_code
            left join warehouses w on w.name = b.warehouse
          where ${where} group by b.item_code, b.warehouse`,
      ),
  );
}

const isJobWork = sql`coalesce(w.is_job_work, false)`;
const mill = sql`not ${isJobWork}`;
const ptsastri = sql`w.warehouse_group = 'PTSASTRI'`;

export const levelHandlers = {
  getStockDetailsForAllBatches: (ctx, input) => stockPage(ctx.db, input, { scope: mill, ...input }),
  getStockDetailsForAllBatchesJV: (ctx, input) =>
    stockPage(ctx.db, input, { scope: isJobWork, ...input }),
  getStockDetailsForAllPTSASTRI: (ctx, input) =>
    stockPage(ctx.db, input, { scope: ptsastri, ...input }),
  getStockDetailsForAllJV: (ctx, input) =>
    jobWorkPage(ctx.db, input, { scope: isJobWork, ...input }),
  getCollarCuffDetails: (ctx, input) =>
    stockPage(ctx.db, input, {
      scope: sql`b.item_code = ${input.name} and b.warehouse = ${input.warehouse}`,
    }),
  getStockDetailsForItemInJV: (ctx, input) =>
    stockPage(ctx.db, input, { scope: sql`b.item_code = ${input.itemcode} and ${isJobWork}` }),
  getStockDetailsFromERPNEXT: (ctx, input) =>
    stockPage(ctx.db, input, { scope: sql`b.item_code = ${input.name}` }),
} satisfies HandlerMap;
