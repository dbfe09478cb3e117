/**
 * Which reads get a head start (src/lib/headStart.ts), as data the build reads too
 * (vite.config.ts writes them into index.html's start frame): nothing here may need a browser.
 */
import type { CallName } from '../../contract/index.ts';

/** Where the start frame leaves its requests for the app (a property of `window`). */
export const HEAD_START_KEY = '__greigeHeadStart';

/**
 * A head start older than this is not used: it was meant for the first screen, and a screen
 * opened later asks afresh.
 */
export const HEAD_START_MS = 30_000;

export interface HeadStartRead {
  readonly call: CallName;
  /** The call's parameter ← the address's search parameter it is copied from. */
  readonly input: Readonly<Record<string, string>>;
}

/** The roll's sheet: mistake-details' first read, whose roll line the start frame also draws. */
export const ROLL_SHEET_CALL = 'getQIReportFromERPNEXT' satisfies CallName;

/** By page (its path without the slash). */
export const headStartReads: Readonly<Record<string, readonly HeadStartRead[]>> = {
  // The roll's sheet (its line is the largest text of the screen) and the defect list.
  'mistake-details': [
    { call: ROLL_SHEET_CALL, input: { report_no: 'reportNo', roll_no: 'rollNo' } },
    { call: 'getMistakeDetailsFromDB', input: {} },
  ],
};
