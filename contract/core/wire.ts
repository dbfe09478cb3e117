/**
 * Names both ends of the wire must spell alike: the app, the service worker and the server import
 * them from here, so a rename cannot leave one side behind. HTTP header names are case-insensitive;
 * they are written in lower case, as Node hands them to the server.
 */

/** Sent with every call of the app; the server refuses a save without it (CSRF). */
export const CLIENT_HEADER = 'x-greige-client';

/** Sent with a save so that a retry of it is applied once; its value is the save's client id. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** Set by the server on an answer that was stored by an earlier request with the same key. */
export const REPLAYED_HEADER = 'idempotent-replayed';

/** The service worker's cache of report reads; the app clears it when the user signs out. */
export const READS_CACHE = 'greige-report-reads';

/**
 * Where index.html's start script (written by scripts/route-hints.ts) keeps the browser's install
 * offer for the app (src/app/pwa.ts), when the offer comes before the app's code runs: the load
 * event does not wait for the start chunk.
 */
export const EARLY_INSTALL_OFFER = '__greigeInstallOffer';
