import { useCallback, useRef } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { connectivity } from './connectivity';
import { afterPaint } from './afterPaint';

/**
 * The roll's sheet read again after a save's answer has been applied. Offline, the service worker
 * answers the sheet with its last copy, and after a reload that copy is what the screen starts
 * from: it must hold every tap the server has answered, or the screen shows them gone and the
 * score wrong.
 *
 * The read waits until the answer's frame is painted, so it never holds up a tap, and the answers
 * of a burst share one read. A read already under way may have left before the answer and would
 * hide it, so it is dropped (the sheet keeps what the answer set) and the new one replaces it.
 * Without the server there is no read: the worker's old copy would replace the answers.
 */
export function useSheetReread(sheetKey: QueryKey): () => void {
  const queryClient = useQueryClient();
  const planned = useRef(false);
  return useCallback(() => {
    void queryClient.cancelQueries({ queryKey: sheetKey, exact: true });
    if (planned.current) return;
    planned.current = true;
    afterPaint(() => {
      planned.current = false;
      if (connectivity.get())
        void queryClient.invalidateQueries({ queryKey: sheetKey, exact: true });
    });
  }, [queryClient, sheetKey]);
}
