/**
 * The addresses of the roll summaries, read by their screens. The routes hand the address over
 * as it is: these readers would otherwise load with the app's start, for two screens few open.
 * A value a reader does not know reads as its default, so an old link never breaks the screen.
 */
import { docNo, isoDate, object, oneOf, optional, type Input } from '@contract/search';
import { datePresets } from '../../lib/datePresets';
import { grades, summaryKinds } from './rolls';

export const rollSummarySearch = object({
  grade: oneOf(grades, '1'),
  dates: oneOf(['newest', 'range'], 'newest'),
  preset: oneOf(datePresets, 'thisMonth'),
  from: optional(isoDate),
  to: optional(isoDate),
});
export type RollSummarySearch = Input<typeof rollSummarySearch>;

export const reportSummarySearch = object({
  by: oneOf(summaryKinds, 'jobCard'),
  doc: optional(docNo),
});
export type ReportSummarySearch = Input<typeof reportSummarySearch>;
