import { and, count, desc, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  EXPECTED_WITHIN_DAYS,
  type ScanFinding,
  type ScanKind,
  type ScanStatus,
  type SecurityScanPayload,
  type SecurityScanRow,
} from '../../../contract/main/security';
import type { Db } from '../../db/client';
import { nextDailyNo } from '../../db/numbering';
import {
  batches,
  finishRolls,
  gateVisitors,
  greigeRolls,
  securityScans,
  stockEntries,
  stockLedger,
  warehouses,
} from '../../db/schema';
import type { HandlerMap } from '../../http/context';
import { badInput } from '../../http/errors';
import { keysetPage } from '../../http/paging';
import { rowsOf } from '../../db/rows';
import { DAY_MS, millDate, millDays, millMidnight } from './time';

/**
 * Gate scans (docs/decisions/024-gate-and-visitors.md). A scan is judged when it is made and
 * stored with its verdict, so the report shows what the guard was told at the gate.
 */

const CLOCK_SLACK_MS = 10 * 60_000;

interface Verdict {
  kind: ScanKind;
  status: ScanStatus;
  reference: string | null;
  /** What was found, as data: the guard's screen words it (never a sentence made here). */
  finding: Finding | null;
}

/** A finding as it is stored: the visitor's time as an instant. */
type Finding = Omit<ScanFinding, 'at'> & { at: Date | null };

const found = (what: ScanFinding['what'], values: Partial<Finding> = {}): Finding => ({
  what,
  name: null,
  at: null,
  day: null,
  entryNo: null,
  days: null,
  ...values,
});

/** The first day goods on an entry are still expected, for a scan at `at`. */
const expectedSince = (at: Date): string =>
  millDate(millMidnight(millDate(at)).getTime() - EXPECTED_WITHIN_DAYS * DAY_MS);

/**
 * A stock entry that takes goods out of the mill: rolls issued to a dyeing processor, or moved to
 * a job-work warehouse or for a sales order (a dispatch).
 */
const leavesTheMill = (e: { kind: SQL; sales: SQL; to: SQL }): SQL =>
  sql`(${e.kind} = 'batchIssue' or (${e.kind} = 'transfer' and (${e.sales} is not null
    or exists (select 1 from ${warehouses} w where w.name = ${e.to} and w.is_job_work))))`;

/** An earlier scan that already let this through: the same thing passing twice is a duplicate. */
async function passedBefore(
  db: Db,
  kinds: ScanKind[],
  reference: string,
  since: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(securityScans)
    .where(
      and(
        or(...kinds.map((k) => eq(securityScans.kind, k))),
        eq(securityScans.reference, reference),
        eq(securityScans.status, 'ok'),
        gte(securityScans.scannedAt, since),
      ),
    );
  return (row?.n ?? 0) > 0;
}

async function asVisitorPass(db: Db, code: string): Promise<Verdict | null> {
  const passNo = code.toUpperCase();
  const [v] = await db
    .select({
      visitorId: gateVisitors.visitorId,
      name: gateVisitors.name,
      inTime: gateVisitors.inTime,
      outTime: gateVisitors.outTime,
    })
    .from(gateVisitors)
    .where(or(eq(gateVisitors.passNo, passNo), eq(gateVisitors.visitorId, passNo)))
    .orderBy(sql`${gateVisitors.outTime} is null desc`, desc(gateVisitors.inTime))
    .limit(1);
  if (!v) return null;
  return v.outTime
    ? {
        kind: 'visitorPass',
        status: 'duplicate',
        reference: v.visitorId,
        finding: found('visitorOut', { name: v.name, at: v.outTime }),
      }
    : {
        kind: 'visitorPass',
        status: 'ok',
        reference: v.visitorId,
        finding: found('visitorInside', { name: v.name, at: v.inTime }),
      };
}

async function asStockEntry(
  db: Db,
  code: string,
  kind: ScanKind,
  at: Date,
): Promise<Verdict | null> {
  const [entry] = await rowsOf<{ entry_no: string; posting_date: string; leaving: boolean }>(
    db,
    sql`select e.entry_no, e.posting_date::text as posting_date,
          ${leavesTheMill({ kind: sql`e.kind`, sales: sql`e.sales_order_no`, to: sql`e.to_warehouse` })} as leaving
        from ${stockEntries} e where e.entry_no = ${code}`,
  );
  if (!entry) return null;
  const since = expectedSince(at);
  if (!entry.leaving) {
    return {
      kind,
      status: 'rejected',
      reference: entry.entry_no,
      finding: found('takesNothingOut'),
    };
  }
  if (entry.posting_date < since || entry.posting_date > millDate(at)) {
    return {
      kind,
      status: 'rejected',
      reference: entry.entry_no,
      finding: found('postedEarlier', { day: entry.posting_date, days: EXPECTED_WITHIN_DAYS }),
    };
  }
  const twice = await passedBefore(
    db,
    ['delivery', 'gatePass'],
    entry.entry_no,
    millMidnight(entry.posting_date),
  );
  return {
    kind,
    status: twice ? 'duplicate' : 'ok',
    reference: entry.entry_no,
    finding: twice ? found('scannedOut') : null,
  };
}

