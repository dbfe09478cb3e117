import { asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { ScanKind, ScanStatus } from '../../../contract/main/security';
import { normalPhone, stateOfGstin } from '../../../rules/india';
import type { Db } from '../../db/client';
import { dailyNo } from '../../db/numbering';
import {
  attendanceRecords,
  customerAddresses,
  customerContacts,
  customers,
  employeeCheckins,
  employees,
  gateVisitors,
  greigeRolls,
  holidays,
  securityScans,
  shiftTypes,
  suppliers,
  visitorEmails,
} from '../../db/schema';
import { DAY_MS, millDate, millTimeOn, millToday } from '../../domains/gate/time';
import { rowsOf } from '../../domains/production/scope';
import { insertInBatches } from '../batch';
import {
  cityPostcodes,
  demoShifts,
  demoVisitorPhoto,
  festivalHolidays,
  leaveTypes,
  punchDevices,
  serviceCompanies,
  shiftDesignations,
  streets,
  visitPurposes,
} from '../catalogue/gate';
import { rngFor, type Rng } from '../random';
import { pad, scaled, type DemoStep } from '../step';
import { personName } from './people';

/**
 * The gate and the people of the demo mill over the last 90 days, in mill time (UTC+05:30):
 * shift types and the holiday list; biometric punches and HR's marks (leave, half days, work from
 * home) for every active employee; visitors with their photo, pass, exit and the email to their
 * host; and the guards' scans of visitor passes and of the rolls, batches and documents leaving on
 * the stock entries of the stock step (which runs before). Today holds only what has happened by
 * now. The addresses and contacts of the demo customers come last.
 */

const DAYS = 90;
const minutes = (n: number) => n * 60_000;
const days = (today: string): string[] =>
  Array.from({ length: DAYS + 1 }, (_, i) => millDate(Date.parse(today) - (DAYS - i) * DAY_MS));
/** Sunday is 0; a mill date's weekday is its calendar date's. */
const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

async function shiftsAndHolidays(db: Db, all: string[]): Promise<Set<string>> {
  await db.insert(shiftTypes).values([...demoShifts]);
  const closed = new Map<string, { description: string; weeklyOff: boolean }>();
  for (const day of all) {
    if (weekday(day) === 0) closed.set(day, { description: 'Sunday', weeklyOff: true });
    const festival = festivalHolidays.find(([md]) => day.slice(5) === md);
    if (festival) closed.set(day, { description: festival[1], weeklyOff: false });
  }
  await db.insert(holidays).values([...closed].map(([holidayDate, h]) => ({ holidayDate, ...h })));
  return new Set([...closed].filter(([, h]) => !h.weeklyOff).map(([d]) => d));
}

interface Staff {
  employeeId: string;
  designation: string;
  office: boolean;
}

async function attendance(
  db: Db,
  rng: Rng,
  all: string[],
  festivals: Set<string>,
): Promise<number> {
  const staff: Staff[] = (
    await db
      .select({
        employeeId: employees.employeeId,
        designation: employees.designation,
        email: employees.companyEmail,
      })
      .from(employees)
      .where(eq(employees.active, true))
      .orderBy(asc(employees.employeeId))
  ).map((e) => ({
    employeeId: e.employeeId,
    designation: e.designation,
    office: e.email !== null,
  }));
  const now = Date.now();
  const punches: (typeof employeeCheckins.$inferInsert)[] = [];
  const marks: (typeof attendanceRecords.$inferInsert)[] = [];
  const shiftOf = new Map<string, (typeof demoShifts)[number]>(demoShifts.map((s) => [s.name, s]));
  for (const [dayIndex, day] of all.entries()) {
    if (festivals.has(day)) continue;
    const week = Math.floor(dayIndex / 7);
    staff.forEach((e, i) => {
      const rotating = shiftDesignations.has(e.designation);
      if (!rotating && weekday(day) === 0) return;
      const shift = shiftOf.get(rotating ? (['A', 'B', 'C'][(i + week) % 3] ?? 'A') : 'General');
      if (!shift) return;
      const mark = (
        status: (typeof attendanceRecords.$inferInsert)['status'],
        leaveType?: string,
      ) =>
        marks.push({
          name: `HR-ATT-${pad(marks.length + 1, 7)}`,
          employeeId: e.employeeId,
          attendanceDate: day,
          status,
          leaveType: leaveType ?? null,
          shift: shift.name,
          modified: new Date(Date.parse(day) + DAY_MS),
        });
      const roll = rng.next();
      if (roll < 0.04) return; // absent, unannounced
      if (roll < 0.07) return void mark('On Leave', rng.pick(leaveTypes));
      if (e.office && roll < 0.08) return void mark('Work From Home');
      const halfDay = roll > 0.99;
      if (halfDay) mark('Half Day');
      const start = millTimeOn(day, shift.startTime).getTime();
      const length = halfDay
        ? minutes(240)
        : shift.name === 'General'
          ? minutes(510)
          : minutes(480);
      const late = rng.chance(0.08);
      const inAt = late
        ? start + minutes(shift.lateGraceMinutes + rng.int(1, 45))
        : start - minutes(rng.int(0, 25)) + minutes(rng.int(0, shift.lateGraceMinutes - 1));
      const outAt = start + length + minutes(rng.int(-10, 40));
      const device = rng.pick(punchDevices);
      const times: [number, 'IN' | 'OUT'][] = [[inAt, 'IN']];
      if (shift.name === 'General' && !halfDay && rng.chance(0.3)) {
        const lunch = millTimeOn(day, '13:00').getTime() + minutes(rng.int(-5, 10));
        times.push([lunch, 'OUT'], [lunch + minutes(rng.int(25, 40)), 'IN']);
      }
      times.push([outAt, 'OUT']);
      for (const [t, logType] of times) {
        if (t > now) break; // not happened yet
        punches.push({
          name: `EMP-CKIN-${pad(punches.length + 1, 8)}`,
          employeeId: e.employeeId,
          time: new Date(t),
          logType,
          deviceId: device,
          shift: shift.name,
          attendanceDate: day,
          modified: new Date(t),
        });
      }
    });
  }
  return (await insertPunches(db, punches)) + (await insertInBatches(db, attendanceRecords, marks));
}

type Punch = typeof employeeCheckins.$inferInsert;

/**
 * Punches are most of the gate's rows (about 20,000 at SCALE 1): one statement per 20,000 that
 * takes each column as an array is several times faster than rows of parameters, so `npm start`
 * stays quick.
 */
async function insertPunches(db: Db, punches: readonly Punch[]): Promise<number> {
  for (let start = 0; start < punches.length; start += 20_000) {
    const part = punches.slice(start, start + 20_000);
    const col = (of: (p: Punch) => string | null | undefined) => sql.param(part.map(of));
    const at = (p: Punch) => (p.time instanceof Date ? p.time.toISOString() : null);
    await db.execute(sql`
      insert into ${employeeCheckins} (name, employee_id, time, log_type, device_id, shift, attendance_date, modified)
      select * from unnest(${col((p) => p.name)}::text[], ${col((p) => p.employeeId)}::text[],
        ${col(at)}::timestamptz[], ${col((p) => p.logType)}::text[], ${col((p) => p.deviceId)}::text[],
        ${col((p) => p.shift)}::text[], ${col((p) => p.attendanceDate)}::date[], ${col(at)}::timestamptz[])`);
  }
  return punches.length;
}

const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const digits = (rng: Rng, n: number) => Array.from({ length: n }, () => rng.int(0, 9)).join('');
const letter = (rng: Rng) => letters.charAt(rng.int(0, 25));

interface Person {
  name: string;
  phone: string;
  company: string;
  idProofType: (typeof gateVisitors.$inferInsert)['idProofType'];
  idProofNo: string;
  vehicleNo: string | null;
}

function person(rng: Rng, companies: readonly string[]): Person {
  const kind = rng.weighted([
    ['Aadhaar', 6],
    ['Driving licence', 3],
    ['PAN', 1],
    ['Company ID', 2],
  ] as const);
  const idProofNo =
    kind === 'Aadhaar'
      ? `${rng.int(2, 9)}${digits(rng, 3)} ${digits(rng, 4)} ${digits(rng, 4)}`
      : kind === 'Driving licence'
        ? `TN${rng.int(10, 99)} ${rng.int(2005, 2023)}${digits(rng, 7)}`
        : kind === 'PAN'
          ? `${letter(rng)}${letter(rng)}${letter(rng)}P${letter(rng)}${digits(rng, 4)}${letter(rng)}`
          : `EMP${digits(rng, 5)}`;
  return {
    name: personName(rng),
    phone: `+91 ${rng.int(6, 9)}${digits(rng, 4)} ${digits(rng, 5)}`,
    company: rng.pick(companies),
    idProofType: kind,
    idProofNo,
    vehicleNo: rng.chance(0.5)
      ? `TN ${rng.int(10, 99)} ${letter(rng)}${letter(rng)} ${digits(rng, 4)}`
      : null,
  };
}

interface Visit {
  visitorId: string;
  name: string;
  inTime: Date;
  outTime: Date | null;
}

async function visitors(
  db: Db,
  rng: Rng,
  all: string[],
  festivals: Set<string>,
  guards: string[],
  scale: number,
): Promise<{ rows: number; visits: Visit[] }> {
  const companies = [
    ...(await db.select({ n: customers.customerName }).from(customers)).map((c) => c.n),
    ...(await db.select({ n: suppliers.name }).from(suppliers)).map((s) => s.n),
    ...serviceCompanies,
  ].sort();
  const hosts = await db
    .select({
      id: employees.employeeId,
      name: employees.employeeName,
      email: employees.companyEmail,
    })
    .from(employees)
    .where(sql`${employees.active} and ${isNotNull(employees.companyEmail)}`)
    .orderBy(asc(employees.employeeId));
  if (hosts.length === 0 || guards.length === 0) return { rows: 0, visits: [] };
  const people = Array.from({ length: scaled(150, scale) }, () => person(rng, companies));
  // A few people come often (suppliers' agents, the service engineer); most once or twice.
  const regulars = people.slice(0, Math.max(1, Math.round(people.length / 5)));
  const now = Date.now();
  const today = all[all.length - 1] ?? millToday();
  const planned: { who: Person; inTime: number; stay: number }[] = [];
  for (const day of all) {
    if (festivals.has(day)) continue;
    const count = weekday(day) === 0 ? rng.int(0, 2) : scaled(rng.int(5, 14), scale);
    for (let n = 0; n < count; n++) {
      const who = rng.chance(0.45) ? rng.pick(regulars) : rng.pick(people);
      const inTime =
        day === today
          ? now - minutes(rng.int(5, 420))
          : millTimeOn(day, '09:00').getTime() + minutes(rng.int(0, 8 * 60));
      const stay = rng.chance(0.04) ? rng.int(300, 600) : rng.int(15, 200);
      planned.push({ who, inTime, stay });
    }
  }
  planned.sort((a, b) => a.inTime - b.inTime);
  const perDay = new Map<string, number>();
  const rows: (typeof gateVisitors.$inferInsert)[] = [];
  const emails: (typeof visitorEmails.$inferInsert)[] = [];
  const visits: Visit[] = [];
  // One visitor three days ago was never marked out: the report shows them overstaying.
  const forgottenDay = millDate(Date.parse(today) - 3 * DAY_MS);
  let forgotten = false;
  for (const p of planned) {
    const day = millDate(p.inTime);
    const n = (perDay.get(day) ?? 0) + 1;
    perDay.set(day, n);
    const visitorId = dailyNo('VIS', day, n);
    const host = rng.pick(hosts);
    const outAt = p.inTime + minutes(p.stay);
    const forget: boolean = !forgotten && day === forgottenDay;
    forgotten ||= forget;
    const outTime = forget || outAt > now ? null : new Date(outAt);
    const inTime = new Date(p.inTime);
    const emailed = host.email !== null && rng.chance(0.85);
    const emailedAt = emailed ? new Date(Math.min(now, p.inTime + minutes(rng.int(1, 3)))) : null;
    rows.push({
      visitorId,
      passNo: visitorId,
      name: p.who.name,
      phone: p.who.phone,
      phoneKey: normalPhone(p.who.phone) ?? p.who.phone,
      company: p.who.company,
      purpose: rng.pick(visitPurposes),
      hostEmployee: host.name,
      hostEmployeeId: host.id,
      idProofType: p.who.idProofType,
      idProofNo: p.who.idProofNo,
      vehicleNo: p.who.vehicleNo,
      photo: demoVisitorPhoto,
      photoType: 'image/jpeg',
      inTime,
      outTime,
      emailedAt,
      createdBy: rng.pick(guards),
      exitedBy: outTime ? rng.pick(guards) : null,
      createdAt: inTime,
    });
    if (emailedAt && host.email) {
      emails.push({
        visitorId,
        recipient: host.email,
        status: 'sent',
        attempts: 1,
        nextAttemptAt: inTime,
        createdAt: inTime,
        sentAt: emailedAt,
      });
    }
    visits.push({ visitorId, name: p.who.name, inTime, outTime });
  }
  const written =
    (await insertInBatches(db, gateVisitors, rows)) +
    (await insertInBatches(db, visitorEmails, emails));
  return { rows: written, visits };
}

/** Goods that left on the stock step's entries in the last 90 days: the rolls, batch and entry. */
interface Leaving {
  entry_no: string;
  posting_date: string;
  batch_no: string | null;
  dispatch: boolean;
  rolls: string[] | null;
}

async function scans(
  db: Db,
  rng: Rng,
  since: string,
  visits: Visit[],
  guards: string[],
): Promise<number> {
  const now = Date.now();
  const rows: Omit<typeof securityScans.$inferInsert, 'scanId'>[] = [];
  const scan = (
    at: number,
    gate: string,
    code: string,
    kind: ScanKind,
    status: ScanStatus,
    reference: string | null,
    remarks: string | null,
  ) => {
    if (at > now) return;
    rows.push({
      scannedAt: new Date(at),
      guard: rng.pick(guards),
      gate,
      code,
      kind,
      status,
      reference,
      remarks,
    });
  };
  for (const v of visits) {
    if (v.outTime && rng.chance(0.7)) {
      scan(
        +v.outTime,
        'Main Gate',
        v.visitorId,
        'visitorPass',
        'ok',
        v.visitorId,
        `${v.name}, inside since arrival`,
      );
      // Now and then a guard scans a pass already handed back.
      if (rng.chance(0.02)) {
        scan(
          +v.outTime + minutes(rng.int(2, 30)),
          'Main Gate',
          v.visitorId,
          'visitorPass',
          'duplicate',
          v.visitorId,
          `${v.name} was already marked out`,
        );
      }
    }
  }
  const leaving = await rowsOf<Leaving>(
    db,
    sql`select e.entry_no, e.posting_date::text as posting_date, e.batch_no,
          (e.sales_order_no is not null) as dispatch,
          array_agg(l.roll_no order by l.id) filter (where l.roll_no is not null) as rolls
        from stock_entries e
        join stock_ledger l on l.entry_no = e.entry_no and l.rolls < 0 and l.warehouse is not null
        where e.posting_date >= ${since}::date
          and (e.kind = 'batchIssue' or (e.kind = 'transfer' and (e.sales_order_no is not null
            or exists (select 1 from warehouses w where w.name = e.to_warehouse and w.is_job_work))))
        group by e.entry_no, e.posting_date, e.batch_no, e.sales_order_no
        order by e.posting_date, e.entry_no`,
  );
  for (const e of leaving) {
    const at = millTimeOn(e.posting_date, '10:00').getTime() + minutes(rng.int(0, 7 * 60));
    scan(at, 'Dispatch Gate', e.entry_no, 'delivery', 'ok', e.entry_no, null);
    if (e.batch_no && !e.dispatch) {
      scan(
        at + minutes(1),
        'Dispatch Gate',
        e.batch_no,
        'batch',
        'ok',
        e.batch_no,
        `issued on ${e.entry_no}`,
      );
    }
    if (e.dispatch) {
      (e.rolls ?? []).forEach((roll, i) => {
        scan(at + minutes(2 + i), 'Dispatch Gate', roll, 'roll', 'ok', roll, `on ${e.entry_no}`);
        if (rng.chance(0.03)) {
          scan(
            at + minutes(3 + i),
            'Dispatch Gate',
            roll,
            'roll',
            'duplicate',
            roll,
            `already scanned out on ${e.entry_no}`,
          );
        }
      });
    }
  }
  // Rolls that were not cleared to leave, and labels the mill does not know.
  const stray = (
    await db
      .select({ rollNo: greigeRolls.rollNo, on: greigeRolls.producedOn })
      .from(greigeRolls)
      .where(sql`${greigeRolls.producedOn} >= ${since}::date`)
      .orderBy(asc(greigeRolls.rollNo))
  ).filter(() => rng.chance(0.01));
  for (const r of stray) {
    const at =
      millTimeOn(r.on, '11:00').getTime() + DAY_MS * rng.int(1, 5) + minutes(rng.int(0, 300));
    scan(
      at,
      'Dispatch Gate',
      r.rollNo,
      'roll',
      'rejected',
      r.rollNo,
      'not on a stock entry leaving the mill in the last 7 days',
    );
  }
  for (let d = 0; d < 90; d += rng.int(2, 6)) {
    const at = Date.parse(`${since}T05:30:00Z`) + d * DAY_MS + minutes(rng.int(0, 600));
    scan(
      at,
      rng.pick(['Main Gate', 'Dispatch Gate']),
      `X${digits(rng, 6)}`,
      'other',
      'notFound',
      null,
      null,
    );
  }
  rows.sort((a, b) => +a.scannedAt - +b.scannedAt);
  const perDay = new Map<string, number>();
  const numbered = rows.map((r) => {
    const day = millDate(r.scannedAt);
    const n = (perDay.get(day) ?? 0) + 1;
    perDay.set(day, n);
    return { ...r, scanId: dailyNo('SCAN', day, n) };
  });
  return insertInBatches(db, securityScans, numbered);
}

/** A billing address and a contact for each demo customer, as the ERPNext mirror would hold them. */
async function customerDetails(db: Db, rng: Rng): Promise<number> {
  const list = await db
    .select({
      id: customers.name,
      city: customers.city,
      gstin: customers.gstin,
      phone: customers.mobileNo,
      email: customers.emailId,
    })
    .from(customers)
    .orderBy(asc(customers.name));
  const addresses = list.map((c, i) => {
    const [pincode, country] = cityPostcodes[c.city ?? ''] ?? ['641604', 'India'];
    return {
      addressId: `ADDR-${pad(i + 1, 5)}`,
      customerId: c.id,
      addressType: 'Billing' as const,
      addressLine1: `${rng.int(1, 250)}, ${rng.pick(streets)}`,
      city: c.city ?? 'Tiruppur',
      state: c.gstin ? stateOfGstin(c.gstin) : null,
      pincode,
      country,
      isPrimary: true,
    };
  });
  const contacts = list.map((c, i) => {
    const [firstName = 'Staff', lastName = null] = personName(rng).split(' ');
    return {
      contactId: `CONT-${pad(i + 1, 5)}`,
      customerId: c.id,
      firstName,
      lastName,
      designation: rng.pick(['Purchase Manager', 'Merchandiser', 'Proprietor', 'Accounts']),
      phone: c.phone ?? `+91 9${digits(rng, 4)} ${digits(rng, 5)}`,
      email: c.email,
      isPrimary: true,
    };
  });
  return (
    (await insertInBatches(db, customerAddresses, addresses)) +
    (await insertInBatches(db, customerContacts, contacts))
  );
}

export const gateStep: DemoStep = {
  name: 'gate',
  run: async (db, rng, scale) => {
    // Each part draws from its own stream, so changing one leaves the others' rows as they were.
    const seed = rng.int(0, 2 ** 31 - 1);
    const today = millToday();
    const all = days(today);
    const guards = (
      await db
        .select({ name: employees.employeeName })
        .from(employees)
        .where(eq(employees.designation, 'Security Guard'))
        .orderBy(asc(employees.employeeId))
    ).map((g) => g.name);
    const festivals = await shiftsAndHolidays(db, all);
    let rows = demoShifts.length;
    rows += await attendance(db, rngFor(seed, 'attendance'), all, festivals);
    const seen = await visitors(db, rngFor(seed, 'visitors'), all, festivals, guards, scale);
    rows += seen.rows;
    rows += await scans(db, rngFor(seed, 'scans'), all[0] ?? today, seen.visits, guards);
    rows += await customerDetails(db, rngFor(seed, 'customers'));
    return rows;
  },
};
