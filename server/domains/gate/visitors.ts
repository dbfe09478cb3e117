import { and, asc, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  visitorEntryProblems,
  type ReturningVisitor,
  type VisitorAlreadyOut,
  type VisitorDetails,
} from '../../../contract/gate/visitors';
import { normalPhone } from '../../../rules/india';
import type { Db } from '../../db/client';
import { queueForSite } from '../../erpnext/push/hooks';
import { nextDailyNo } from '../../db/numbering';
import { employees, gateVisitors } from '../../db/schema';
import type { HandlerMap } from '../../http/context';
import { AppError, badInput, conflict, notFound } from '../../http/errors';
import { rowsOf } from '../../db/rows';
import { tamilNameOf } from './names';
import { photoDataUrl, readPhoto } from './photos';
import { toVisitorRow } from './report';
import { readVisitorSettings } from './settings';
import { millDate } from './time';

/** A device clock a few minutes ahead is normal; a time further on is a mistake. */
const CLOCK_SLACK_MS = 10 * 60_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The visitor a request names: by id (or the clientId a pass printed offline carries), or by the
 * pass — the visitor inside holding it, else the last one who held it.
 */
async function findVisitor(db: Db, which: { visitorId?: string; passNo?: string }) {
  if (which.visitorId !== undefined) {
    const id = which.visitorId;
    const [row] = await db
      .select()
      .from(gateVisitors)
      .where(
        UUID.test(id)
          ? or(eq(gateVisitors.visitorId, id), eq(gateVisitors.clientId, id.toLowerCase()))
          : eq(gateVisitors.visitorId, id),
      )
      .limit(1);
    if (!row) throw notFound(`No visitor ${id} came in at the gate.`);
    return row;
  }
  const passNo = (which.passNo ?? '').toUpperCase();
  const [row] = await db
    .select()
    .from(gateVisitors)
    .where(eq(gateVisitors.passNo, passNo))
    .orderBy(sql`${gateVisitors.outTime} is null desc`, desc(gateVisitors.inTime))
    .limit(1);
  if (!row) throw notFound(`No visitor was given pass ${passNo}.`);
  return row;
}

/**
 * A field refused for one of the contract's reasons (`visitorEntryProblems`), which the guard's
 * screen words in the guard's language; the error's message says more, for anyone reading the log.
 */
const refusedField = (path: string, problem: string, more: string): AppError =>
  new AppError('bad_input', `${path}: ${more}`, [{ path, message: problem }]);

/** The employee a visitor comes to see, by employee id or by name (active employees only). */
async function hostNamed(db: Db, typed: string) {
  const found = await db
    .select({ employeeId: employees.employeeId, employeeName: employees.employeeName })
    .from(employees)
    .where(
      and(
        eq(employees.active, true),
        or(
          eq(employees.employeeId, typed),
          sql`lower(${employees.employeeName}) = lower(${typed})`,
        ),
      ),
    )
    .orderBy(asc(employees.employeeId))
    .limit(5);
  const byId = found.find((e) => e.employeeId === typed);
  if (byId) return byId;
  const [only, another] = found;
  if (!only) {
    throw refusedField(
      'jsonData.hostEmployee',
      visitorEntryProblems.hostUnknown,
      `no active employee is named ${typed}`,
    );
  }
  if (another) {
    throw refusedField(
      'jsonData.hostEmployee',
      visitorEntryProblems.hostAmbiguous,
      `${found.length} employees are named ${typed}: pick one by employee id`,
    );
  }
  return only;
}

const notAhead = (at: Date, field: string, now = Date.now()) => {
  if (at.getTime() > now + CLOCK_SLACK_MS) throw badInput(field, 'must not be in the future');
};

