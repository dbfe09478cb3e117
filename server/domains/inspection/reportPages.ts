import { and, type SQL } from 'drizzle-orm';
import type { Page, PageParams } from '../../../contract';
import type { QiReportRow } from '../../../contract/main/inspection';
import type { Db } from '../../db/client';
import { qiReports } from '../../db/schema';
import { newestFirstPage } from '../../http/paging';
import { selectReports } from './columns';

/** One page of the QI reports matching `where`, newest first (server/http/paging.ts). */
export function reportPage(
  db: Db,
  where: SQL | undefined,
  params: PageParams,
): Promise<Page<QiReportRow>> {
  return newestFirstPage(
    params,
    qiReports,
    (after, order, take) =>
      selectReports(db)
        .where(and(where, after))
        .orderBy(...order)
        .limit(take),
    async () => db.$count(qiReports, where),
  );
}
