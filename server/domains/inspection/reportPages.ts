import { and, desc, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { isoDate, type Page, type PageParams } from '../../../contract';
import type { QiReportRow } from '../../../contract/main/inspection';
import type { Db } from '../../db/client';
import { qiReports } from '../../db/schema';
import { keysetPage } from '../../http/paging';
import { selectReports } from './columns';

/**
 * Report lists, newest first: by date, then report number, which the (…, date, report_no)
 * indexes of qi_reports serve in order, so a page reads `limit + 1` index entries.
 */
const newestFirst = [desc(qiReports.date), desc(qiReports.reportNo)];
// A cursor comes back from the client: its report number must be one the database can compare.
const reportNoKey = z
  .string()
  .min(1)
  .max(80)
  .refine((no) => !no.includes('\0'));
const reportKey = z.tuple([isoDate, reportNoKey]);
type ReportKey = z.infer<typeof reportKey>;

const before = ([date, reportNo]: ReportKey) =>
  sql`(${qiReports.date}, ${qiReports.reportNo}) < (${date}::date, ${reportNo})`;

/** One page of the reports matching `where`. */
export function reportPage(
  db: Db,
  where: SQL | undefined,
  params: PageParams,
): Promise<Page<QiReportRow>> {
  return keysetPage(params, {
    key: reportKey,
    keyOf: (r): ReportKey => [r.date, r.reportNo],
    rows: (after, take) =>
      selectReports(db)
        .where(and(where, after ? before(after) : undefined))
        .orderBy(...newestFirst)
        .limit(take),
    total: async () => {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(qiReports)
        .where(where);
      return row?.n ?? 0;
    },
  });
}