async function asBatch(db: Db, code: string, at: Date): Promise<Verdict | null> {
  const [batch] = await rowsOf<{
    batch_no: string;
    entry_no: string | null;
    posting_date: string | null;
  }>(
    db,
    sql`select b.batch_no, e.entry_no, e.posting_date::text as posting_date
        from ${batches} b
        left join ${stockEntries} e on e.entry_no = b.stock_entry_no
          or (e.batch_no = b.batch_no and e.kind = 'batchIssue')
        where b.batch_no = ${code}
        order by e.posting_date desc nulls last
        limit 1`,
  );
  if (!batch) return null;
  if (!batch.entry_no || !batch.posting_date) {
    return {
      kind: 'batch',
      status: 'rejected',
      reference: batch.batch_no,
      finding: found('notIssued'),
    };
  }
  if (batch.posting_date < expectedSince(at) || batch.posting_date > millDate(at)) {
    return {
      kind: 'batch',
      status: 'rejected',
      reference: batch.batch_no,
      finding: found('issuedEarlier', { day: batch.posting_date, days: EXPECTED_WITHIN_DAYS }),
    };
  }
  const twice = await passedBefore(db, ['batch'], batch.batch_no, millMidnight(batch.posting_date));
  return {
    kind: 'batch',
    status: twice ? 'duplicate' : 'ok',
    reference: batch.batch_no,
    finding: twice ? found('scannedOut') : found('issuedOn', { entryNo: batch.entry_no }),
  };
}

async function asRoll(db: Db, code: string, at: Date): Promise<Verdict | null> {
  const [leaving] = await rowsOf<{ entry_no: string; posting_date: string }>(
    db,
    sql`select e.entry_no, e.posting_date::text as posting_date
        from ${stockLedger} l
        join ${stockEntries} e on e.entry_no = l.entry_no
        where l.roll_no = ${code} and l.rolls < 0 and l.warehouse is not null
          and e.posting_date between ${expectedSince(at)}::date and ${millDate(at)}::date
          and ${leavesTheMill({ kind: sql`e.kind`, sales: sql`e.sales_order_no`, to: sql`e.to_warehouse` })}
        order by e.posting_date desc, l.id desc
        limit 1`,
  );
  if (leaving) {
    const twice = await passedBefore(db, ['roll'], code, millMidnight(leaving.posting_date));
    return {
      kind: 'roll',
      status: twice ? 'duplicate' : 'ok',
      reference: code,
      finding: found(twice ? 'scannedOut' : 'leavesOn', { entryNo: leaving.entry_no }),
    };
  }
  const [known] = await rowsOf<{ roll_no: string }>(
    db,
    sql`select ${greigeRolls.rollNo} as roll_no from ${greigeRolls} where ${greigeRolls.rollNo} = ${code}
        union all select ${finishRolls.finishRollNo} from ${finishRolls} where ${finishRolls.finishRollNo} = ${code}
        union all select ${stockLedger.rollNo} from ${stockLedger} where ${stockLedger.rollNo} = ${code}
        limit 1`,
  );
  if (!known) return null;
  return {
    kind: 'roll',
    status: 'rejected',
    reference: code,
    finding: found('notLeaving', { days: EXPECTED_WITHIN_DAYS }),
  };
}

/** What a scanned code is and whether it was expected, trying the kind the guard named first. */
export async function judgeScan(
  db: Db,
  code: string,
  kind: ScanKind | undefined,
  at: Date,
): Promise<Verdict> {
  const tries: Record<ScanKind, () => Promise<Verdict | null>> = {
    visitorPass: () => asVisitorPass(db, code),
    delivery: () => asStockEntry(db, code, 'delivery', at),
    gatePass: () => asStockEntry(db, code, 'gatePass', at),
    batch: () => asBatch(db, code, at),
    roll: () => asRoll(db, code, at),
    other: async () => null,
  };
  const order: ScanKind[] = ['visitorPass', 'delivery', 'batch', 'roll'];
  const first: ScanKind[] = kind && kind !== 'other' ? [kind] : [];
  for (const k of [...first, ...order.filter((o) => !first.includes(o))]) {
    const verdict = await tries[k]();
    if (verdict) return verdict;
  }
  return { kind: kind ?? 'other', status: 'notFound', reference: null, finding: null };
}

