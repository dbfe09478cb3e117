import { describe, expect, it } from 'vitest';
import { calls, type CallName } from '../../../contract';
import type { VisitorRow } from '../../../contract/gate/visitors';
import { dayInZone } from '../../../rules/periods';
import { createGateApp, seedGatePeople, visitor } from '../../../tests/support/domains/gate';
import { DAY_MS, millDate } from './time';

/** The visitor report pages a date range newest first, as every list does (decision 011). */

const t = await createGateApp();
await seedGatePeople(t.database.db);
const guard = await t.signIn('ReportGuard', ['security']);

const today = dayInZone(new Date());
const daysAgo = (n: number) => millDate(Date.now() - n * DAY_MS);
const hoursAgo = (n: number) => new Date(Date.now() - n * 3600_000).toISOString();

let phones = 0;
async function register(inTime: string): Promise<string> {
  phones += 1;
  const res = await t.send(
    'postVistorDataToDB',
    { jsonData: visitor({ inTime, phone: `+91 95555 ${String(phones).padStart(5, '0')}` }) },
    guard,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().visitorId;
}
const markOut = async (visitorId: string) =>
  expect((await t.send('setVisitorReportExit', { rowData: { visitorId } }, guard)).statusCode).toBe(
    200,
  );

type ReportCall = Extract<
  CallName,
  'getVisitorReportFromDBAllData' | 'getVisitorReportFromDBAllDataForOut'
>;

/** Every row of a list, page after page of `limit`, as the screen reads it. */
async function everyPage(name: ReportCall, input: object, limit: number) {
  const rows: VisitorRow[] = [];
  const totals = new Set<number>();
  let cursor: string | undefined;
  do {
    const res = await t.send(name, { ...input, limit, ...(cursor ? { cursor } : {}) }, guard);
    expect(res.statusCode, res.body).toBe(200);
    const page = calls[name].output.parse(res.json());
    expect(page.rows.length).toBeLessThanOrEqual(limit);
    rows.push(...page.rows);
    totals.add(page.total);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return { rows, totals: [...totals] };
}

// Eleven visits over the last two days, and one still inside from two weeks ago.
const earlier: string[] = [];
for (const h of [30, 31, 32, 33, 34]) earlier.push(await register(hoursAgo(h)));
const recent: string[] = [];
for (let i = 0; i < 6; i++) recent.push(await register(hoursAgo(0.1 + i * 0.05)));
const forgotten = await register(new Date(Date.now() - 14 * DAY_MS).toISOString());
const outIds = [earlier[0], earlier[2], recent[1], recent[4]].filter((id) => id !== undefined);
for (const id of outIds) await markOut(id);
const range = { jsonStartDate: daysAgo(2), jsonEndDate: today };

describe('the visitor report, a page at a time', () => {
  it('answers every visit of the range once, newest first, with the total, over small pages', async () => {
    const { rows, totals } = await everyPage('getVisitorReportFromDBAllData', range, 3);
    const ids = rows.map((r) => r.visitorId);
    // The range reaches today: the visitor inside since two weeks ago is in it too.
    expect(new Set(ids)).toEqual(new Set([...earlier, ...recent, forgotten]));
    expect(ids).toHaveLength(new Set(ids).size);
    expect(totals).toEqual([ids.length]);
    const times = rows.map((r) => Date.parse(r.inTime));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('keeps only those inside, or only those out, when asked', async () => {
    const inside = await everyPage('getVisitorReportFromDBAllData', { ...range, status: 'in' }, 4);
    expect(inside.rows.every((r) => r.status === 'in' && r.outTime === null)).toBe(true);
    expect(inside.rows.map((r) => r.visitorId)).toContain(forgotten);
    expect(inside.totals).toEqual([12 - outIds.length]);
    const out = await everyPage('getVisitorReportFromDBAllData', { ...range, status: 'out' }, 2);
    expect(new Set(out.rows.map((r) => r.visitorId))).toEqual(new Set(outIds));
    const forOut = await everyPage('getVisitorReportFromDBAllDataForOut', range, 2);
    expect(forOut.rows.map((r) => r.visitorId)).toEqual(out.rows.map((r) => r.visitorId));
    expect(forOut.totals).toEqual([outIds.length]);
  });

  it('leaves a visitor still inside from before a range that ends in the past out of it', async () => {
    const past = { jsonStartDate: daysAgo(3), jsonEndDate: daysAgo(1) };
    const { rows } = await everyPage('getVisitorReportFromDBAllData', past, 50);
    expect(rows.map((r) => r.visitorId)).not.toContain(forgotten);
  });

  it('answers its first page of 50 to a caller that asks for no page (an older client)', async () => {
    const res = await t.send('getVisitorReportFromDBAllData', range, guard);
    expect(res.statusCode).toBe(200);
    const page = calls.getVisitorReportFromDBAllData.output.parse(res.json());
    expect(page).toMatchObject({ total: 12, nextCursor: null });
    expect(page.rows).toHaveLength(12);
  });

  it('refuses a made-up cursor, a page over 200 and a range over a year, naming the field', async () => {
    const cases = [
      [{ ...range, cursor: 'bm90LWEtY3Vyc29y' }, 'cursor'],
      [{ ...range, limit: 201 }, 'limit'],
      [{ jsonStartDate: '2024-01-01', jsonEndDate: '2025-06-30' }, 'jsonEndDate'],
      [{ ...range, status: 'gone' }, 'status'],
    ] as const;
    for (const name of [
      'getVisitorReportFromDBAllData',
      'getVisitorReportFromDBAllDataForOut',
    ] as const) {
      for (const [input, path] of cases) {
        if (name === 'getVisitorReportFromDBAllDataForOut' && path === 'status') continue;
        const res = await t.send(name, input, guard);
        expect(res.statusCode, `${name} ${path}`).toBe(400);
        expect(res.json().error.issues[0].path).toBe(path);
      }
    }
  });
});
