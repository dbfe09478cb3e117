import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ALERT_NOTE_MAX } from '../../../contract/main/alerts';
import { m } from '../../i18n';
import { errorMessage, problemText } from '../../lib/errors';
import { savedKey } from '../../lib/rpc';
import { saveQueued, whenSettled } from '../../lib/save';

export type AlertActionKind = 'acknowledge' | 'resolve';

const calls = { acknowledge: 'acknowledgeAlert', resolve: 'resolveAlert' } as const;

/** Why a note cannot be sent, in the screen's language; null when it can. */
export function noteProblem(note: string): string | null {
  const length = note.trim().length;
  return length > ALERT_NOTE_MAX
    ? m.alerts_note_too_long({ max: ALERT_NOTE_MAX, over: length - ALERT_NOTE_MAX })
    : null;
}

/**
 * Acknowledging or resolving one alert, through the outbox like every save of the floor: offline
 * it waits on the tablet and goes when the connection is back. Once the server has it, every
 * read of the alerts domain (lists, counts, the machine's page) is read again.
 */
export function useAlertAction(alertId: number) {
  const queryClient = useQueryClient();
  const [waiting, setWaiting] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  /** Resolves once the save is kept (true) or refused before it could be (false, `problem`). */
  const send = useCallback(
    async (kind: AlertActionKind, note: string): Promise<boolean> => {
      setProblem(null);
      const call = calls[kind];
      let kept: Awaited<ReturnType<typeof saveQueued>>;
      try {
        // One alert's saves in the order they were made, holding up no other alert's.
        kept = await saveQueued(
          call,
          { jsonData: { alertId, note: note.trim() } },
          { chain: ['alerts', String(alertId)] },
        );
      } catch (error) {
        setProblem(errorMessage(error));
        return false;
      }
      if (kept.state === 'queued') {
        setWaiting(true);
        void whenSettled(kept.clientId).then((settled) => {
          setWaiting(false);
          if (settled.kind === 'refused') setProblem(problemText(settled.problem));
          else void queryClient.invalidateQueries({ queryKey: savedKey(call) });
        });
      } else void queryClient.invalidateQueries({ queryKey: savedKey(call) });
      return true;
    },
    [alertId, queryClient],
  );

  return { send, waiting, problem };
}
