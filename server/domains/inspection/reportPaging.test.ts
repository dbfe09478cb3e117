import { describe, expect, it } from 'vitest';
import { calls, pageSize, type CallName } from '../../../contract';
import { qiReports, qiRolls } from '../../db/schema';
import { fabric, inspectionApp } from '../../../tests/support/domains/inspection';

const { ok, refused, db } = await inspectionApp();

/**
 * 120 completed reports over 30 days, four a day, so pages end in the middle of a day and the
 * report number has to break the tie; report n has n % 4 + 1 rolls.
 */
const days = Array.from({ length: 30 }, (_, i) => `2026-03-${String(i + 1).padStart(2, '0')}`);
const reports = days.flatMap((date, d) =>
  [0, 1, 2, 3].map((k) => ({
    reportNo: `QI-P-${String(d * 4 + k).padStart(3, '0')}`,
    date,
    stage: 'greige' as const,
    sourceKind: 'jobCard' as const,
    itemCode: fabric.itemCode,
    inspector: 'Kavitha S',
    tableName: `Table ${k + 1}`,
    status: 'completed' as const,
    verdict: k === 3 ? ('inspectNotOk' as const) : ('inspectOk' as const),
  })),
);
const rollsOf = (n: number) => (n % 4) + 1;
await db.insert(qiReports).values(reports);
await db.insert(qiRolls).values(
  reports.flatMap((r, n) =>
    Array.from({ length: rollsOf(n) }, (_, i) => ({
      reportNo: r.reportNo,
      rollNo: `GR-T-${i + 1}`,
      greigeRollNo: `GR-T-${i + 1}`,
      reportDate: r.date,
      stage: 'greige' as const,
      status: 'completed' as const,
      itemCode: fabric.itemCode,
      kg: 20,
    })),
  ),
);
const newestFirst = [...reports]
  .sort((a, b) => b.date.localeCompare(a.date) || b.reportNo.localeCompare(a.reportNo))
  .map((r) => r.reportNo);

type PageBody = { rows: { reportNo: string }[]; total: number; nextCursor: string | null };

/** Follows `nextCursor` from the first page to the last, collecting every page. */
async function walk(name: CallName, input: Record<string, unknown>): Promise<PageBody[]> {
  const pages: PageBody[] = [];
  let cursor: string | undefined;
  do {
    const page = (await ok(name, { ...input, ...(cursor ? { cursor } : {}) })) as PageBody;
    expect(calls[name].output.safeParse(page).success).toBe(true);
    pages.push(page);
    cursor = page.nextCursor ?? undefined;
  } while (cursor && pages.length < 100);
  return pages;
}

const march = { jsonStartDate: '2026-03-01', jsonEndDate: '2026-03-31' };

describe('report lists page', () => {
  it.each([
    ['getQIReportFromDBCompleted', march, newestFirst],
    ['getAllQIReportFromDB', {}, newestFirst],
    [
      'getQIReportFromDBWithInspectNotOk',
      march,
      newestFirst.filter((no) => Number(no.slice(-3)) % 4 === 3),
    ],
  ] as const)('%s returns every report exactly once, newest first', async (name, input, all) => {
    const pages = await walk(name, { ...input, limit: 7 });
    expect(pages.every((p) => p.total === all.length)).toBe(true);
    expect(pages.slice(0, -1).every((p) => p.rows.length === 7)).toBe(true);
    expect(pages.flatMap((p) => p.rows.map((r) => r.reportNo))).toEqual(all);
    expect(pages[pages.length - 1]?.nextCursor).toBeNull();
  });

  it('answers a call without a limit (an older client) with the first page of the default size', async () => {
    const page = (await ok('getQIReportFromDBCompleted', march)) as PageBody;
    expect(page.rows).toHaveLength(pageSize.default);
    expect(page.total).toBe(120);
    expect(page.nextCursor).not.toBeNull();
  });

  it('refuses a limit out of bounds and a cursor it did not hand out, naming the field', async () => {
    expect(await refused('getAllQIReportFromDB', { limit: pageSize.max + 1 })).toMatchObject({
      status: 400,
      path: 'limit',
    });
    expect(await refused('getAllQIReportFromDB', { limit: 0 })).toMatchObject({
      status: 400,
      path: 'limit',
    });
    const forge = (key: unknown) => Buffer.from(JSON.stringify(key)).toString('base64url');
    const forged = [
      forge(['not a date', 1]),
      forge(['0000-01-01', 'QI-P-001']),
      forge(['2026-03-01', 'QI\u0000']),
      'bm9wZQ',
      'no/such+cursor',
    ];
    for (const cursor of forged) {
      expect(await refused('getQIReportFromDBCompleted', { ...march, cursor })).toMatchObject({
        status: 400,
        path: 'cursor',
      });
    }
  });
});

describe('a date range has a maximum span', () => {
  it.each(['getQIReportFromDBCompleted', 'getQIReportFromDBAllData', 'getQIReportFromDB'] as const)(
    '%s refuses more than 366 days, naming jsonEndDate',
    async (name) => {
      const res = await refused(name, { jsonStartDate: '2025-01-01', jsonEndDate: '2026-01-03' });
      expect(res).toMatchObject({ status: 400, path: 'jsonEndDate' });
      expect(res.message).toContain('at most 366 days after jsonStartDate');
    },
  );

  it('takes a whole leap year', async () => {
    const leap = await ok('getQIReportFromDBCompleted', {
      jsonStartDate: '2024-01-01',
      jsonEndDate: '2024-12-31',
    });
    expect(leap.total).toBe(0);
  });
});

describe('getQIReportFromDBAllData pages reports, each with its rolls', () => {
  it('ships every report of the range once across pages, with exactly its rolls', async () => {
    const pages = (await walk('getQIReportFromDBAllData', { ...march, limit: 9 })) as (PageBody & {
      rows: { reportNo: string; rollRows: { reportNo: string; rollNo: string }[] }[];
    })[];
    expect(pages).toHaveLength(Math.ceil(120 / 9));
    expect(pages.every((p) => p.total === 120 && p.rows.length <= 9)).toBe(true);
    const rows = pages.flatMap((p) => p.rows);
    expect(rows.map((r) => r.reportNo)).toEqual(newestFirst);
    for (const r of rows) {
      const n = Number(r.reportNo.slice(-3));
      expect(r.rollRows.map((x) => x.rollNo)).toEqual(
        Array.from({ length: rollsOf(n) }, (_, i) => `GR-T-${i + 1}`),
      );
      expect(r.rollRows.every((x) => x.reportNo === r.reportNo)).toBe(true);
    }
  });
});

describe('opening one report', () => {
  it('returns just that report with its rolls, whatever its date', async () => {
    const report = await ok('getQIReportWithRollsFromDB', { report_no: 'QI-P-042' });
    expect(calls.getQIReportWithRollsFromDB.output.parse(report)).toEqual(report);
    expect(report).toMatchObject({ reportNo: 'QI-P-042', date: '2026-03-11', status: 'completed' });
    expect(report.rollRows.map((r: { rollNo: string }) => r.rollNo)).toEqual([
      'GR-T-1',
      'GR-T-2',
      'GR-T-3',
    ]);
  });

  it('answers 404 for a report number that does not exist', async () => {
    expect(await refused('getQIReportWithRollsFromDB', { report_no: 'QI-NOPE' })).toMatchObject({
      status: 404,
    });
  });
});
