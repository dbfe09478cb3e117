/**
 * The visitor report's address: its date filter (today by default: the gate's day). The route
 * hands the address over as it is and the screen reads it here, so the reader loads with it.
 */
import { object, type Input } from '@contract/search';
import { dateFilterFields } from '../../../lib/dateFilter';

export const visitorReportSearch = object({ ...dateFilterFields('today') });
export type VisitorReportSearch = Input<typeof visitorReportSearch>;
