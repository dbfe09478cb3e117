/**
 * The pivot's address: what the user chose (lines, rows, columns, measure, segment, period), so
 * a copied link opens the same pivot. Light readers: a stale value reads as its default.
 */
import { object, oneOf, type Input, type Output } from '@contract/search';
import { dateFilterFields } from '../../../lib/dateFilter';

export const pivotDocs = ['invoice', 'order'] as const;
export const pivotDimensions = [
  'customer',
  'item',
  'commercialName',
  'segment',
  'salesPerson',
  'territory',
  'month',
] as const;
export const pivotMeasures = ['amount', 'qtyKg', 'count'] as const;
export const pivotSegments = [
  'all',
  'Textiles',
  'Export',
  'Digital',
  'Offline',
  'Online',
  'Texvalley',
  'Dyeing',
  'HO',
] as const;

export const pivotSearch = object({
  ...dateFilterFields('thisYear'),
  doc: oneOf(pivotDocs, 'invoice'),
  rows: oneOf(pivotDimensions, 'customer'),
  /** 'none': one column, each row's total. */
  cols: oneOf([...pivotDimensions, 'none'], 'month'),
  measure: oneOf(pivotMeasures, 'amount'),
  segment: oneOf(pivotSegments, 'all'),
});
export type PivotSearch = Output<typeof pivotSearch>;
export type PivotSearchIn = Input<typeof pivotSearch>;
