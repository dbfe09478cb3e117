import { ZxcvbnFactory, type TranslationKeys } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { badInput } from '../http/errors';

/**
 * zxcvbn's score: 3 means "safely unguessable" (about 10^8 guesses or more), the usual floor for a
 * password that guards other people's data. The common dictionary holds the most used passwords
 * and keyboard patterns in every language; the user's own email and name count as known words.
 */
const MIN_SCORE = 3;

let estimator: ZxcvbnFactory | undefined;
const strengthOf = (password: string, userInputs: readonly string[]) => {
  estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  return estimator.check(password, [...userInputs]);
};

/**
 * Refuses a common or guessable password with a 400 naming `field`. The length rule is the
 * contract's; this adds what a length cannot see ("password123", "qwertyuiop", one's own name).
 */
export function assertStrongPassword(
  field: string,
  password: string,
  userInputs: readonly string[],
): void {
  const inputs = userInputs
    .flatMap((v) => [v, ...v.split(/[@.\s_-]+/)])
    .filter((v) => v.length > 2);
  const result = strengthOf(password, inputs);
  if (result.score >= MIN_SCORE) return;
  const warning = result.feedback.warning as keyof Warnings | null;
  const why = (warning && warnings[warning]) ?? 'is too easy to guess';
  throw badInput(field, `${why}: add a few uncommon words`);
}

type Warnings = TranslationKeys['warnings'];
/** zxcvbn's warnings (it answers with these keys when given no translation), in the app's words. */
const warnings: Partial<Warnings> = {
  common: 'is one of the most used passwords',
  commonNames: 'is a common name',
  topTen: 'is one of the most used passwords',
  topHundred: 'is one of the most used passwords',
  similarToCommon: 'is too close to a much used password',
  userInputs: 'contains your name or email',
  keyPattern: 'is a keyboard pattern',
  straightRow: 'is a row of keys',
  simpleRepeat: 'repeats characters',
  extendedRepeat: 'repeats a pattern',
  sequences: 'is a sequence such as abc or 123',
  dates: 'is a date',
  recentYears: 'is a recent year',
  wordByItself: 'is a single word',
  namesByThemselves: 'is only names',
  pwned: 'has appeared in a data breach',
};
