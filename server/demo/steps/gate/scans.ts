import { asc, sql } from 'drizzle-orm';
import {
  EXPECTED_WITHIN_DAYS,
  type ScanFindingKind,
  type ScanKind,
  type ScanStatus,
} from '../../../../contract/main/security';
import type { Db } from '../../../db/client';
import { dailyNo } from '../../../db/numbering';
import { greigeRolls, securityScans } from '../../../db/schema';
import { DAY_MS, millDate, millTimeOn } from '../../../domains/gate/time';
import { rowsOf } from '../../../db/rows';
import { insertInBatches } from '../../batch';
import type { Rng } from '../../random';
import { digits, minutes } from './calendar';
import type { Visit } from './visitors';

/** Goods that left on the stock step's entries in the last 90 days: the rolls, batch and entry. */
interface Leaving {
  entry_no: string;
  posting_date: string;
  batch_no: string | null;
  dispatch: boolean;
  rolls: string[] | null;
}

/** What the guard was told beside the status, as the scan stores it (contract/main/security.ts). */
interface Finding {
  what: ScanFindingKind;
  name?: string;
  at?: Date;
  entryNo?: string;
  days?: number;
}

export async function scans(
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
    finding: Finding | null,
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
      finding: finding?.what ?? null,
      findingName: finding?.name ?? null,
      findingAt: finding?.at ?? null,
      findingEntry: finding?.entryNo ?? null,
      findingDays: finding?.days ?? null,
      remarks: null,
    });
  };
  for (const v of visits) {
    if (v.outTime && rng.chance(0.7)) {
      scan(+v.outTime, 'Main Gate', v.visitorId, 'visitorPass', 'ok', v.visitorId, {
        what: 'visitorInside',
        name: v.name,
        at: v.inTime,
      });
      // Now and then a guard scans a pass already handed back.
      if (rng.chance(0.02)) {
        scan(
          +v.outTime + minutes(rng.int(2, 30)),
          'Main Gate',
          v.visitorId,
          'visitorPass',
          'duplicate',
          v.visitorId,
          { what: 'visitorOut', name: v.name, at: v.outTime },
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
      scan(at + minutes(1), 'Dispatch Gate', e.batch_no, 'batch', 'ok', e.batch_no, {
        what: 'issuedOn',
        entryNo: e.entry_no,
      });
    }
    if (e.dispatch) {
      (e.rolls ?? []).forEach((roll, i) => {
        scan(at + minutes(2 + i), 'Dispatch Gate', roll, 'roll', 'ok', roll, {
          what: 'leavesOn',
          entryNo: e.entry_no,
        });
        if (rng.chance(0.03)) {
          scan(at + minutes(3 + i), 'Dispatch Gate', roll, 'roll', 'duplicate', roll, {
            what: 'scannedOut',
            entryNo: e.entry_no,
          });
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
    scan(at, 'Dispatch Gate', r.rollNo, 'roll', 'rejected', r.rollNo, {
      what: 'notLeaving',
      days: EXPECTED_WITHIN_DAYS,
    });
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
