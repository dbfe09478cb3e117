/** The security scan report's address: its date filter (today by default: the gate's day). */
import { object, type Input } from '@contract/search';
import { dateFilterFields } from '../../../lib/dateFilter';

export const securityScanSearch = object({ ...dateFilterFields('today') });
export type SecurityScanSearch = Input<typeof securityScanSearch>;
