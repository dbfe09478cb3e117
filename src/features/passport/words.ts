/**
 * The passport's kinds in words. Maps of message functions, read while rendering (never a
 * message called at module level, never `m` indexed by a computed key).
 */
import type { PassportKind, PassportScan } from '../../../contract/main/passport';
import { m } from '../../i18n';

/** A kind's words from `map`, or the kind as sent when the map has none for it. */
const wordOf = (map: Record<string, () => string>, kind: string): string =>
  Object.hasOwn(map, kind) ? map[kind]!() : kind;

export const kindWords: Record<PassportKind, () => string> = {
  greige: m.passport_kind_greige,
  finish: m.passport_kind_finish,
  ccBundle: m.passport_kind_cc_bundle,
  ccFinish: m.passport_kind_cc_finish,
};

/** The document a roll came against (origin.sourceKind); another kind is shown as it is sent. */
const sourceWords: Record<string, () => string> = {
  workOrder: m.passport_source_work_order,
  jobCard: m.passport_source_job_card,
  purchaseOrder: m.passport_source_purchase_order,
  subcontractingOrder: m.passport_source_subcontracting_order,
  supplier: m.passport_source_supplier,
  knitReport: m.passport_source_knit_report,
};
export const sourceWord = (kind: string): string => wordOf(sourceWords, kind);

/** What a stock entry did (server/db/schema/stock.ts, stockEntryKinds). */
const moveWords: Record<string, () => string> = {
  receipt: m.passport_move_receipt,
  opening: m.passport_move_opening,
  batchIssue: m.passport_move_batch_issue,
  dyeingReceipt: m.passport_move_dyeing_receipt,
  weighing: m.passport_move_weighing,
  transfer: m.passport_move_transfer,
};
export const moveWord = (kind: string): string => wordOf(moveWords, kind);

/** The process a ledger line is booked against when it names no warehouse. */
const processWords: Record<string, () => string> = {
  knitting: m.passport_process_knitting,
  purchase: m.passport_process_purchase,
  subcontracting: m.passport_process_subcontracting,
  dyeing: m.passport_process_dyeing,
  opening: m.passport_process_opening,
};
export const processWord = (process: string): string => wordOf(processWords, process);

export const scanStatusWords: Record<PassportScan['status'], () => string> = {
  ok: m.passport_scan_ok,
  duplicate: m.passport_scan_duplicate,
  notFound: m.passport_scan_not_found,
  rejected: m.passport_scan_rejected,
};

export const scanKindWords: Record<PassportScan['kind'], () => string> = {
  roll: m.gate_scan_kind_roll,
  gatePass: m.gate_scan_kind_gate_pass,
  delivery: m.gate_scan_kind_delivery,
  other: m.gate_scan_kind_other,
  batch: m.gate_scan_kind_batch,
  visitorPass: m.gate_scan_kind_visitor,
};
