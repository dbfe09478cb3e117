/**
 * The rules behind the shared field types, as plain data: `fields.ts` builds the calls' schemas
 * from them and `../search.ts` the app's address schemas, so both refuse exactly the same values.
 */

/**
 * Years the mill's records can have. A date outside them is a typo or a probe (the database has no
 * year 0000 and would refuse it with an error), so it is bad input naming the field.
 */
export const SANE_YEAR = /^(?:20\d{2}|2100)-/;
export const saneYearMessage = 'must be in the years 2000 to 2100';
/** The shape of a calendar date; whether the day exists is checked apart. */
export const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
export const dateMessage = 'must be a date as YYYY-MM-DD';

/**
 * Control characters never belong in what a user types or scans: PostgreSQL refuses NUL in text
 * outright, and the others only hide what a value really is. One-line fields (names, numbers,
 * codes) refuse them all; multi-line fields (remarks) keep tab and line breaks.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
export const ONE_LINE = /^[^\u0000-\u001f\u007f]*$/;
// eslint-disable-next-line no-control-regex -- as above, tab and line breaks allowed
export const MULTI_LINE = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/;
export const controlMessage = 'must not contain control characters (such as NUL)';
export const notEmptyMessage = 'must not be empty';

/** The longest identifier of a document (report, roll, order number). */
export const DOC_NO_MAX = 80;
