import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { calls } from '../../../contract';
import type { VisitorRow } from '../../../contract/gate/visitors';
import { customerPayload } from '../../../contract/main/customers';
import { stateOfGstin } from '../../../rules/india';
import { dayInZone } from '../../../rules/periods';
import { handlerCtx, seededTestDb } from '../../../tests/support/demo';
import { rowsOf } from '../../db/rows';
import { customersHandlers } from '../customers/handlers';
import { gateHandlers as h } from '.';
import { DAY_MS, millDate } from './time';

/** The demo mill's gate and people: 90 days of punches, visitors and scans that read as a real mill. */
const db = await seededTestDb();
const ctx = handlerCtx(db);
const today = dayInZone(new Date());
const daysAgo = (n: number) => millDate(Date.now() - n * DAY_MS);

/** The latest weekday before today that is not on the holiday list. */
const [workday] = await rowsOf<{ day: string }>(
  db,
  sql`select d::date::text as day from generate_series(${daysAgo(1)}::date, ${daysAgo(14)}::date, '-1 day') d
      where extract(dow from d) <> 0 and not exists (select 1 from holidays h where h.holiday_date = d::date)
      limit 1`,
);
const day = workday?.day ?? daysAgo(2);

/** Every row of a visitor list, page after page, each page as the contract has it. */
async function everyPage(read: (cursor?: string) => Promise<unknown>): Promise<VisitorRow[]> {
  const rows: VisitorRow[] = [];
  let cursor: string | undefined;
  do {
    const page = calls.getVisitorReportFromDBAllData.output.parse(await read(cursor));
    rows.push(...page.rows);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return rows;
}

describe('the demo attendance', () => {
  it('has punches on 90 days back from today, for the floor on Sundays too', async () => {
    const [span] = await rowsOf<{ first: string; days: number; sundays: number }>(
      db,
      sql`select min(attendance_date)::text as first, count(distinct attendance_date)::int as days,
            count(distinct attendance_date) filter (where extract(dow from attendance_date) = 0)::int as sundays
          from employee_checkins`,
    );
    expect(span?.first).toBe(daysAgo(90));
    expect(span?.days).toBeGreaterThanOrEqual(85);
    expect(span?.sundays).toBeGreaterThanOrEqual(10);
  });

  it('reads a working day as a mill would: most present, some late, absent and on leave', async () => {
    const rows = calls.getAttendanceDataFromDB.output.parse(
      await h.getAttendanceDataFromDB(ctx, { jsonTodayDate: day }),
    );
    const of = (s: string) => rows.filter((r) => r.status === s).length;
    expect(rows.length).toBeGreaterThan(100);
    expect(of('Present') / rows.length).toBeGreaterThan(0.8);
    expect(of('Absent') + of('On Leave')).toBeGreaterThan(0);
    expect(rows.filter((r) => r.late).length).toBeGreaterThan(0);
    for (const r of rows.filter((r) => r.status === 'Present')) {
      expect(r.punches.length, r.employeeId).toBeGreaterThan(0);
      expect(r.shift).not.toBeNull();
    }
    const byDesignation = await h.getAttendanceDataDesignationWiseFromDB(ctx, {
      jsonTodayDate: day,
    });
    expect(byDesignation.reduce((s, d) => s + d.total, 0)).toBe(rows.length);
    expect(byDesignation.reduce((s, d) => s + d.late, 0)).toBe(rows.filter((r) => r.late).length);
    expect(byDesignation.map((d) => d.designation)).toContain('Security Guard');
  });

  it('names every designation, department and shift of the day in Tamil', async () => {
    const rows = calls.getAttendanceDataFromDB.output.parse(
      await h.getAttendanceDataFromDB(ctx, { jsonTodayDate: day }),
    );
    for (const r of rows) {
      expect(r.designationTa, r.designation ?? '').toMatch(/[\u0B80-\u0BFF]/);
      expect(r.departmentTa, r.department ?? '').toMatch(/[\u0B80-\u0BFF]/);
      if (r.shift) expect(r.shiftTa, r.shift).toMatch(/[\u0B80-\u0BFF]/);
    }
  });
});

describe('the demo visitors and scans', () => {
  it('has visitors on most days of the last 90, with photos and hosts who receive mail', async () => {
    const range = { jsonStartDate: daysAgo(90), jsonEndDate: today };
    const rows = await everyPage((cursor) =>
      h.getVisitorReportFromDBAllData(ctx, { ...range, limit: 200, cursor }),
    );
    const days = new Set(rows.map((r) => millDate(Date.parse(r.inTime))));
    expect(days.size).toBeGreaterThan(70);
    expect(rows.every((r) => r.hasPhoto)).toBe(true);
    expect(rows.filter((r) => r.emailedToHost).length / rows.length).toBeGreaterThan(0.7);
    // Someone never marked out days ago shows as overstaying.
    expect(rows.some((r) => r.status === 'in' && r.overstay)).toBe(true);
    const out = await everyPage((cursor) =>
      h.getVisitorReportFromDBAllDataForOut(ctx, { ...range, limit: 200, cursor }),
    );
    expect(out.every((r) => r.status === 'out')).toBe(true);
    expect(out.length).toBeGreaterThan(rows.length * 0.9);
  });

  it('has returning visitors the gate finds by phone', async () => {
    const [regular] = await rowsOf<{ phone: string; n: number }>(
      db,
      sql`select phone, count(*)::int as n from gate_visitors group by phone order by n desc, phone limit 1`,
    );
    const found = await h.getVistorDataFromERPNext(ctx, { jsonData: regular?.phone ?? '' });
    expect(found).toHaveLength(1);
    expect(found[0]?.visits).toBe(regular?.n);
    expect(regular?.n).toBeGreaterThan(2);
  });

  it('has 90 days of scans of every kind the gate sees, paged newest first', async () => {
    const page = calls.getSecurityScanReport.output.parse(
      await h.getSecurityScanReport(ctx, {
        jsonStartDate: daysAgo(90),
        jsonEndDate: today,
        limit: 200,
      }),
    );
    expect(page.total).toBeGreaterThan(500);
    expect(page.rows).toHaveLength(200);
    const kinds = await rowsOf<{ kind: string; status: string }>(
      db,
      sql`select distinct kind, status from security_scans`,
    );
    const seen = new Set(kinds.map((k) => `${k.kind}:${k.status}`));
    for (const k of [
      'visitorPass:ok',
      'roll:ok',
      'roll:rejected',
      'batch:ok',
      'delivery:ok',
      'other:notFound',
    ]) {
      expect(seen, k).toContain(k);
    }
    // What the guard was told is data the screen words: no sentence of the server's.
    expect(page.rows.every((r) => r.remarks === null)).toBe(true);
    const [visitorPasses] = await rowsOf<{ n: number; worded: number }>(
      db,
      sql`select count(*)::int as n, (count(*) filter (where finding = 'visitorInside'
            and finding_name is not null and finding_at is not null))::int as worded
          from security_scans where kind = 'visitorPass' and status = 'ok'`,
    );
    expect(visitorPasses?.n).toBeGreaterThan(0);
    expect(visitorPasses?.worded).toBe(visitorPasses?.n);
  });
});

describe('the demo customers', () => {
  it('carry valid GSTINs, and a billing address in the state of the GSTIN', async () => {
    const list = await customersHandlers.getCustomerDataFromDB(ctx);
    for (const c of list.filter((c) => c.gstin)) {
      expect(customerPayload.shape.gstin.safeParse(c.gstin).success, c.gstin ?? '').toBe(true);
      const details = await customersHandlers.getCustomerDetailsFromDB(ctx, {
        customerId: c.customerId,
      });
      expect(details.addresses[0]).toMatchObject({
        addressType: 'Billing',
        isPrimary: true,
        state: stateOfGstin(c.gstin ?? ''),
      });
      expect(details.contacts).toHaveLength(1);
      expect(details.state).toBe(stateOfGstin(c.gstin ?? ''));
    }
  });
});
