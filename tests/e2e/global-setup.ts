import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { ADMIN } from '../support/e2e-admin';
import { removeDataDir, startServer } from '../support/server-process';
import { startMailServer } from './gate-mail';

/** One real server (built PWA + embedded database with the demo mill) for all browser tests. */
export default async function setup(project: TestProject) {
  if (!existsSync('dist/index.html')) throw new Error('Build the app first: npm run build');
  // A real mail server for the hosts' visitor emails; the tests read what it received.
  const mail = await startMailServer();
  const server = await startServer({
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    DEMO_DATA: '1',
    // The tests' own accounts register through the API as tablets behind the mill's proxy, each
    // from an address of its own (helpers.ts): the suite registers more accounts than one address
    // may in fifteen minutes. The browser's own requests carry no forwarded header.
    TRUST_PROXY: '127.0.0.1',
    SMTP_URL: mail.url,
    SMTP_FROM: 'Greige gate <gate@mill.test>',
  });
  project.provide('baseUrl', server.url);
  project.provide('mailDir', mail.dir);
  return async () => {
    await server.stop();
    removeDataDir(server.dataDir);
    await mail.stop();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** Where the mail server writes each message it receives (gate-mail.ts). */
    mailDir: string;
  }
}
