import type { CallInput, Calls } from '@contract';

/** The mill's settings as the form holds them: what `saveSettings` sends. */
export type MillForm = CallInput<Calls['saveSettings']>['jsonData'];
