import type { TableColumn } from '../../../components/table/columns';
import { m } from '../../../i18n';
import type { VisitorRow } from './inside';

/** The visitors of the range, on screen and in the CSV: who, when in and out, whom they saw. */
export const visitorColumns = (): TableColumn<VisitorRow>[] => [
  { key: 'name', label: m.gate_col_name, format: 'text', width: 2, priority: 1 },
  { key: 'passNo', label: m.gate_col_pass, format: 'text', width: 1.2, priority: 2 },
  { key: 'inTime', label: m.gate_col_in, format: 'dateTime', width: 1.6, priority: 1 },
  { key: 'outTime', label: m.gate_col_out, format: 'dateTime', width: 1.6, priority: 2 },
  {
    key: 'status',
    label: m.gate_col_status,
    format: 'text',
    priority: 3,
    display: (r) => (r.status === 'in' ? m.gate_status_in() : m.gate_status_out()),
  },
  { key: 'company', label: m.gate_col_company, format: 'text', width: 1.6, priority: 4 },
  { key: 'hostEmployee', label: m.gate_col_host, format: 'text', width: 1.6, priority: 4 },
  { key: 'purpose', label: m.gate_col_purpose, format: 'text', width: 1.6, priority: 5 },
  { key: 'phone', label: m.gate_col_phone, format: 'text', width: 1.4, priority: 5 },
  { key: 'vehicleNo', label: m.gate_col_vehicle, format: 'text', width: 1.2, priority: 6 },
];
