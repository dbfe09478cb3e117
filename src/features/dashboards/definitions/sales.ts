/**
 * The sales dashboard (route /sales-dashboard): one definition per segment and preset, made by
 * one function, so every segment × period is the same panels with other call names (the seed's
 * names record the preset; every call takes the range the screen resolved on the sales year).
 */
import type { TableColumn } from '../../../components/table/columns';
import { m } from '../../../i18n';
import type { SalesSegment } from '../../../../contract/main/sales';
import type { DatePreset } from '../../../lib/datePresets';
import type {
  BreakdownPanel,
  DashboardDefinition,
  Panel,
  TilePanel,
  TrendPanel,
} from '../definition';
import type { Row } from '../read';
import { detailCall, segmentCall, type SalesDoc } from './salesCalls';

const tile = (
  id: string,
  title: () => string,
  call: TilePanel['call'],
  field: string,
  format: TilePanel['format'],
): TilePanel => ({ kind: 'tile', id, title, call, scope: 'range', field, format, rising: 'good' });

/** Amount as a plain figure under a title that names rupees; kg as elsewhere. */
const breakdownColumns = (name: () => string): TableColumn<Row>[] => [
  { key: 'label', label: name, format: 'text', priority: 1, width: 2 },
  { key: 'key', label: m.sales_col_code, format: 'text', priority: 3 },
  { key: 'amount', label: m.sales_col_amount, format: 'number', priority: 1, width: 1.5 },
  { key: 'qtyKg', label: m.dash_col_kg, csvLabel: m.dash_col_weight, format: 'kg', priority: 2 },
];

const breakdown = (
  id: string,
  title: () => string,
  name: () => string,
  call: BreakdownPanel['call'],
  scope: BreakdownPanel['scope'],
  emptyLabel: () => string,
): BreakdownPanel => ({
  kind: 'breakdown',
  id,
  title,
  call,
  scope,
  chart: 'bars',
  key: 'key',
  label: 'label',
  value: 'amount',
  format: 'inr',
  top: 10,
  emptyLabel,
  columns: breakdownColumns(name),
});

const trend = (id: string, title: () => string, call: TrendPanel['call']): TrendPanel => ({
  kind: 'trend',
  id,
  title,
  call,
  scope: 'year',
  chart: 'bars',
  date: 'month',
  step: 'month',
  series: [{ field: 'amount', label: m.sales_col_amount, format: 'inr' }],
});

const docs: readonly { doc: SalesDoc; word: 'invoice' | 'order' }[] = [
  { doc: 'Invoice', word: 'invoice' },
  { doc: 'Order', word: 'order' },
];

const totals = (preset: DatePreset): Panel[] =>
  docs.flatMap(({ doc, word }) => {
    const call = detailCall(doc, preset);
    const t = word === 'invoice';
    return [
      tile(`all-${word}-amount`, t ? m.sales_invoiced : m.sales_ordered, call, 'amount', 'inr'),
      tile(`all-${word}-kg`, t ? m.sales_invoiced_kg : m.sales_ordered_kg, call, 'qtyKg', 'kg'),
      tile(`all-${word}-count`, t ? m.sales_invoices : m.sales_orders, call, 'count', 'number'),
    ];
  });

export function salesDashboard(segment: SalesSegment, preset: DatePreset): DashboardDefinition {
  const call = segmentCall(segment, preset);
  return {
    id: 'sales-dashboard',
    stages: false,
    compare: false,
    sections: [
      {
        title: () => m.sales_section_segment({ segment: segmentName(segment) }),
        panels: [
          tile('seg-invoice-amount', m.sales_invoiced, call, 'invoice.amount', 'inr'),
          tile('seg-invoice-kg', m.sales_invoiced_kg, call, 'invoice.qtyKg', 'kg'),
          tile('seg-order-amount', m.sales_ordered, call, 'order.amount', 'inr'),
          tile('seg-order-kg', m.sales_ordered_kg, call, 'order.qtyKg', 'kg'),
        ],
      },
      {
        title: m.sales_section_all,
        panels: [
          ...totals(preset),
          trend(
            'trend-invoice',
            m.sales_trend_invoice,
            'getSalesInvoiceDetailsForThisYearDateTrendChart',
          ),
          trend(
            'trend-order',
            m.sales_trend_order,
            'getSalesOrderDetailsForThisYearDateTrendChart',
          ),
          breakdown(
            'person-invoice',
            m.sales_person_invoice,
            m.sales_col_person,
            'getSalesInvoiceReportDetailsSalesPersonWiseForDate',
            'range',
            m.sales_no_person,
          ),
          breakdown(
            'person-order',
            m.sales_person_order,
            m.sales_col_person,
            'getSalesOrderReportDetailsSalesPersonWiseForDate',
            'range',
            m.sales_no_person,
          ),
        ],
      },
      {
        // These calls take no period: the server sums its sales year to date.
        title: m.sales_section_textiles,
        panels: [
          breakdown(
            'textiles-customer-invoice',
            m.sales_customer_invoice,
            m.sales_col_customer,
            'getTextilesSalesInvoiceCustomerNameWise',
            'fixed',
            m.sales_no_customer,
          ),
          breakdown(
            'textiles-customer-order',
            m.sales_customer_order,
            m.sales_col_customer,
            'getTextilesSalesOrderCustomerNameWise',
            'fixed',
            m.sales_no_customer,
          ),
          breakdown(
            'textiles-commercial-invoice',
            m.sales_commercial_invoice,
            m.sales_col_commercial,
            'getTextilesSalesInvoiceCommercialNameWise',
            'fixed',
            m.sales_no_commercial,
          ),
          breakdown(
            'textiles-commercial-order',
            m.sales_commercial_order,
            m.sales_col_commercial,
            'getTextilesSalesOrderCommercialNameWise',
            'fixed',
            m.sales_no_commercial,
          ),
        ],
      },
    ],
  };
}

/** A segment's name in the current language (HO is the head office). */
export const segmentName = (s: SalesSegment): string =>
  ({
    Textiles: m.sales_seg_textiles,
    Export: m.sales_seg_export,
    Digital: m.sales_seg_digital,
    Offline: m.sales_seg_offline,
    Online: m.sales_seg_online,
    Texvalley: m.sales_seg_texvalley,
    Dyeing: m.sales_seg_dyeing,
    HO: m.sales_seg_ho,
  })[s]();
