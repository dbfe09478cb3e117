import { z } from 'zod';
import { photoBytes, photoField, photoTooLarge } from '../core/photo';
import { isPhone, phoneMessage } from '../../rules/india';
import { withBareBody } from '../core/body';
import { defineCall, defineCalls } from '../core/call';
import { count, dateRange, docNo, isoDateTime, notes, text } from '../core/fields';
import type { PageName } from '../core/pages';
import { pageInput, pageOf } from '../core/paging';
import { adminPages } from '../main/users/fields';
import { tamilName } from './names';

const dateTime = isoDateTime;
const phone = z
  .string()
  .trim()
  .regex(/^\+?[0-9(][0-9 ()./-]{6,22}[0-9]$/, phoneMessage)
  .refine(isPhone, phoneMessage);

/** The pages that show visitors' personal data (photos, ID numbers, phones): nobody else gets it. */
export const visitorPages = [
  'visitor-data',
  'visitor-report',
] as const satisfies readonly PageName[];

export const idProofTypes = [
  'Aadhaar',
  'PAN',
  'Driving licence',
  'Voter ID',
  'Passport',
  'Company ID',
  'Other',
] as const;

/**
 * A photo from the gate camera, resized on the phone: a JPEG or WebP as a data URL (or its bare
 * base64), at most 200 KB of image. It is personal data: stored in the database, answered only to
 * the visitor pages, removed after the retention period of the visitor settings.
 */
export const MAX_PHOTO_BYTES = 200 * 1024;
export const photoTooLargeMessage = photoTooLarge(MAX_PHOTO_BYTES);
export { photoBytes };
const photo = photoField(MAX_PHOTO_BYTES);

/** A pass (badge) number: printed on a reusable badge, or issued by the server. */
const passNo = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9][A-Z0-9/-]{0,39}$/, 'must be a pass number: letters, digits, - or /');

export const visitorPayload = z.object({
  name: text(100),
  phone,
  company: text(140),
  purpose: text(200),
  /** The employee being visited (their name or employee id); the record is emailed to them. */
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
  /**
   * The badge handed over, when the gate uses numbered badges; left out, the server issues a pass
   * number. A badge is held by one visitor inside at a time.
   */
  passNo: passNo.optional(),
  /**
   * The phone's own id for this entry (an entry made offline is sent later, maybe twice): the
   * same clientId registers the visitor once and answers the same visitor and pass again.
   */
  clientId: z.uuid({ error: 'must be a UUID' }).optional(),
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
  /** Empty once the retention period has passed. */
  idProofNo: z.string(),
  vehicleNo: z.string().nullable(),
  /** Lists carry no image; the photo travels only when a single visitor is looked up. */
  hasPhoto: z.boolean(),
  inTime: dateTime,
  outTime: dateTime.nullable(),
  status: z.enum(['in', 'out']),
  emailedToHost: z.boolean(),
  /** Still inside longer than the visitor settings' limit (`overstayMinutes`). */
  overstay: z.boolean(),
  remarks: z.string().nullable(),
});
export type VisitorRow = z.infer<typeof visitorRow>;

/** One visitor with their photo, for the pass and the report's detail. */
export const visitorDetails = visitorRow.extend({ photo: z.string().nullable() });
export type VisitorDetails = z.infer<typeof visitorDetails>;

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

/** An employee a visitor may come to see, for the entry form's pick list. */
export const visitorHost = z.object({
  employeeId: z.string(),
  employeeName: z.string(),
  designation: z.string(),
  department: z.string(),
  /** Their Tamil names, if the mill gave them (contract/gate/names.ts). */
  designationTa: tamilName,
  departmentTa: tamilName,
  /** Whether the visitor's record can be emailed to them (they have a company email). */
  hasEmail: z.boolean(),
});
export type VisitorHost = z.infer<typeof visitorHost>;

/** Which visitor: by id (or the clientId a pass made offline carries) or by the pass held. */
const whichVisitor = z
  .object({
    /** The visitor's id, or the clientId of an entry made offline. */
    visitorId: docNo.optional(),
    passNo: docNo.optional(),
  })
  .refine((r) => r.visitorId !== undefined || r.passNo !== undefined, {
    path: ['visitorId'],
    error: 'give visitorId or passNo',
  });

export const visitorSettingsInput = z.object({
  /** Days a visitor's photo and ID proof number are kept (default 90). */
  photoRetentionDays: z
    .number()
    .int()
    .min(7, 'must be at least 7')
    .max(3650, 'must be at most 3650'),
  /** Minutes inside after which a visitor is shown as overstaying (default 240). */
  overstayMinutes: z
    .number()
    .int()
    .min(15, 'must be at least 15')
    .max(1440, 'must be at most 1440'),
});
export const visitorSettings = visitorSettingsInput.extend({
  updatedAt: dateTime.nullable(),
  updatedBy: z.string().nullable(),
});
export type VisitorSettings = z.infer<typeof visitorSettings>;

