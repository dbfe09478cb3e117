import { Alert } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { m } from '../../../i18n';
import { errorMessage, issueText } from '../../../lib/errors';
import { english } from '../../../lib/errorText';
import { ApiError } from '../../../lib/rpc';
import { rollCheckQuery } from './queries';
import { refusedWords } from './scanWords';

/** The roll the server refused, when its refusal names one (`jsonData.greigeRollNos.3`). */
function refusedRoll(error: unknown, rollNos: readonly string[]) {
  if (!(error instanceof ApiError)) return null;
  for (const issue of error.body?.issues ?? []) {
    const at = /greigeRollNos\.(\d+)$/.exec(issue.path);
    const rollNo = at ? rollNos[Number(at[1])] : undefined;
    if (rollNo) return { rollNo, issue };
  }
  return null;
}

/**
 * Why the batch was not saved. A roll taken by another batch or dispatched since it was scanned
 * is refused with a sentence naming that batch or dispatch; in another language than English the
 * roll is checked again, so the screen can name the batch or dispatch in the user's words.
 */
export function RefusalAlert({ error, rollNos }: { error: unknown; rollNos: readonly string[] }) {
  const refused = refusedRoll(error, rollNos);
  const check = useQuery({
    ...rollCheckQuery(refused?.rollNo ?? ''),
    enabled: refused !== null && !english(),
  });
  let text = errorMessage(error);
  if (refused) {
    const answer = check.data;
    text = english()
      ? refused.issue.message
      : answer && !answer.ok && answer.problem
        ? refusedWords({ ...answer, problem: answer.problem, rollNo: refused.rollNo })
        : m.batch_roll_refused({ rollNo: refused.rollNo, why: issueText(refused.issue) });
  }
  return (
    <Alert color="red" variant="filled" title={m.batch_not_saved()} role="alert">
      {text}
    </Alert>
  );
}
