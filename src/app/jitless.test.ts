/**
 * The app's Content-Security-Policy forbids eval: zod must be told not to compile parsers before
 * it builds any schema, and that is done without loading zod at the app's start.
 */
import { expect, it } from 'vitest';
import '../../contract/core/jitless';
import { z } from 'zod';

it('zod in the browser builds its parsers without eval', () => {
  expect(z.config().jitless).toBe(true);
});
