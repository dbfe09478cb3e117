import { useCallback, useState } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { afterPaint } from './afterPaint';
import { errorMessage, problemText } from './errors';
import { saveQueued, whenSettled } from './save';
import { useSheetReread } from './useSheetReread';

type Kept = Awaited<ReturnType<typeof saveQueued>>;
type Settled = Awaited<ReturnType<typeof whenSettled>>;

/** A save started once the tap that made it is painted: the count on the button comes first. */
export const savedAfterPaint = (save: () => Promise<Kept>): Promise<Kept> =>
  new Promise((resolve, reject) => afterPaint(() => save().then(resolve, reject)));

/**
 * The saves of one sheet, tracked: a tap screen's taps and undos. `track` runs a save through the
 * outbox and hands its answer (now, or once synced) to `done`, which applies it to the sheet with
 * `update`. The sheet is then read again (useSheetReread), so the copy an offline reload starts
 * from holds the answer too. A refused or failed save leaves its words in `problem`, and `track`
 * resolves to false so the screen can take back what it showed.
 */
export function useTrackedSaves<Sheet>(sheetKey: QueryKey) {
  const queryClient = useQueryClient();
  const update = useCallback(
    (fn: (sheet: Sheet) => Sheet) =>
      queryClient.setQueryData<Sheet>(sheetKey, (old) => (old ? fn(old) : old)),
    [queryClient, sheetKey],
  );
  const reread = useSheetReread(sheetKey);
  const [busy, setBusy] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);

  const track = useCallback(
    async (save: Promise<Kept>, done: (output: unknown) => void): Promise<boolean> => {
      setBusy((n) => n + 1);
      try {
        const kept = await save;
        const settled: Settled =
          kept.state === 'sent'
            ? { kind: 'sent', output: kept.output }
            : await whenSettled(kept.clientId);
        if (settled.kind === 'sent') {
          done(settled.output);
          reread();
        }
        // The server's words in English, its code's sentence in Tamil.
        else setProblem(problemText(settled.problem));
        return settled.kind === 'sent';
      } catch (error) {
        setProblem(errorMessage(error));
        return false;
      } finally {
        setBusy((n) => n - 1);
      }
    },
    [reread],
  );

  return { track, update, saving: busy > 0, problem, setProblem };
}
