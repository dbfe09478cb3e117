import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { ADMIN } from '../support/e2e-admin';
import { removeDataDir, startServer } from '../support/server-process';

/** One real server (built PWA + embedded database with the demo mill) for all browser tests. */
export default async function setup(project: TestProject) {
  if (!existsSync('dist/index.html')) throw new Error('Build the app first: npm run build');
  const server = await startServer({
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    DEMO_DATA: '1',
    // The tests' own accounts register through the API as tablets behind the mill's proxy, each
    // from an address of its own (helpers.ts): the suite registers more accounts than one address
    // may in fifteen minutes. The browser's own requests carry no forwarded header.
    TRUST_PROXY: '127.0.0.1',
  });
  project.provide('baseUrl', server.url);
  return async () => {
    await server.stop();
    removeDataDir(server.dataDir);
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
