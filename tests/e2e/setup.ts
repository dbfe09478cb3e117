import { afterAll, afterEach } from 'vitest';
import { closeContexts } from '../support/browser';
import { closeTestPages, forgetFileContext } from './helpers';

/**
 * Run before each browser file (vitest.e2e.config.ts). The files share their worker's module cache,
 * so the helpers' hooks are registered here, per file, and not where the helpers are imported once.
 */
afterEach(async () => {
  await Promise.all([closeContexts('test'), closeTestPages()]);
});

afterAll(async () => {
  forgetFileContext();
  await closeContexts('file');
});
