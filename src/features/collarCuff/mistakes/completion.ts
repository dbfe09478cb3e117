import type { QueryClient } from '@tanstack/react-query';
import type { Verdict } from '@rules';
import { callKey } from '../../../lib/rpc';
import type { CcRollSheet } from '../queries';

/** A roll sheet as it reads once its lot is completed with `verdict`. */
export const completedSheet = (sheet: CcRollSheet, verdict: Verdict): CcRollSheet => ({
  ...sheet,
  report: { ...sheet.report, status: 'completed', verdict },
  roll: { ...sheet.roll, status: 'completed' },
});

/**
 * Every roll sheet of the lot in the cache reads completed at once, offline too: going back to
 * any of its rolls shows the result, not buttons the server would refuse. The server's answer
 * replaces them when the sheets are read again.
 */
export function markLotCompleted(queryClient: QueryClient, reportNo: string, verdict: Verdict) {
  const sheets = queryClient.getQueriesData<CcRollSheet>({
    queryKey: callKey('getQICCReportFromERPNEXT'),
  });
  for (const [key, sheet] of sheets) {
    if (sheet?.report.reportNo === reportNo)
      queryClient.setQueryData<CcRollSheet>(key, completedSheet(sheet, verdict));
  }
}