const scanColumns = {
  scanId: securityScans.scanId,
  scannedAt: securityScans.scannedAt,
  guard: securityScans.guard,
  gate: securityScans.gate,
  code: securityScans.code,
  kind: securityScans.kind,
  status: securityScans.status,
  reference: securityScans.reference,
  finding: securityScans.finding,
  findingName: securityScans.findingName,
  findingAt: securityScans.findingAt,
  findingDay: securityScans.findingDay,
  findingEntry: securityScans.findingEntry,
  findingDays: securityScans.findingDays,
  remarks: securityScans.remarks,
};

type Stored = Omit<SecurityScanRow, 'scannedAt' | 'finding'> & {
  scannedAt: Date;
  finding: ScanFinding['what'] | null;
  findingName: string | null;
  findingAt: Date | null;
  findingDay: string | null;
  findingEntry: string | null;
  findingDays: number | null;
};

const toRow = ({
  finding,
  findingName,
  findingAt,
  findingDay,
  findingEntry,
  findingDays,
  ...r
}: Stored): SecurityScanRow => ({
  ...r,
  scannedAt: r.scannedAt.toISOString(),
  finding: finding && {
    what: finding,
    name: findingName,
    at: findingAt?.toISOString() ?? null,
    day: findingDay,
    entryNo: findingEntry,
    days: findingDays,
  },
});

/** The cursor of the scan list: the last row's time and id, newest first. */
const scanKey = z.tuple([z.iso.datetime({ offset: true }), z.string().min(1).max(80)]);

async function recordScan(db: Db, s: SecurityScanPayload, guard: string): Promise<SecurityScanRow> {
  if (s.clientId) {
    const [same] = await db
      .select(scanColumns)
      .from(securityScans)
      .where(eq(securityScans.clientId, s.clientId));
    if (same) return toRow(same);
  }
  const scannedAt = s.scannedAt ? new Date(s.scannedAt) : new Date();
  if (scannedAt.getTime() > Date.now() + CLOCK_SLACK_MS) {
    throw badInput('jsonData.scannedAt', 'must not be in the future');
  }
  const verdict = await judgeScan(db, s.code, s.kind, scannedAt);
  const f = verdict.finding;
  const scanId = await nextDailyNo(db, securityScans.scanId, 'SCAN', millDate(scannedAt));
  const [row] = await db
    .insert(securityScans)
    .values({
      scanId,
      scannedAt,
      guard,
      gate: s.gate,
      code: s.code,
      kind: verdict.kind,
      status: verdict.status,
      reference: verdict.reference,
      finding: f?.what ?? null,
      findingName: f?.name ?? null,
      findingAt: f?.at ?? null,
      findingDay: f?.day ?? null,
      findingEntry: f?.entryNo ?? null,
      findingDays: f?.days ?? null,
      remarks: s.remarks || null,
      clientId: s.clientId ?? null,
    })
    .returning(scanColumns);
  if (!row) throw new Error('scan not recorded');
  return toRow(row);
}

export const scanHandlers = {
  postSecurityScanData: async (ctx, { jsonData }) =>
    recordScan(ctx.db, jsonData, ctx.user.username),

  getSecurityScanReport: async (ctx, input) => {
    const { start, end } = millDays(input.jsonStartDate, input.jsonEndDate);
    const inRange = and(gte(securityScans.scannedAt, start), lt(securityScans.scannedAt, end));
    return keysetPage(input, {
      key: scanKey,
      keyOf: (r: SecurityScanRow) => [r.scannedAt, r.scanId] as [string, string],
      rows: async (after, take) => {
        const rows = await ctx.db
          .select(scanColumns)
          .from(securityScans)
          .where(
            after
              ? and(
                  inRange,
                  sql`(${securityScans.scannedAt}, ${securityScans.scanId}) < (${after[0]}::timestamptz, ${after[1]})`,
                )
              : inRange,
          )
          .orderBy(desc(securityScans.scannedAt), desc(securityScans.scanId))
          .limit(take);
        return rows.map(toRow);
      },
      total: async () => ctx.db.$count(securityScans, inRange),
    });
  },
} satisfies HandlerMap;
