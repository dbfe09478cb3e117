/**
 * The stock screen as data: which call answers each view, how rows are summed and grouped, and
 * their columns. Pure functions, tested apart from the screen (stock.test.ts).
 */
import type { CallOutput, Calls } from '@contract';
import type { TableColumn } from '../../../components/table/columns';
import { m } from '../../../i18n';
import type { PagedCall } from '../paged';

export type StockRow = CallOutput<Calls['getStockDetailsForAllBatches']>['rows'][number];

/** The lists the screen switches between; `pairs` is fabric with its collar and cuff. */
export const stockViews = ['mill', 'jvBatch', 'jvItem', 'ptsastri', 'pairs'] as const;
export type StockView = (typeof stockViews)[number];
export type ListView = Exclude<StockView, 'pairs'>;

export const viewCalls = {
  mill: 'getStockDetailsForAllBatches',
  jvBatch: 'getStockDetailsForAllBatchesJV',
  jvItem: 'getStockDetailsForAllJV',
  ptsastri: 'getStockDetailsForAllPTSASTRI',
} as const satisfies Record<ListView, PagedCall>;

export const viewLabels: Readonly<Record<StockView, () => string>> = {
  mill: m.stock_view_mill,
  jvBatch: m.stock_view_jv_batch,
  jvItem: m.stock_view_jv_item,
  ptsastri: m.stock_view_ptsastri,
  pairs: m.stock_view_pairs,
};

/** The item groups a list narrows to (the server filters); fabric is counted in kg only. */
export const kinds = ['all', 'Fabric', 'Collar', 'Cuff'] as const;
export type StockKind = (typeof kinds)[number];
export const isCollarCuff = (r: Pick<StockRow, 'itemGroup'>): boolean =>
  r.itemGroup === 'Collar' || r.itemGroup === 'Cuff';

/** What the rows are summed by: each line as it is, or one line per warehouse or per item. */
export const groupings = ['line', 'warehouse', 'item'] as const;
export type Grouping = (typeof groupings)[number];

export interface StockTotals {
  kg: number;
  /** Null when no row counts pieces (fabric only). */
  pieces: number | null;
  rolls: number;
  lines: number;
}

/** Sums of rows. Kg is summed in grams: adding tenths of a kg as floats drifts. */
export function totalsOf(
  rows: readonly Pick<StockRow, 'qtyKg' | 'pieces' | 'rolls'>[],
): StockTotals {
  let grams = 0;
  let pieces: number | null = null;
  let rolls = 0;
  for (const r of rows) {
    grams += Math.round(r.qtyKg * 1000);
    if (r.pieces !== null) pieces = (pieces ?? 0) + r.pieces;
    rolls += r.rolls;
  }
  return { kg: grams / 1000, pieces, rolls, lines: rows.length };
}

/** One line of a grouped list: a warehouse's or an item's sums. */
export interface GroupRow extends StockTotals {
  key: string;
  label: string;
}

/** Rows summed per warehouse or per item, largest kg first. */
export function groupStock(rows: readonly StockRow[], by: Exclude<Grouping, 'line'>): GroupRow[] {
  const groups = new Map<string, { label: string; rows: StockRow[] }>();
  for (const r of rows) {
    const key = by === 'warehouse' ? r.warehouse : r.itemCode;
    const label = by === 'warehouse' ? r.warehouse : r.itemName || r.itemCode;
    const g = groups.get(key) ?? { label, rows: [] };
    g.rows.push(r);
    groups.set(key, g);
  }
  return [...groups]
    .map(([key, g]) => ({ key, label: g.label, ...totalsOf(g.rows) }))
    .sort((a, b) => b.kg - a.kg || a.label.localeCompare(b.label));
}

/**
 * A stock line's columns: the item and its kg stay on a phone; warehouse and batch next; pieces,
 * rolls, colour and the item's code fold into the row's details first.
 */
export const stockColumns = (view: ListView): TableColumn<StockRow>[] => [
  { key: 'itemName', label: m.stock_col_item, format: 'text', width: 2, priority: 1 },
  { key: 'warehouse', label: m.stock_col_warehouse, format: 'text', width: 1.6, priority: 2 },
  ...(view === 'jvItem'
    ? []
    : [
        {
          key: 'batchNo',
          label: m.stock_col_batch,
          format: 'text',
          width: 1.4,
          priority: 2,
        } as const,
      ]),
  { key: 'qtyKg', label: m.stock_col_kg, format: 'kg', width: 1.2, priority: 1 },
  { key: 'pieces', label: m.stock_col_pieces, format: 'number', width: 1, priority: 3 },
  { key: 'rolls', label: m.stock_col_rolls, format: 'number', width: 0.8, priority: 3 },
  { key: 'colour', label: m.stock_col_colour, format: 'text', width: 1.2, priority: 4 },
  { key: 'itemCode', label: m.stock_col_item_code, format: 'text', width: 1.4, priority: 5 },
  {
    key: 'warehouseGroup',
    label: m.stock_col_warehouse_group,
    format: 'text',
    width: 1.2,
    priority: 6,
  },
];

export const groupColumns = (by: Exclude<Grouping, 'line'>): TableColumn<GroupRow>[] => [
  {
    key: 'label',
    label: by === 'warehouse' ? m.stock_col_warehouse : m.stock_col_item,
    format: 'text',
    width: 2,
    priority: 1,
  },
  { key: 'kg', label: m.stock_col_kg, format: 'kg', width: 1.2, priority: 1 },
  { key: 'pieces', label: m.stock_col_pieces, format: 'number', width: 1, priority: 2 },
  { key: 'rolls', label: m.stock_col_rolls, format: 'number', width: 0.8, priority: 2 },
  { key: 'lines', label: m.stock_col_lines, format: 'number', width: 0.8, priority: 3 },
];
