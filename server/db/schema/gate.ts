import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { attendanceStatuses } from '../../../contract/gate/attendance';
import { idProofTypes } from '../../../contract/gate/visitors';
import { addressTypes } from '../../../contract/main/customers';
import { scanFindings, scanKinds, scanStatuses } from '../../../contract/main/security';
import { users } from './auth';
import { at, bytea, oneOf, ts } from './columns';
import { customers } from './people';

/**
 * The gate and the people (domain.md, "Gate and people"): visitors with their photos and the
 * emails to their hosts, security scans, the attendance mirror (shifts, biometric punches,
 * ERPNext's attendance and the holiday list) and the addresses and contacts of customers.
 */

export const photoTypes = ['image/jpeg', 'image/webp'] as const;

/** The mill's visitor settings: one row (id 1), created on first save; defaults until then. */
export const visitorSettings = pgTable(
  'visitor_settings',
  {
    id: integer('id').primaryKey().default(1),
    photoRetentionDays: integer('photo_retention_days').notNull(),
    overstayMinutes: integer('overstay_minutes').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('visitor_settings_single_row', sql`${t.id} = 1`),
    check('visitor_settings_retention', sql`${t.photoRetentionDays} between 7 and 3650`),
    check('visitor_settings_overstay', sql`${t.overstayMinutes} between 15 and 1440`),
  ],
);

/**
 * A visitor's entry at the gate and, once marked out, their exit. The photo and the ID proof
 * number are personal data: removed (`purged_at`) after the retention period.
 */
export const gateVisitors = pgTable(
  'gate_visitors',
  {
    /** `VIS-20250301-0007`: the day of entry (mill time) and the number on that day. */
    visitorId: text('visitor_id').primaryKey(),
    passNo: text('pass_no').notNull(),
    /** The phone's id for the entry, so an entry sent twice from the outbox is registered once. */
    clientId: uuid('client_id'),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    /** The phone in one comparable form (`+919876543210`), for finding returning visitors. */
    phoneKey: text('phone_key').notNull(),
    company: text('company').notNull(),
    purpose: text('purpose').notNull(),
    /** The host as the mirror names them, and their employee id (the email goes to them). */
    hostEmployee: text('host_employee').notNull(),
    hostEmployeeId: text('host_employee_id').notNull(),
    idProofType: text('id_proof_type', { enum: idProofTypes }).notNull(),
    /** Empty once purged. */
    idProofNo: text('id_proof_no').notNull(),
    vehicleNo: text('vehicle_no'),
    photo: bytea('photo'),
    photoType: text('photo_type', { enum: photoTypes }),
    inTime: at('in_time').notNull(),
    outTime: at('out_time'),
    remarks: text('remarks'),
    /** When the host's email was delivered (the latest, if sent more than once). */
    emailedAt: at('emailed_at'),
    purgedAt: at('purged_at'),
    createdBy: text('created_by'),
    exitedBy: text('exited_by'),
    createdAt: ts('created_at'),
  },
  (t) => [
    check('gate_visitors_id_proof_check', oneOf(t.idProofType, idProofTypes)),
    check('gate_visitors_photo_type_check', sql`(${t.photo} is null) = (${t.photoType} is null)`),
    check('gate_visitors_out_after_in', sql`${t.outTime} is null or ${t.outTime} >= ${t.inTime}`),
    uniqueIndex('gate_visitors_client_key').on(t.clientId),
    // A badge is held by one visitor inside at a time; after they leave it is handed out again.
    uniqueIndex('gate_visitors_pass_inside_key')
      .on(t.passNo)
      .where(sql`${t.outTime} is null`),
    index('gate_visitors_pass_idx').on(t.passNo, t.inTime),
    index('gate_visitors_in_time_idx').on(t.inTime, t.visitorId),
    index('gate_visitors_phone_idx').on(t.phoneKey, t.inTime),
    index('gate_visitors_name_idx').on(sql`lower(${t.name})`),
    // The purge finds what is still to remove without reading the whole register.
    index('gate_visitors_personal_idx')
      .on(t.inTime)
      .where(sql`${t.purgedAt} is null`),
  ],
);

