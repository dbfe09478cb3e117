import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM, CHROMIUM_ARGS } from '../support/browser';
import { ADMIN } from '../support/e2e-admin';
import { removeDataDir, startServer } from '../support/server-process';
import { startMailServer } from './gate-mail';

/**
 * What every browser test file shares: one Chromium, one real server (built PWA + embedded
 * database with the demo mill), and that mill's data folder for the files that need a server of
 * their own. The mill is seeded once; each server that holds it starts on a copy.
 */
export default async function setup(project: TestProject) {
  if (!existsSync('dist/index.html')) throw new Error('Build the app first: npm run build');
  const admin = { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password };
  // Seeded by a server started and stopped at once: a stopped server's folder can be copied.
  const demoMill = await startServer({ ...admin, DEMO_DATA: '1' });
  await demoMill.stop();
  const [browser, mail] = await Promise.all([
    chromium.launchServer({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS }),
    // A real mail server for the hosts' visitor emails; the tests read what it received.
    startMailServer(),
  ]);
  const server = await startServer(
    {
      ...admin,
      DEMO_DATA: '1',
      // The tests' own accounts register through the API as tablets behind the mill's proxy, each
      // from an address of its own (helpers.ts): the suite registers more accounts than one
      // address may in fifteen minutes. The browser's own requests carry no forwarded header.
      TRUST_PROXY: '127.0.0.1',
      SMTP_URL: mail.url,
      SMTP_FROM: 'Greige <greige@mill.test>',
    },
    { dataFrom: demoMill.dataDir },
  );
  project.provide('baseUrl', server.url);
  project.provide('mailDir', mail.dir);
  project.provide('demoMillDir', demoMill.dataDir);
  project.provide('browserEndpoint', browser.wsEndpoint());
  return async () => {
    await server.stop();
    removeDataDir(server.dataDir);
    removeDataDir(demoMill.dataDir);
    await Promise.all([mail.stop(), browser.close()]);
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** Where the mail server writes each message it receives (gate-mail.ts). */
    mailDir: string;
    /** A stopped server's data folder holding the demo mill, for `startServer`'s `dataFrom`. */
    demoMillDir: string;
    /** The run's Chromium, for `chromium.connect`. */
    browserEndpoint: string;
  }
}
