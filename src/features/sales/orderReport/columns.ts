import type { TableColumn } from '../../../components/table/columns';
import { m } from '../../../i18n';
import { statusName } from '../words';
import type { OrderRow } from './queries';

/**
 * The Sales Order Dashboard's orders, on screen and in the CSV. Amounts are plain figures in the
 * table, under a title that says they are rupees; the kg columns' titles name kg on screen, so
 * the file names them by their words and adds the unit as every export does ("Ordered (kg)").
 */
export const orderReportColumns = (): TableColumn<OrderRow>[] => [
  { key: 'salesOrderNo', label: m.sales_col_order, format: 'text', width: 1.6, priority: 1 },
  { key: 'date', label: m.sales_col_date, format: 'date', width: 1.3, priority: 2 },
  { key: 'customer', label: m.sales_col_customer, format: 'text', width: 2, priority: 1 },
  {
    key: 'status',
    label: m.sales_col_status,
    format: 'text',
    width: 1.6,
    priority: 3,
    display: (r) => statusName(r.status),
  },
  { key: 'amount', label: m.sales_col_amount, format: 'number', width: 1.5, priority: 2 },
  {
    key: 'qtyKg',
    label: m.sales_col_ordered_kg,
    csvLabel: m.sales_col_ordered,
    format: 'kg',
    width: 1.3,
    priority: 3,
  },
  {
    key: 'deliveredKg',
    label: m.sales_col_delivered_kg,
    csvLabel: m.sales_col_delivered,
    format: 'kg',
    width: 1.3,
    priority: 4,
  },
  {
    key: 'pendingKg',
    label: m.sales_col_pending_kg,
    csvLabel: m.sales_col_pending,
    format: 'kg',
    width: 1.3,
    priority: 2,
  },
  { key: 'deliveryDate', label: m.sales_col_delivery, format: 'date', width: 1.3, priority: 5 },
  { key: 'segment', label: m.sales_segment, format: 'text', width: 1.2, priority: 5 },
  { key: 'salesPerson', label: m.sales_col_person, format: 'text', width: 1.5, priority: 5 },
];
