import { useMemo, useState } from 'react';
import { DataTable } from '../../../components/table/DataTable';
import { m } from '../../../i18n';
import { sortRows } from '../../../lib/sortRows';
import { groupColumns, type stockColumns, type GroupRow, type StockRow } from './stock';

/** Rows beyond which only those in view render. */
const VIRTUAL_FROM = 60;

export type Sort = { key: string; desc: boolean };
export const nextSort = (was: Sort, key: string): Sort => ({
  key,
  desc: was.key === key ? !was.desc : true,
});

/** Each stock line, sortable by any column, largest first until another sort is chosen. */
export function LineTable({
  rows,
  label,
  columns,
  sort,
  onSort,
  onOpen,
}: {
  rows: readonly StockRow[];
  label: string;
  columns: ReturnType<typeof stockColumns>;
  sort: Sort;
  onSort: (key: string) => void;
  onOpen: (r: StockRow) => void;
}) {
  const column = columns.find((c) => c.key === sort.key) ?? columns.find((c) => c.key === 'qtyKg');
  const key = column?.key ?? 'qtyKg';
  const sorted = useMemo(() => sortRows(rows, key, sort.desc), [rows, key, sort.desc]);
  return (
    <DataTable
      label={label}
      rows={sorted}
      columns={columns}
      rowKey={(r) => `${r.itemCode}|${r.warehouse}|${r.batchNo ?? ''}`}
      rowName={(r) => m.stock_line_name({ item: r.itemName, warehouse: r.warehouse })}
      sort={{ key, desc: sort.desc, onSort }}
      onOpen={onOpen}
      empty={m.stock_none()}
      virtual={rows.length > VIRTUAL_FROM ? { total: rows.length } : undefined}
    />
  );
}

/** A warehouse's or an item's sums, one line each. */
export function GroupTable({
  rows,
  by,
  label,
  onOpen,
}: {
  rows: readonly GroupRow[];
  by: 'warehouse' | 'item';
  label: string;
  onOpen: (g: GroupRow) => void;
}) {
  const [sort, setSort] = useState<{ key: keyof GroupRow & string; desc: boolean }>({
    key: 'kg',
    desc: true,
  });
  const columns = useMemo(() => groupColumns(by), [by]);
  const sorted = useMemo(() => sortRows(rows, sort.key, sort.desc), [rows, sort]);
  return (
    <DataTable
      label={label}
      rows={sorted}
      columns={columns}
      rowKey={(g) => g.key}
      rowName={(g) => g.label}
      sort={{
        ...sort,
        onSort: (key) => {
          const c = columns.find((x) => x.key === key);
          if (c) setSort((was) => ({ key: c.key, desc: was.key === c.key ? !was.desc : true }));
        },
      }}
      onOpen={onOpen}
      empty={m.stock_none()}
      virtual={rows.length > VIRTUAL_FROM ? { total: rows.length } : undefined}
    />
  );
}
