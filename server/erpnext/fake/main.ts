import { openDatabase } from '../../db/client';
import { seedDemo } from '../../demo';
import { seedSiteFromMirror } from './seed';
import { startFakeSite } from './site';

/**
 * A test ERPNext site to try Greige with (`npm run erpnext:site`): a small mill built from the
 * demo mill's shapes, served with Frappe's REST API until stopped. PORT (default 8000), API_KEY
 * and API_SECRET may be set; ERPNEXT_SITE_LIMIT caps each doctype's documents (default 400).
 */

const port = Number(process.env.PORT ?? 8000);
const limit = Number(process.env.ERPNEXT_SITE_LIMIT ?? 400);
const scratch = await openDatabase({ kind: 'pglite' });
await scratch.migrate();
await seedDemo(scratch.db, { scale: 0.5, log: () => undefined });
const site = await startFakeSite({
  port,
  apiKey: process.env.API_KEY ?? 'greige-key',
  apiSecret: process.env.API_SECRET ?? 'greige-secret',
});
const counts = await seedSiteFromMirror(site, scratch.db, { limit });
await scratch.close();

console.log(
  [
    '',
    `  A test ERPNext site is running at ${site.url}`,
    `  API key:    ${site.apiKey}`,
    `  API secret: ${site.apiSecret}`,
    `  Documents:  ${Object.entries(counts)
      .map(([d, n]) => `${d} ${n}`)
      .join(', ')}`,
    '',
    '  Point Greige at it in another terminal:',
    `  ERPNEXT_URL=${site.url} ERPNEXT_API_KEY=${site.apiKey} ERPNEXT_API_SECRET=${site.apiSecret} DATA_DIR=./data-erp npm start`,
    '',
  ].join('\n'),
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void site.close().then(() => process.exit(0)));
}
