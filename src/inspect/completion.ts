import type { QueryClient } from '@tanstack/react-query';
import type { CallName } from '@contract';
import type { Verdict } from '@rules';
import { callKey } from '../lib/rpc';
import type { InspectedSheet } from './kind';

/** A roll sheet as it reads once its report (or lot) is completed with `verdict`. */
export const completedSheet = <S extends InspectedSheet>(sheet: S, verdict: Verdict): S => ({
  ...sheet,
  report: { ...sheet.report, status: 'completed', verdict },
  roll: { ...sheet.roll, status: 'completed' },
});

/**
 * Marks, for the sheets of read call `sheetCall`: every roll sheet of the report kept in the cache
 * reads completed, at once and offline too. Going back to any of its rolls shows the result, not
 * buttons the server would refuse; the server's answer replaces them when the sheets are read
 * again.
 */
export const markCompleted =
  <S extends InspectedSheet>(sheetCall: CallName) =>
  (queryClient: QueryClient, reportNo: string, verdict: Verdict): void => {
    const sheets = queryClient.getQueriesData<S>({ queryKey: callKey(sheetCall) });
    for (const [key, sheet] of sheets) {
      if (sheet?.report.reportNo === reportNo)
        queryClient.setQueryData<S>(key, completedSheet(sheet, verdict));
    }
  };
