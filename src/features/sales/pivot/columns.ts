import type { FigureUnit, TableColumn } from '../../../components/table/columns';
import { m } from '../../../i18n';
import type { PivotSearch } from './search';
import type { PivotColumn, PivotRow } from './table';
import { dimensionWords, measureWords } from './words';

/** What each measure's figures are counted in; lines are a count. */
const units: Readonly<Record<PivotSearch['measure'], FigureUnit | undefined>> = {
  amount: 'inr',
  qtyKg: 'kg',
  count: undefined,
};

/**
 * The pivot's table, on screen and in the CSV: the row's name, its total, then a column per
 * column key. Every figure column is in the measure's unit, which the file's headers name
 * ("Total (₹)", "Apr 26 (₹)"); the screen's total already says it ("Total Amount (₹)").
 */
export function pivotColumns(
  search: Pick<PivotSearch, 'rows' | 'measure'>,
  columns: readonly PivotColumn[],
): TableColumn<PivotRow>[] {
  const format = search.measure === 'qtyKg' ? 'kg' : 'number';
  const unit = units[search.measure];
  return [
    {
      key: 'label',
      label: () => dimensionWords(search.rows),
      format: 'text',
      width: 2,
      priority: 1,
      display: (r) => r.label || m.sales_pivot_blank(),
    },
    {
      key: 'total',
      label: () => m.sales_pivot_total_of({ measure: measureWords(search.measure) }),
      ...(unit ? { unit, csvLabel: m.sales_pivot_total } : {}),
      format,
      width: 1.5,
      priority: 1,
    },
    ...columns.map((c, i): TableColumn<PivotRow> => ({
      key: c.field,
      label: () => c.label || m.sales_pivot_blank(),
      ...(unit ? { unit } : {}),
      format,
      width: 1.4,
      priority: 2 + i,
    })),
  ];
}
