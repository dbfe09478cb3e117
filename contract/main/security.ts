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
