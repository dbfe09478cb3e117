/** The pivot's choices in the current language. */
import { m } from '../../../i18n';
import type { PivotSearch } from './search';

const dimensions: Readonly<Record<PivotSearch['rows'], () => string>> = {
  customer: m.sales_dim_customer,
  item: m.sales_dim_item,
  commercialName: m.sales_dim_commercial,
  segment: m.sales_segment,
  salesPerson: m.sales_dim_person,
  territory: m.sales_dim_territory,
  month: m.sales_dim_month,
};
export const dimensionWords = (d: PivotSearch['rows']): string => dimensions[d]();

const measures: Readonly<Record<PivotSearch['measure'], () => string>> = {
  amount: m.sales_measure_amount,
  qtyKg: m.sales_measure_kg,
  count: m.sales_measure_lines,
};
export const measureWords = (v: PivotSearch['measure']): string => measures[v]();

export const docWords = (d: PivotSearch['doc']): string =>
  d === 'invoice' ? m.sales_doc_invoice() : m.sales_doc_order();

const segments: Readonly<Record<PivotSearch['segment'], () => string>> = {
  all: m.sales_all_segments,
  Textiles: m.sales_seg_textiles,
  Export: m.sales_seg_export,
  Digital: m.sales_seg_digital,
  Offline: m.sales_seg_offline,
  Online: m.sales_seg_online,
  Texvalley: m.sales_seg_texvalley,
  Dyeing: m.sales_seg_dyeing,
  HO: m.sales_seg_ho,
};
export const segmentWords = (s: PivotSearch['segment']): string => segments[s]();
