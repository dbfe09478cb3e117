import { z } from 'zod';
import { defineCall, defineCalls } from '../core/call';
import { dateRange } from '../core/fields';

export const scanKinds = ['roll', 'gatePass', 'delivery', 'other'] as const;
/**
 * What the gate check found: `ok` the code matched an open document, `duplicate` it was already
 * scanned out, `notFound` no document has that code, `rejected` the document may not leave.
 */
export const scanStatuses = ['ok', 'duplicate', 'notFound', 'rejected'] as const;

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

export const securityCalls = defineCalls({
  getSecurityScanReport: defineCall({
    name: 'getSecurityScanReport',
    service: 'main',
    kind: 'read',
    access: ['security-scan'],
    summary: 'Gate scans in the date range with guard, gate, what was scanned and its status.',
    input: dateRange,
    output: z.array(securityScanRow),
  }),
});
