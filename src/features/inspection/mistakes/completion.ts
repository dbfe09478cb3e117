import { keptCompletionOf } from '../../../inspect/kept';
import { markCompleted as markSheets } from '../../../inspect/completion';
import type { RollSheet } from '../queries';

/** The inspector's verdict of a report while its completion waits on this tablet, else null. */
export const keptCompletion = keptCompletionOf('postRollSummaryData');

/** Every cached roll sheet of a report reads completed with the verdict, offline too. */
export const markCompleted = markSheets<RollSheet>('getQIReportFromERPNEXT');
