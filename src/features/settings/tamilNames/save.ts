import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallInput, CallOutput, Calls } from '@contract';
// Types only: the contract's values carry zod, which this panel does not load for them.
import type { PeopleNameTaken } from '../../../../contract/gate/names';
import { m } from '../../../i18n';
import { errorMessage } from '../../../lib/errors';
import { ApiError, callKey, callQuery, savedKey } from '../../../lib/rpc';
import { saveImmediate } from '../../../lib/save';
import { toast } from '../../../lib/toast';

export type PeopleName = CallOutput<Calls['getPeopleNames']>[number];
export type PeopleNameInput = CallInput<Calls['savePeopleName']>['jsonData'];

/** Every designation, department and shift with its Tamil name, as an administrator keeps them. */
export const peopleNamesQuery = () => callQuery('getPeopleNames', {});

/** Why a Tamil name was not saved, in the current language: taken by another word, or else. */
export function refusalText(error: unknown): string {
  const detail = error instanceof ApiError ? error.body?.detail : undefined;
  if (detail?.reason === ('nameTaTaken' satisfies PeopleNameTaken['reason']) && detail.name) {
    return m.people_names_taken({ name: detail.name });
  }
  return errorMessage(error);
}

/**
 * Saves one Tamil name at once (an administrator's change, never queued: a taken name must show
 * now). Afterwards the attendance's lists (the same domain) and the gate's host list show it.
 */
export function useSavePeopleName() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (jsonData: PeopleNameInput) => saveImmediate('savePeopleName', { jsonData }),
    onSuccess: async () => {
      toast(m.people_names_saved);
      await Promise.all([
        client.invalidateQueries({ queryKey: savedKey('savePeopleName') }),
        client.invalidateQueries({ queryKey: callKey('getVisitorHostsFromDB') }),
      ]);
    },
  });
}
