import { config } from 'zod';

/**
 * In the browser, zod compiles object parsers with `new Function` unless told not to. The app's
 * Content-Security-Policy forbids eval, so the attempt would only fail and be reported as a
 * policy violation on every load. Imported before any schema is built (zod decides when an object
 * schema is created). The server keeps the compiled parsers: no policy applies there.
 */
if ('document' in globalThis) config({ jitless: true });