export const visitorHandlers = {
  getVisitorFromDB: async (ctx, { rowData }) => {
    const v = await findVisitor(ctx.db, rowData);
    const { overstayMinutes } = await readVisitorSettings(ctx.db);
    const details: VisitorDetails = {
      ...toVisitorRow({ ...v, hasPhoto: v.photo !== null }, overstayMinutes),
      photo: photoDataUrl(v.photo, v.photoType),
    };
    return details;
  },

  getVisitorHostsFromDB: async (ctx) =>
    ctx.db
      .select({
        employeeId: employees.employeeId,
        employeeName: employees.employeeName,
        designation: employees.designation,
        department: employees.department,
        designationTa: tamilNameOf('designation', sql`${employees.designation}`),
        departmentTa: tamilNameOf('department', sql`${employees.department}`),
        hasEmail: sql<boolean>`${employees.companyEmail} is not null`,
      })
      .from(employees)
      .where(eq(employees.active, true))
      .orderBy(sql`lower(${employees.employeeName}) collate "C"`, asc(employees.employeeId))
      .then((rows) => rows.map((r) => ({ ...r, hasEmail: Boolean(r.hasEmail) }))),

  /**
   * Returning visitors by phone (six digits or more: the whole number, or the digits anywhere in
   * it) or by the start of a name: each person's latest details, newest visit first.
   */
  getVistorDataFromERPNext: async (ctx, { jsonData }) => {
    const digits = jsonData.replace(/\D/g, '');
    const phone = normalPhone(jsonData);
    const name = jsonData.trim().toLowerCase();
    const match: SQL =
      phone !== null
        ? sql`v.phone_key = ${phone}`
        : digits.length >= 6
          ? sql`strpos(v.phone_key, ${digits}) > 0`
          : sql`(lower(v.name) like ${`${escapeLike(name)}%`} or lower(v.name) like ${`% ${escapeLike(name)}%`})`;
    const rows = await rowsOf<{
      name: string;
      phone: string;
      company: string;
      id_proof_type: ReturningVisitor['idProofType'];
      id_proof_no: string;
      vehicle_no: string | null;
      photo: Uint8Array | null;
      photo_type: string | null;
      in_time: string | Date;
      visits: number;
    }>(
      ctx.db,
      sql`select * from (
            select distinct on (v.phone_key) v.name, v.phone, v.company, v.id_proof_type,
              v.id_proof_no, v.vehicle_no, v.photo, v.photo_type, v.in_time,
              (count(*) over (partition by v.phone_key))::int as visits
            from ${gateVisitors} v
            where ${match}
            order by v.phone_key, v.in_time desc
          ) latest
          order by in_time desc
          limit 10`,
    );
    return rows.map((r): ReturningVisitor => ({
      name: r.name,
      phone: r.phone,
      company: r.company,
      idProofType: r.id_proof_type,
      idProofNo: r.id_proof_no,
      vehicleNo: r.vehicle_no,
      photo: photoDataUrl(r.photo, r.photo_type),
      lastVisitAt: new Date(r.in_time).toISOString(),
      visits: Number(r.visits),
    }));
  },

  postVistorDataToDB: async (ctx, { jsonData: v }) => {
    if (v.clientId) {
      const [same] = await ctx.db
        .select({ visitorId: gateVisitors.visitorId, passNo: gateVisitors.passNo })
        .from(gateVisitors)
        .where(eq(gateVisitors.clientId, v.clientId));
      if (same) return { ok: true as const, ...same };
    }
    const inTime = new Date(v.inTime);
    notAhead(inTime, 'jsonData.inTime');
    const host = await hostNamed(ctx.db, v.hostEmployee);
    const photo = v.photo ? readPhoto(v.photo, 'jsonData.photo') : null;
    const phoneKey = normalPhone(v.phone);
    if (!phoneKey) throw badInput('jsonData.phone', 'must be a phone number');
    if (v.passNo) {
      const [holder] = await ctx.db
        .select({ name: gateVisitors.name, visitorId: gateVisitors.visitorId })
        .from(gateVisitors)
        .where(and(eq(gateVisitors.passNo, v.passNo), isNull(gateVisitors.outTime)));
      if (holder) {
        throw refusedField(
          'jsonData.passNo',
          visitorEntryProblems.passHeld,
          `pass ${v.passNo} is held by ${holder.name} (${holder.visitorId}), still inside: mark them out first or give another pass`,
        );
      }
    }
    const visitorId = await nextDailyNo(ctx.db, gateVisitors.visitorId, 'VIS', millDate(inTime));
    const passNo = v.passNo ?? visitorId;
    await ctx.db.insert(gateVisitors).values({
      visitorId,
      passNo,
      clientId: v.clientId ?? null,
      name: v.name,
      phone: v.phone,
      phoneKey,
      company: v.company,
      purpose: v.purpose,
      hostEmployee: host.employeeName,
      hostEmployeeId: host.employeeId,
      idProofType: v.idProofType,
      idProofNo: v.idProofNo,
      vehicleNo: v.vehicleNo ?? null,
      photo: photo?.bytes ?? null,
      photoType: photo?.type ?? null,
      inTime,
      remarks: v.remarks || null,
      createdBy: ctx.user.username,
    });
    await queueForSite(ctx, 'visitor', visitorId);
    return { ok: true as const, visitorId, passNo };
  },

  /** Marks a visitor out once: an exit needs their entry, and a second exit is refused. */
  setVisitorReportExit: async (ctx, { rowData }) => {
    const found = await findVisitor(ctx.db, rowData);
    // Locked, so two guards marking the same visitor out at once cannot both succeed.
    const [v] = await ctx.db
      .select()
      .from(gateVisitors)
      .where(eq(gateVisitors.visitorId, found.visitorId))
      .for('no key update');
    if (!v) throw notFound(`No visitor ${found.visitorId} came in at the gate.`);
    if (v.outTime) {
      // The guard's screen words it from the detail, the time in the app's format.
      const detail = {
        reason: 'alreadyOut',
        visitorId: v.visitorId,
        passNo: v.passNo,
        name: v.name,
        outTime: v.outTime.toISOString(),
      } satisfies VisitorAlreadyOut;
      throw conflict(`${v.name} (${v.visitorId}) was already marked out.`, detail);
    }
    const outTime = rowData.outTime ? new Date(rowData.outTime) : new Date();
    notAhead(outTime, 'rowData.outTime');
    if (outTime < v.inTime) {
      throw badInput('rowData.outTime', `must not be before ${v.name} came in`);
    }
    await ctx.db
      .update(gateVisitors)
      .set({ outTime, exitedBy: ctx.user.username })
      .where(eq(gateVisitors.visitorId, v.visitorId));
    await queueForSite(ctx, 'visitor', v.visitorId, 'edited');
    return { ok: true as const, visitorId: v.visitorId, outTime: outTime.toISOString() };
  },
} satisfies HandlerMap;

/** `%` and `_` typed in a name are letters, not wildcards. */
const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);
