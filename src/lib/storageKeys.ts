/**
 * The device's session entries in localStorage (src/lib/session.ts), apart from the code that
 * keeps them: the build's start frame reads them too (scripts/start-frame.ts).
 */
export const SESSION_MARKER_KEY = 'isLoggedIn';
export const SESSION_MARKER_VALUE = 'Yes';
export const USERNAME_KEY = 'username';
export const EDIT_FINISH_ROLL_NUMBER_KEY = 'edit-finish-roll-number';
/**
 * The home page's tiles this user last saw, with their username (src/features/home/tiles.ts):
 * the start frame draws them before the app's code has arrived (scripts/start-frame.ts).
 */
export const HOME_TILES_KEY = 'greige-home-tiles';
/**
 * The kept answers (src/app/queryPersist.ts): the query cache as last written, at most every two
 * seconds. The browser tests and the Lighthouse bench wait for the session to be in it.
 */
export const PERSIST_KEY = 'greige-query-cache';
