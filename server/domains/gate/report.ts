import { and, desc, gte, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { PageParams } from '../../../contract';
import type { VisitorRow } from '../../../contract/gate/visitors';
import { dayInZone } from '../../../rules/periods';
import type { Db } from '../../db/client';
import { gateVisitors } from '../../db/schema';
import type { HandlerMap } from '../../http/context';
import { keysetPage } from '../../http/paging';
import { readVisitorSettings } from './settings';
import { millDays } from './time';

/** The visitor report: the visits of a date range, paged newest first (decision 011). */

const rowColumns = {
  visitorId: gateVisitors.visitorId,
  passNo: gateVisitors.passNo,
  name: gateVisitors.name,
  phone: gateVisitors.phone,
  company: gateVisitors.company,
  purpose: gateVisitors.purpose,
  hostEmployee: gateVisitors.hostEmployee,
  idProofType: gateVisitors.idProofType,
  idProofNo: gateVisitors.idProofNo,
  vehicleNo: gateVisitors.vehicleNo,
  hasPhoto: sql<boolean>`${gateVisitors.photo} is not null`,
  inTime: gateVisitors.inTime,
  outTime: gateVisitors.outTime,
  emailedAt: gateVisitors.emailedAt,
  remarks: gateVisitors.remarks,
};

/** A stored visit as the lists select it. */
export interface StoredVisit {
  visitorId: string;
  passNo: string;
  name: string;
  phone: string;
  company: string;
  purpose: string;
  hostEmployee: string;
  idProofType: VisitorRow['idProofType'];
  idProofNo: string;
  vehicleNo: string | null;
  hasPhoto: boolean;
  inTime: Date;
  outTime: Date | null;
  emailedAt: Date | null;
  remarks: string | null;
}

/** A stored visit as the contract's row: times as ISO, in or out, overstaying or not. */
export function toVisitorRow(
  r: StoredVisit,
  overstayMinutes: number,
  now = Date.now(),
): VisitorRow {
  const { emailedAt, inTime, outTime, ...rest } = r;
  return {
    ...rest,
    hasPhoto: Boolean(r.hasPhoto),
    inTime: inTime.toISOString(),
    outTime: outTime ? outTime.toISOString() : null,
    status: outTime ? 'out' : 'in',
    emailedToHost: emailedAt !== null,
    overstay: !outTime && now - inTime.getTime() > overstayMinutes * 60_000,
  };
}

/** The cursor of the visitor lists: the last row's entry time and visitor id, newest first. */
const visitKey = z.tuple([z.iso.datetime({ offset: true }), z.string().min(1).max(80)]);

/**
 * One page of the visits `where` selects, newest first by (in time, visitor id): the order the
 * `gate_visitors (in_time, visitor_id)` index serves, so a page seeks to its cursor.
 */
async function visitorPage(db: Db, where: SQL | undefined, params: PageParams) {
  const { overstayMinutes } = await readVisitorSettings(db);
  const now = Date.now();
  return keysetPage(params, {
    key: visitKey,
    keyOf: (r: VisitorRow) => [r.inTime, r.visitorId] as [string, string],
    rows: async (after, take) => {
      const rows = await db
        .select(rowColumns)
        .from(gateVisitors)
        .where(
          after
            ? and(
                where,
                sql`(${gateVisitors.inTime}, ${gateVisitors.visitorId}) < (${after[0]}::timestamptz, ${after[1]})`,
              )
            : where,
        )
        .orderBy(desc(gateVisitors.inTime), desc(gateVisitors.visitorId))
        .limit(take);
      return rows.map((r) => toVisitorRow(r, overstayMinutes, now));
    },
    total: () => db.$count(gateVisitors, where),
  });
}

export const visitorReportHandlers = {
  /**
   * Visitors who came in during the range, newest first; when the range reaches today, also
   * anyone still inside who came before it, so a visitor never marked out stays in sight.
   * `status` keeps only those inside or only those out.
   */
  getVisitorReportFromDBAllData: async (ctx, { jsonStartDate, jsonEndDate, status, ...page }) => {
    const { start, end } = millDays(jsonStartDate, jsonEndDate);
    const inRange = and(gte(gateVisitors.inTime, start), lt(gateVisitors.inTime, end));
    const stillInside =
      jsonEndDate >= dayInZone(new Date()) && status !== 'out'
        ? and(isNull(gateVisitors.outTime), lt(gateVisitors.inTime, end))
        : undefined;
    const visits = stillInside ? or(inRange, stillInside) : inRange;
    const only =
      status === 'in'
        ? isNull(gateVisitors.outTime)
        : status === 'out'
          ? isNotNull(gateVisitors.outTime)
          : undefined;
    return visitorPage(ctx.db, only ? and(visits, only) : visits, page);
  },

  getVisitorReportFromDBAllDataForOut: async (ctx, { jsonStartDate, jsonEndDate, ...page }) => {
    const { start, end } = millDays(jsonStartDate, jsonEndDate);
    return visitorPage(
      ctx.db,
      and(
        gte(gateVisitors.inTime, start),
        lt(gateVisitors.inTime, end),
        isNotNull(gateVisitors.outTime),
      ),
      page,
    );
  },
} satisfies HandlerMap;