export const emailStatuses = ['pending', 'sending', 'sent', 'failed'] as const;

/**
 * The durable queue of visitor emails to hosts. A message is tried when it is asked for and then
 * by the server's worker with growing pauses until delivered (`sent`) or given up (`failed`); a
 * worker takes a message by setting `sending` with a lease, so two processes never send it both.
 * The message is composed at each try from the visitor's row, so it holds no copy of the photo.
 */
export const visitorEmails = pgTable(
  'visitor_emails',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    visitorId: text('visitor_id')
      .notNull()
      .references(() => gateVisitors.visitorId, { onDelete: 'cascade' }),
    recipient: text('recipient').notNull(),
    status: text('status', { enum: emailStatuses }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
    /** While `sending`: after this, the sender is taken to have stopped and the message is free. */
    leaseUntil: at('lease_until'),
    lastError: text('last_error'),
    createdBy: text('created_by'),
    createdAt: ts('created_at'),
    sentAt: at('sent_at'),
  },
  (t) => [
    check('visitor_emails_status_check', oneOf(t.status, emailStatuses)),
    // One open message per visitor: asking again retries it rather than queueing a second.
    uniqueIndex('visitor_emails_open_key')
      .on(t.visitorId)
      .where(sql`${t.status} in ('pending', 'sending')`),
    index('visitor_emails_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} in ('pending', 'sending')`),
    index('visitor_emails_visitor_idx').on(t.visitorId),
  ],
);

/** A scan at the gate, with what the code resolved to when it was scanned. */
export const securityScans = pgTable(
  'security_scans',
  {
    /** `SCAN-20250301-0042`: the day (mill time) and the number on that day. */
    scanId: text('scan_id').primaryKey(),
    scannedAt: at('scanned_at').notNull(),
    guard: text('guard').notNull(),
    gate: text('gate').notNull(),
    code: text('code').notNull(),
    kind: text('kind', { enum: scanKinds }).notNull(),
    status: text('status', { enum: scanStatuses }).notNull(),
    reference: text('reference'),
    /**
     * What the check found, as data the guard's screen words (contract/main/security.ts): the
     * visitor's name and in or out time, the day or stock entry the goods were posted on. Scans
     * recorded before it existed have none, and their finding in English in `remarks`.
     */
    finding: text('finding', { enum: scanFindings }),
    findingName: text('finding_name'),
    findingAt: at('finding_at'),
    findingDay: date('finding_day', { mode: 'string' }),
    findingEntry: text('finding_entry'),
    findingDays: integer('finding_days'),
    /** The guard's remarks. */
    remarks: text('remarks'),
    clientId: uuid('client_id'),
    createdAt: ts('created_at'),
  },
  (t) => [
    check('security_scans_kind_check', oneOf(t.kind, scanKinds)),
    check('security_scans_status_check', oneOf(t.status, scanStatuses)),
    check('security_scans_finding_check', oneOf(t.finding, scanFindings)),
    uniqueIndex('security_scans_client_key').on(t.clientId),
    index('security_scans_time_idx').on(t.scannedAt, t.scanId),
    index('security_scans_reference_idx').on(t.kind, t.reference, t.scannedAt),
  ],
);

/** ERPNext's Shift Type: when a shift starts and how late a first punch may be. */
export const shiftTypes = pgTable(
  'shift_types',
  {
    name: text('name').primaryKey(),
    /** `HH:MM` in mill time; a shift ending before it starts runs past midnight. */
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    lateGraceMinutes: integer('late_grace_minutes').notNull().default(10),
    modified: ts('modified'),
  },
  (t) => [
    check('shift_types_start_check', sql`${t.startTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check('shift_types_end_check', sql`${t.endTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check('shift_types_grace_check', sql`${t.lateGraceMinutes} between 0 and 240`),
  ],
);

export const logTypes = ['IN', 'OUT'] as const;

/**
 * ERPNext's Employee Checkin: one punch of the biometric device. `attendance_date` is the day of
 * the shift the punch belongs to (a night shift's morning punch belongs to the day before).
 */
export const employeeCheckins = pgTable(
  'employee_checkins',
  {
    name: text('name').primaryKey(),
    employeeId: text('employee_id').notNull(),
    time: at('time').notNull(),
    logType: text('log_type', { enum: logTypes }),
    deviceId: text('device_id'),
    shift: text('shift'),
    attendanceDate: date('attendance_date', { mode: 'string' }).notNull(),
    modified: ts('modified'),
  },
  (t) => [
    check('employee_checkins_log_type_check', oneOf(t.logType, logTypes)),
    index('employee_checkins_day_idx').on(t.attendanceDate, t.employeeId, t.time),
    index('employee_checkins_employee_idx').on(t.employeeId, t.time),
  ],
);

/** ERPNext's Attendance: a day HR marked (leave, half day, work from home, or the day processed). */
export const attendanceRecords = pgTable(
  'attendance_records',
  {
    name: text('name').primaryKey(),
    employeeId: text('employee_id').notNull(),
    attendanceDate: date('attendance_date', { mode: 'string' }).notNull(),
    status: text('status', { enum: attendanceStatuses }).notNull(),
    leaveType: text('leave_type'),
    shift: text('shift'),
    modified: ts('modified'),
  },
  (t) => [
    check('attendance_records_status_check', oneOf(t.status, attendanceStatuses)),
    uniqueIndex('attendance_records_day_key').on(t.attendanceDate, t.employeeId),
  ],
);

/** The company's holiday list in ERPNext: days the mill does not expect everyone in. */
export const holidays = pgTable('holidays', {
  holidayDate: date('holiday_date', { mode: 'string' }).primaryKey(),
  description: text('description').notNull(),
  weeklyOff: boolean('weekly_off').notNull().default(false),
});

/** A customer's address, created here or mirrored; ERPNext's Address linked to the Customer. */
export const customerAddresses = pgTable(
  'customer_addresses',
  {
    addressId: text('address_id').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.name),
    addressType: text('address_type', { enum: addressTypes }).notNull(),
    addressLine1: text('address_line1').notNull(),
    addressLine2: text('address_line2'),
    city: text('city').notNull(),
    state: text('state'),
    pincode: text('pincode').notNull(),
    country: text('country').notNull(),
    isPrimary: boolean('is_primary').notNull().default(false),
    /** False while it waits in the outbox to reach ERPNext. */
    syncedToErp: boolean('synced_to_erp').notNull().default(true),
    createdBy: text('created_by'),
    createdAt: ts('created_at'),
    modified: ts('modified'),
  },
  (t) => [
    check('customer_addresses_type_check', oneOf(t.addressType, addressTypes)),
    index('customer_addresses_customer_idx').on(t.customerId),
    uniqueIndex('customer_addresses_primary_key')
      .on(t.customerId)
      .where(sql`${t.isPrimary}`),
  ],
);

/** A contact person of a customer; ERPNext's Contact linked to the Customer. */
export const customerContacts = pgTable(
  'customer_contacts',
  {
    contactId: text('contact_id').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.name),
    firstName: text('first_name').notNull(),
    lastName: text('last_name'),
    designation: text('designation'),
    phone: text('phone').notNull(),
    email: text('email'),
    isPrimary: boolean('is_primary').notNull().default(false),
    syncedToErp: boolean('synced_to_erp').notNull().default(true),
    createdBy: text('created_by'),
    createdAt: ts('created_at'),
    modified: ts('modified'),
  },
  (t) => [
    index('customer_contacts_customer_idx').on(t.customerId),
    uniqueIndex('customer_contacts_primary_key')
      .on(t.customerId)
      .where(sql`${t.isPrimary}`),
  ],
);
