import { and, between, eq, gte, lte, or, sql } from 'drizzle-orm';
import type { Verdict } from '../../../contract/main/inspection';
import type { InspectionReports } from './inspectionTables';

/** The day after `day`, as a timestamp at the database's midnight. */
const dayAfter = (day: string) => sql`(${day}::date + 1)::timestamptz`;

/** The filters the QI and QCC report lists share, over one kind's report table. */
export function reportFilters(reports: InspectionReports) {
  const completed = eq(reports.status, 'completed');
  return {
    completed,
    ongoing: eq(reports.status, 'ongoing'),
    inRange: (r: { jsonStartDate: string; jsonEndDate: string }) =>
      between(reports.date, r.jsonStartDate, r.jsonEndDate),
    judged: (verdict: Verdict) => and(completed, eq(reports.verdict, verdict)),
    /**
     * Reports started on or before the day and not completed by its end: still ongoing, or
     * completed later (so asking about a past day shows what was on the tables then).
     */
    onTablesOn: (day: string) =>
      and(
        lte(reports.date, day),
        or(eq(reports.status, 'ongoing'), and(completed, gte(reports.completedAt, dayAfter(day)))),
      ),
  };
}
