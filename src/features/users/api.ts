import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallInput, CallName, Calls } from '@contract';
import { callKey } from '../../lib/rpc';
import { saveImmediate } from '../../lib/save';
import { toast } from '../../lib/toast';

/**
 * Administration saves are sent at once (saveImmediate), not queued on the tablet: the screen must
 * show a refusal such as "the last administrator" right away, and they are never made offline.
 * After each, `done` (a message, worded when the save succeeds) is shown, and the user and role
 * reads are refetched by their contract keys.
 */
export function useAdminSave<K extends CallName>(name: K, done: () => string, refresh: CallName[]) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<Calls[K]>) => saveImmediate(name, input),
    onSuccess: async () => {
      toast(done());
      await Promise.all(
        [...refresh, 'getAuditLog' as const].map((r) =>
          client.invalidateQueries({ queryKey: callKey(r) }),
        ),
      );
    },
  });
}
