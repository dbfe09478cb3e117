import { PERSIST_KEY } from '../../src/lib/storageKeys';

/**
 * Whether a page's kept answers (written at most every two seconds) hold the session: the device
 * is then signed in as a tablet is, also offline. An expression for `page.evaluate`, asked again
 * until true: the app's Content-Security-Policy refuses the eval that `waitForFunction` needs.
 */
export const SESSION_KEPT = `localStorage.getItem(${JSON.stringify(PERSIST_KEY)})?.includes("getSession") ?? false`;
