import { useCallback, useSyncExternalStore } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { Verdict } from '@rules';
import { outboxState } from '../../../lib/outbox';
import { callKey } from '../../../lib/rpc';
import type { RollSheet } from '../queries';

const isVerdict = (v: unknown): v is Verdict => v === 'inspectOk' || v === 'inspectNotOk';

/**
 * The completion of `reportNo` among the saves kept on the tablet, read by shape (no schema: the
 * input was checked against the contract when it was kept): the inspector's verdict, which
 * `storedVerdict` (rules/) turns into the one the server will store.
 */
export function keptCompletion(
  pending: readonly { call: string; input: unknown }[],
  reportNo: string,
): Verdict | null {
  for (const item of pending) {
    if (item.call !== 'postRollSummaryData') continue;
    const s = (item.input as { jsonData?: Record<string, unknown> } | null)?.jsonData;
    if (s?.reportNo === reportNo && s.completeReport === true && isVerdict(s.verdict))
      return s.verdict;
  }
  return null;
}

/** The inspector's verdict of `reportNo` while its completion waits on this tablet, else null. */
export function useKeptCompletion(reportNo: string): Verdict | null {
  // The verdict itself is the snapshot: the outbox changes with every tap, and the screen renders
  // again only when this report's completion comes or goes.
  const verdict = useCallback(
    () => keptCompletion(outboxState.get().pending, reportNo),
    [reportNo],
  );
  return useSyncExternalStore(outboxState.subscribe, verdict);
}

/** A roll sheet as it reads once its report is completed with `verdict`. */
export const completedSheet = (sheet: RollSheet, verdict: Verdict): RollSheet => ({
  ...sheet,
  report: { ...sheet.report, status: 'completed', verdict },
  roll: { ...sheet.roll, status: 'completed' },
});

/**
 * Every roll sheet of the report kept in the cache now reads completed, at once and offline too:
 * going back to any of its rolls shows the result, not buttons the server would refuse. The
 * server's answer replaces them when the sheets are read again.
 */
export function markCompleted(queryClient: QueryClient, reportNo: string, verdict: Verdict): void {
  const sheets = queryClient.getQueriesData<RollSheet>({
    queryKey: callKey('getQIReportFromERPNEXT'),
  });
  for (const [key, sheet] of sheets) {
    if (sheet?.report.reportNo === reportNo)
      queryClient.setQueryData<RollSheet>(key, completedSheet(sheet, verdict));
  }
}
