import { badInput } from '../../http/errors';

/**
 * What the domains that keep reports with rolls share (fabric and collar & cuff inspection,
 * knitting): the check that a report still takes changes, and rolls grouped under their reports.
 */

/**
 * A report that still takes rolls and taps: a completed report is closed, and naming it in a save
 * is bad input on the field that named it.
 */
export function assertOpen<R extends { reportNo: string; status: string }>(
  report: R,
  label: string,
  path: string,
  what = 'rolls or mistakes',
): R {
  if (report.status !== 'ongoing') {
    throw badInput(path, `${label} ${report.reportNo} is completed; it takes no more ${what}`);
  }
  return report;
}

/** Each report with the rows that belong to it, in the rows' order. */
export function withRowsOf<R extends { reportNo: string }, C extends { reportNo: string }>(
  reports: readonly R[],
  rows: readonly C[],
): (R & { rollRows: C[] })[] {
  const byReport = new Map<string, C[]>();
  for (const row of rows) {
    const list = byReport.get(row.reportNo);
    if (list) list.push(row);
    else byReport.set(row.reportNo, [row]);
  }
  return reports.map((r) => ({ ...r, rollRows: byReport.get(r.reportNo) ?? [] }));
}
