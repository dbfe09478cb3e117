/** The Sales Order Dashboard's address: its period, on the sales year (this month by default). */
import { object, type Input } from '@contract/search';
import { dateFilterFields } from '../../../lib/dateFilter';

export const orderReportSearch = object({ ...dateFilterFields('thisMonth') });
export type OrderReportSearch = Input<typeof orderReportSearch>;
