import { z } from 'zod';
import { withBareBody } from '../core/body';
import { defineCall, defineCalls } from '../core/call';
import { count, dateRange, docNo, isoDateTime, notes, text } from '../core/fields';

const dateTime = isoDateTime;
const phone = z
  .string()
  .trim()
  .regex(/^\+?[0-9][0-9 -]{6,18}[0-9]$/, 'must be a phone number of 8 to 20 digits');

export const idProofTypes = [
  'Aadhaar',
  'PAN',
  'Driving licence',
  'Voter ID',
  'Passport',
  'Company ID',
  'Other',
] as const;

/** A base64 JPEG/PNG/WebP from the gate camera; ~700 000 characters is about 512 KB of image. */
const maxPhotoChars = 700_000;
const photo = z
  .string()
  .max(maxPhotoChars, 'photo must be at most about 512 KB')
  .regex(
    /^data:image\/(jpeg|png|webp);base64,[A-Za-z0-9+/]+={0,2}$/,
    'must be a JPEG, PNG or WebP data URL',
  );

export const visitorPayload = z.object({
  name: text(100),
  phone,
  company: text(140),
  purpose: text(200),
  /** The employee being visited; the record is emailed to them. */
  hostEmployee: text(100),
  idProofType: z.enum(idProofTypes),
  idProofNo: text(40),
  vehicleNo: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9 -]{4,15}$/, 'must be a vehicle number')
    .optional(),
  photo: photo.optional(),
  inTime: dateTime,
  remarks: notes(500).optional(),
});
export type VisitorPayload = z.infer<typeof visitorPayload>;

export const visitorRow = z.object({
  visitorId: z.string(),
  passNo: z.string(),
  name: z.string(),
  phone: z.string(),
  company: z.string(),
  purpose: z.string(),
  hostEmployee: z.string(),
  idProofType: z.enum(idProofTypes),
  idProofNo: z.string(),
  vehicleNo: z.string().nullable(),
  /** Lists carry no image; the photo travels only when a single visitor is looked up. */
  hasPhoto: z.boolean(),
  inTime: dateTime,
  outTime: dateTime.nullable(),
  status: z.enum(['in', 'out']),
  emailedToHost: z.boolean(),
});
export type VisitorRow = z.infer<typeof visitorRow>;

/** A past visitor found by phone or name, to pre-fill the entry form. */
export const returningVisitor = z.object({
  name: z.string(),
  phone: z.string(),
  company: z.string(),
  idProofType: z.enum(idProofTypes),
  idProofNo: z.string(),
  vehicleNo: z.string().nullable(),
  photo: z.string().nullable(),
  lastVisitAt: dateTime,
  visits: count,
});
export type ReturningVisitor = z.infer<typeof returningVisitor>;

export const visitorsCalls = defineCalls({
  getVisitorReportFromDBAllData: defineCall({
    name: 'getVisitorReportFromDBAllData',
    service: 'gate',
    kind: 'read',
    access: ['visitor-report', 'visitor-data'],
    summary: 'Visitors who came in during the date range, still in or already out.',
    input: dateRange,
    output: z.array(visitorRow),
  }),
  getVisitorReportFromDBAllDataForOut: defineCall({
    name: 'getVisitorReportFromDBAllDataForOut',
    service: 'gate',
    kind: 'read',
    access: ['visitor-report', 'visitor-data'],
    summary: 'Visitors who came in during the date range and have been marked out.',
    input: dateRange,
    output: z.array(visitorRow),
  }),
  setVisitorReportExit: defineCall({
    name: 'setVisitorReportExit',
    service: 'gate',
    kind: 'save',
    access: ['visitor-data', 'visitor-report'],
    summary: 'Mark a visitor out at the gate (now, unless an out time is given).',
    input: z.object({
      rowData: z
        .object({
          visitorId: docNo.optional(),
          passNo: docNo.optional(),
          outTime: dateTime.optional(),
        })
        .refine((r) => r.visitorId !== undefined || r.passNo !== undefined, {
          path: ['visitorId'],
          error: 'give visitorId or passNo',
        }),
    }),
    output: z.object({ ok: z.literal(true), visitorId: z.string(), outTime: dateTime }),
  }),
  getVistorDataFromERPNext: defineCall({
    name: 'getVistorDataFromERPNext',
    service: 'gate',
    kind: 'read',
    access: ['visitor-data'],
    summary: 'Find returning visitors by phone or name to pre-fill the entry form.',
    input: z.object({ jsonData: text(100) }),
    output: z.array(returningVisitor),
  }),
  postVistorDataToDB: defineCall({
    name: 'postVistorDataToDB',
    service: 'gate',
    kind: 'save',
    access: ['visitor-data'],
    summary: 'Register a visitor at the gate and issue a pass number.',
    input: z.object({ jsonData: visitorPayload }),
    output: z.object({ ok: z.literal(true), visitorId: z.string(), passNo: z.string() }),
  }),
  // Older clients post the row itself as the body: both shapes are taken.
  sendVistorDataViaEmail: withBareBody(
    defineCall({
      name: 'sendVistorDataViaEmail',
      service: 'gate',
      kind: 'save',
      method: 'POST',
      access: ['visitor-data', 'visitor-report'],
      summary: 'Email the visitor record to the host employee.',
      input: z.object({ rowData: z.object({ visitorId: docNo }) }),
      output: z.object({ ok: z.literal(true), sentTo: z.string() }),
    }),
    'rowData',
  ),
});