/**
 * The visitor report's input: a date range, a page of it, and optionally only the visitors still
 * inside (`in`: what the report's "inside now" cards show) or only those marked out (`out`).
 */
export const visitorReportInput = dateRange.safeExtend({
  ...pageInput,
  status: z.enum(['in', 'out']).optional(),
});

/**
 * Why a visitor email did not go, as the server words it: the client may match these to word
 * them in the guard's language. `notSetUp` comes with a 409 (`conflict`): no mail server is
 * configured (SMTP_URL) and only an administrator can change that. `noHostEmail` comes with a
 * 409: the host has no company email in the mirror. `failed` comes with a 503 (`unavailable`) when
 * the mail server did not take the message now (it stays queued and is sent again automatically),
 * or with a 409 when it refused it for good (a 5xx answer: the address is wrong; not tried again).
 */
export const visitorEmailProblems = {
  notSetUp: 'Email is not set up on this server (SMTP_URL)',
  noHostEmail: 'has no email address',
  failed: 'The mail server did not take the message',
} as const;

/**
 * A second exit is refused (409 `conflict`) with this in the error's `detail`: who the visitor is
 * and when they were marked out, for the guard's screen to word.
 */
export const visitorAlreadyOut = z.object({
  reason: z.literal('alreadyOut'),
  visitorId: z.string(),
  passNo: z.string(),
  name: z.string(),
  outTime: dateTime,
});
export type VisitorAlreadyOut = z.infer<typeof visitorAlreadyOut>;

/**
 * The reasons a visitor's entry names for its fields, as the server words them: the client
 * matches these to word them in the guard's language. `passHeld`: the badge (`passNo`) is held
 * by a visitor still inside. `hostUnknown` / `hostAmbiguous`: the host (`hostEmployee`) is no
 * active employee, or names several.
 */
export const visitorEntryProblems = {
  passHeld: 'is held by a visitor still inside: mark them out first or give another pass',
  hostUnknown: 'is not the name or id of an active employee',
  hostAmbiguous: 'names more than one active employee: pick one by employee id',
} as const;

export const visitorsCalls = defineCalls({
  getVisitorReportFromDBAllData: defineCall({
    name: 'getVisitorReportFromDBAllData',
    service: 'gate',
    kind: 'read',
    access: ['visitor-report', 'visitor-data'],
    summary:
      'Visitors who came in during the date range, still in or already out, newest first, a page at a time; when the range reaches today, also anyone still inside who came before it.',
    input: visitorReportInput,
    output: pageOf(visitorRow),
  }),
  getVisitorReportFromDBAllDataForOut: defineCall({
    name: 'getVisitorReportFromDBAllDataForOut',
    service: 'gate',
    kind: 'read',
    access: ['visitor-report', 'visitor-data'],
    summary:
      'Visitors who came in during the date range and have been marked out, newest first, a page at a time.',
    input: dateRange.safeExtend(pageInput),
    output: pageOf(visitorRow),
  }),
  getVisitorFromDB: defineCall({
    name: 'getVisitorFromDB',
    service: 'gate',
    kind: 'read',
    access: visitorPages,
    summary: 'One visitor with their photo, by id or by the pass they hold.',
    input: z.object({ rowData: whichVisitor }),
    output: visitorDetails,
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
  getVisitorHostsFromDB: defineCall({
    name: 'getVisitorHostsFromDB',
    service: 'gate',
    kind: 'read',
    access: ['visitor-data'],
    summary:
      'The active employees a visitor may come to see, by name, with whether they have email.',
    input: z.object({}),
    output: z.array(visitorHost),
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
  getVisitorSettings: defineCall({
    name: 'getVisitorSettings',
    service: 'gate',
    kind: 'read',
    access: [...visitorPages, 'security-scan', 'settings', ...adminPages],
    summary: 'How long visitor photos and ID numbers are kept, and when a visitor overstays.',
    input: z.object({}),
    output: visitorSettings,
  }),
  saveVisitorSettings: defineCall({
    name: 'saveVisitorSettings',
    service: 'gate',
    kind: 'save',
    access: adminPages,
    summary: 'Save how long visitor photos and ID numbers are kept, and the overstay limit.',
    input: z.object({ jsonData: visitorSettingsInput }),
    output: visitorSettings,
  }),
});
