import type { CallOutput, Calls } from '@contract';
import { m } from '../../../i18n';

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
