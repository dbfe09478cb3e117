import type { TableColumn } from '../../../components/table/columns';
import { m } from '../../../i18n';
import { kindWords, remarksText, statusWords, type ScanRow } from './words';

/** The scans of a date range, on screen and in the CSV: when, what came of it, what and who. */
export const scanColumns = (): TableColumn<ScanRow>[] => [
  { key: 'scannedAt', label: m.gate_scan_col_time, format: 'dateTime', width: 1.6, priority: 1 },
  {
    key: 'status',
    label: m.gate_scan_col_status,
    format: 'text',
    width: 1.4,
    priority: 1,
    display: (r) => statusWords[r.status](),
  },
  {
    key: 'kind',
    label: m.gate_scan_col_kind,
    format: 'text',
    width: 1.2,
    priority: 2,
    display: (r) => kindWords[r.kind](),
  },
  { key: 'reference', label: m.gate_scan_col_ref, format: 'text', width: 1.6, priority: 2 },
  { key: 'code', label: m.gate_scan_col_code, format: 'text', width: 1.8, priority: 4 },
  { key: 'guard', label: m.gate_scan_col_guard, format: 'text', width: 1.4, priority: 3 },
  { key: 'gate', label: m.gate_scan_col_gate, format: 'text', priority: 3 },
  {
    key: 'remarks',
    label: m.gate_scan_col_remarks,
    format: 'text',
    width: 2,
    priority: 5,
    // What the check found, in the reader's words, then the guard's own remarks.
    display: remarksText,
  },
];
