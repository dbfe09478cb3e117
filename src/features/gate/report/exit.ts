import { useMutation, useQueryClient } from '@tanstack/react-query';
import { m } from '../../../i18n';
import type { VisitorAlreadyOut } from '../../../../contract/gate/visitors';
import { formatDateTime, formatTime } from '../../../i18n/format';
import { errorMessage } from '../../../lib/errors';
import { ApiError, savedKey } from '../../../lib/rpc';
import { saveImmediate } from '../../../lib/save';

export type ExitBy = { visitorId: string } | { passNo: string };

/** Who was already out and when, from a refused exit's detail (contract/gate/visitors.ts). */
function alreadyOut(error: ApiError): Pick<VisitorAlreadyOut, 'name' | 'outTime'> | null {
  const d = error.body?.detail;
  return d?.reason === 'alreadyOut' && d.name && d.outTime
    ? { name: d.name, outTime: d.outTime }
    : null;
}

/**
 * Why a visitor could not be marked out, in the guard's words: the server refuses a second exit
 * (409, saying who and when) and an exit without an entry (404, or its message says so).
 */
export function exitFailureText(error: unknown): string {
  if (error instanceof ApiError && !error.isNetwork) {
    const said = error.body?.message ?? '';
    if (error.status === 404 || /no entry|not found|unknown pass|never came/i.test(said))
      return m.gate_exit_no_entry();
    const out = alreadyOut(error);
    if (out)
      return m.gate_exit_already_out_at({ name: out.name, time: formatDateTime(out.outTime) });
    if (error.body?.code === 'conflict' || /already/i.test(said)) return m.gate_exit_already_out();
  }
  return m.gate_exit_failed({ reason: errorMessage(error) });
}

/**
 * Marks a visitor out at once (not kept for later): the guard at the gate needs the answer now,
 * whether the visitor may go or the pass was already used.
 */
export function useExit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (by: ExitBy) => saveImmediate('setVisitorReportExit', { rowData: by }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedKey('setVisitorReportExit') }),
  });
}

/** "Marked out at 17:05." */
export const exitDoneText = (outTime: string, name?: string): string =>
  name
    ? m.gate_exit_done_named({ name, time: formatTime(outTime) })
    : m.gate_exit_done({ time: formatTime(outTime) });
