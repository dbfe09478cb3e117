/**
 * In the browser, zod compiles object parsers with `new Function` unless told not to. The app's
 * Content-Security-Policy forbids eval, so the attempt would only fail and be reported as a
 * policy violation on every load. Imported before any schema is built (zod decides when an object
 * schema is created). The server keeps the compiled parsers: no policy applies there.
 *
 * Set on the global object where zod keeps its configuration (`z.config()` writes there and every
 * copy of zod reads it), rather than by importing zod: the app's start runs this first, and zod's
 * code loads later, with the first call's schemas.
 */
const shared = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
if ('document' in globalThis) (shared.__zod_globalConfig ??= {}).jitless = true;
