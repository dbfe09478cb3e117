import type { CallOutput, Calls } from '@contract';
import { m } from '../../../i18n';
import { formatDate, formatDateTime, formatNumber } from '../../../i18n/format';

export type ScanRow = CallOutput<Calls['getSecurityScanReport']>['rows'][number];
export type ScanKind = ScanRow['kind'];
export type ScanStatus = ScanRow['status'];

/** What a code was, in words; a kind the contract adds without words is a compile error. */
export const kindWords: Readonly<Record<ScanKind, () => string>> = {
  roll: m.gate_scan_kind_roll,
  batch: m.gate_scan_kind_batch,
  visitorPass: m.gate_scan_kind_visitor,
  delivery: m.gate_scan_kind_delivery,
  gatePass: m.gate_scan_kind_gate_pass,
  other: m.gate_scan_kind_other,
};

/** Whether it was expected, as the guard acts on it: let go, stop, or check. */
export const statusWords: Readonly<Record<ScanStatus, () => string>> = {
  ok: m.gate_scan_ok,
  duplicate: m.gate_scan_duplicate,
  notFound: m.gate_scan_not_found,
  rejected: m.gate_scan_rejected,
};

/** Green only for what may pass; red for what must stop; orange to check. */
export const statusColour: Readonly<Record<ScanStatus, string>> = {
  ok: 'green',
  duplicate: 'orange',
  notFound: 'orange',
  rejected: 'red',
};

/**
 * What the check found, in the guard's language: the server answers it as data (who, when, which
 * entry), and its times and dates read as everywhere else in the app. Empty when it found nothing
 * to add to the status.
 */
export function findingText(row: Pick<ScanRow, 'finding'>): string {
  const f = row.finding;
  if (!f) return '';
  const name = f.name ?? '';
  const entry = f.entryNo ?? '';
  const days = formatNumber(f.days);
  switch (f.what) {
    case 'visitorInside':
      return m.gate_scan_found_visitor_inside({ name, time: formatDateTime(f.at) });
    case 'visitorOut':
      return m.gate_scan_found_visitor_out({ name, time: formatDateTime(f.at) });
    case 'takesNothingOut':
      return m.gate_scan_found_takes_nothing_out();
    case 'postedEarlier':
      return m.gate_scan_found_posted_earlier({ date: formatDate(f.day), days });
    case 'notIssued':
      return m.gate_scan_found_not_issued();
    case 'issuedEarlier':
      return m.gate_scan_found_issued_earlier({ date: formatDate(f.day), days });
    case 'issuedOn':
      return m.gate_scan_found_issued_on({ entry });
    case 'leavesOn':
      return m.gate_scan_found_leaves_on({ entry });
    case 'scannedOut':
      return entry ? m.gate_scan_found_scanned_out_on({ entry }) : m.gate_scan_found_scanned_out();
    case 'notLeaving':
      return m.gate_scan_found_not_leaving({ days });
  }
}

/** The finding and the guard's own remarks, as the report's remarks column shows them. */
export const remarksText = (row: Pick<ScanRow, 'finding' | 'remarks'>): string =>
  [findingText(row), row.remarks ?? ''].filter(Boolean).join(' · ');
