import { z } from 'zod';
import { defineCall, defineCalls } from '../core/call';
import { dateRange, isoDateTime, notes, text } from '../core/fields';
import { pageInput, pageOf } from '../core/paging';

/**
 * What a gate scan can be: a roll label, a dyeing batch card, a visitor's pass, a delivery
 * document (the stock entry the goods leave on), a material gate pass, or a code the mill does
 * not know.
 */
export const scanKinds = ['roll', 'gatePass', 'delivery', 'other', 'batch', 'visitorPass'] as const;
export type ScanKind = (typeof scanKinds)[number];
/**
 * What the gate check found. `ok` is the expected case: the code matched something that may pass
 * now (a roll or batch on a stock entry leaving the mill, a delivery document of the last days, a
 * visitor who is inside). `duplicate`: it already passed (scanned out before, a visitor already
 * out); `notFound`: no document has that code; `rejected`: it is known but not expected to leave.
 */
export const scanStatuses = ['ok', 'duplicate', 'notFound', 'rejected'] as const;
export type ScanStatus = (typeof scanStatuses)[number];

/** Goods are expected at the gate for this many days after the stock entry they leave on. */
export const EXPECTED_WITHIN_DAYS = 7;

/**
 * What the check found, beside the status, as data the guard's screen words in the guard's
 * language (times and dates in the app's format):
 * - `visitorInside`: `name` came in at `at` and is still inside;
 * - `visitorOut`: `name` was already marked out at `at`;
 * - `takesNothingOut`: a stock entry that moves goods within the mill;
 * - `postedEarlier`: a stock entry posted on `day`, not in the last `days` days;
 * - `notIssued`: a batch not issued to a processor;
 * - `issuedEarlier`: a batch issued on `day`, not in the last `days` days;
 * - `issuedOn`: a batch issued on the stock entry `entryNo`;
 * - `leavesOn`: a roll leaving on the stock entry `entryNo`;
 * - `scannedOut`: it was already scanned out (a roll: on the stock entry `entryNo`);
 * - `notLeaving`: a roll on no stock entry leaving the mill in the last `days` days.
 */
export const scanFindings = [
  'visitorInside',
  'visitorOut',
  'takesNothingOut',
  'postedEarlier',
  'notIssued',
  'issuedEarlier',
  'issuedOn',
  'leavesOn',
  'scannedOut',
  'notLeaving',
] as const;
export type ScanFindingKind = (typeof scanFindings)[number];

export const scanFinding = z.object({
  what: z.enum(scanFindings),
  /** The visitor's name. */
  name: z.string().nullable(),
  /** When the visitor came in (`visitorInside`) or was marked out (`visitorOut`). */
  at: z.iso.datetime({ offset: true }).nullable(),
  /** The day the stock entry was posted or the batch issued. */
  day: z.iso.date().nullable(),
  /** The stock entry the goods leave (or left) on. */
  entryNo: z.string().nullable(),
  /** How many days back the check looked for the goods' entry (EXPECTED_WITHIN_DAYS then). */
  days: z.number().int().positive().nullable(),
});
export type ScanFinding = z.infer<typeof scanFinding>;

export const securityScanRow = z.object({
  scanId: z.string(),
  scannedAt: z.iso.datetime({ offset: true }),
  guard: z.string(),
  gate: z.string(),
  /** The raw QR/barcode text as scanned. */
  code: z.string(),
  kind: z.enum(scanKinds),
  status: z.enum(scanStatuses),
  /** The document the code resolved to (roll no, gate pass no, delivery note no), if any. */
  reference: z.string().nullable(),
  /** What the check found (null when there is nothing to add to the status). */
  finding: scanFinding.nullable(),
  /** The guard's own remarks. */
  remarks: z.string().nullable(),
});
export type SecurityScanRow = z.infer<typeof securityScanRow>;

/** One scan at the gate, as the guard's phone records it (also offline, through the outbox). */
export const securityScanPayload = z.object({
  /** The QR/barcode text exactly as read (or typed). */
  code: text(200),
  /** What the guard scanned, if the screen knows; left out, the server finds out from the code. */
  kind: z.enum(scanKinds).optional(),
  gate: text(60),
  /** When the code was read; left out, now. An entry kept offline sends its own time. */
  scannedAt: isoDateTime.optional(),
  remarks: notes(300).optional(),
  /** The same clientId is recorded once, however often the save is sent. */
  clientId: z.uuid({ error: 'must be a UUID' }).optional(),
});
export type SecurityScanPayload = z.infer<typeof securityScanPayload>;

export const securityCalls = defineCalls({
  getSecurityScanReport: defineCall({
    name: 'getSecurityScanReport',
    service: 'main',
    kind: 'read',
    access: ['security-scan'],
    summary:
      'Gate scans in the date range, newest first, a page at a time: guard, gate, what was scanned and its status.',
    input: dateRange.safeExtend(pageInput),
    output: pageOf(securityScanRow),
  }),
  postSecurityScanData: defineCall({
    name: 'postSecurityScanData',
    service: 'main',
    kind: 'save',
    access: ['security-scan'],
    summary:
      'Record a scan at the gate: what the code is and whether it was expected (a roll leaving on a stock entry, a visitor inside).',
    input: z.object({ jsonData: securityScanPayload }),
    output: securityScanRow,
  }),
});
