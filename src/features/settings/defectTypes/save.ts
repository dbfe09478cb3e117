import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallInput, CallOutput, Calls } from '@contract';
import { loadCall } from '@contract/client';
import { m } from '../../../i18n';
import { issueText, type IssueLike } from '../../../lib/errors';
import { ApiError, callKey, callQuery } from '../../../lib/rpc';
import { saveImmediate } from '../../../lib/save';
import { toast } from '../../../lib/toast';

export type DefectType = CallOutput<Calls['getMistakeTypes']>[number];
export type DefectTypeInput = CallInput<Calls['saveMistakeType']>['jsonData'];
/** The mistake types as an administrator keeps them (inactive ones too). */
export const defectTypesQuery = () => callQuery('getMistakeTypes', {});

/** Field messages by field name (`nameTa`, `defaultPoints`, …). */
export type FieldErrors = Partial<Record<string, string>>;

/** The other type a 409 names: "… the Tamil name of Hole", "… a mistake type (Pin Hole)". */
const takenBy = (message: string): string | undefined =>
  /the Tamil name of (.+)$/.exec(message)?.[1] ?? /a mistake type \((.+)\)$/.exec(message)?.[1];

/** A 409's reason under its field, worded in the current language. */
function takenText(field: string, message: string): string {
  const other = takenBy(message);
  if (field === 'nameTa' && other) return m.settings_defect_name_ta_taken({ name: other });
  if (field === 'name' && other) return m.settings_defect_name_taken({ name: other });
  return m.settings_defect_taken();
}

/** Issues (the tablet's check or the server's answer) by field under `jsonData`, first one wins. */
export function fieldErrors(
  issues: readonly (IssueLike & { path: readonly PropertyKey[] | string })[],
  taken = false,
): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of issues) {
    const path = typeof issue.path === 'string' ? issue.path : issue.path.map(String).join('.');
    const field = path.replace(/^jsonData\./, '');
    out[field] ??= taken ? takenText(field, issue.message) : issueText(issue);
  }
  return out;
}

/** What a refused save says about its fields: a 400's reasons or a 409's taken name. */
export const serverFieldErrors = (error: unknown): FieldErrors =>
  error instanceof ApiError && error.body?.issues
    ? fieldErrors(error.body.issues, error.body.code === 'conflict')
    : {};

/** Whether a failure has a reason under one of the fields a form shows (else it says it above). */
export const explainedByFields = (fromServer: FieldErrors, shown: readonly string[]): boolean =>
  shown.some((field) => fromServer[field] !== undefined);

/**
 * The form's values through the contract's own check, loaded with the first save: nothing is sent
 * that the server would refuse, and each reason shows under its field.
 */
export async function checkInput(
  input: unknown,
): Promise<{ ok: true; input: DefectTypeInput } | { ok: false; errors: FieldErrors }> {
  const parsed = (await loadCall('saveMistakeType')).input.shape.jsonData.safeParse(input);
  return parsed.success
    ? { ok: true, input: parsed.data }
    : { ok: false, errors: fieldErrors(parsed.error.issues) };
}

/**
 * Saves one type at once (an administrator's change, never queued: a taken name must show now).
 * Afterwards the list is read again, and so is the tablets' mistake master (another domain's
 * read, which a users save would not make stale), so defect grids show the new names.
 */
export function useSaveDefectType() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (jsonData: DefectTypeInput) => saveImmediate('saveMistakeType', { jsonData }),
    onSuccess: async (row, input) => {
      toast(
        input.action === 'add'
          ? m.settings_defect_added({ name: row.name })
          : m.settings_defect_saved({ name: row.name }),
      );
      await Promise.all(
        (['getMistakeTypes', 'getMistakeDetailsFromDB', 'getAuditLog'] as const).map((name) =>
          client.invalidateQueries({ queryKey: callKey(name) }),
        ),
      );
    },
  });
}
