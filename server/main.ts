import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from './app';
import { ensureAdministrator } from './auth/bootstrap';
import { backupRounds } from './backup/backups';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { seedDemoIfEmpty } from './demo';
import { alertRounds } from './domains/alerts/jobs';
import { gateRounds } from './domains/gate/jobs';
import { defectPhotoRounds } from './domains/inspection/photoRetention';
import { erpRounds } from './erpnext/jobs';
import { startWorker } from './jobs/worker';
import { seedRoles } from './permissions/roles';

const config = loadConfig();
const database = await openDatabase(
  config.DATABASE_URL
    ? {
        kind: 'postgres',
        url: config.DATABASE_URL,
        timeouts: {
          connect: config.DB_CONNECT_TIMEOUT_MS,
          statement: config.DB_STATEMENT_TIMEOUT_MS,
          idleInTransaction: config.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS,
        },
      }
    : { kind: 'pglite', dataDir: path.resolve(config.DATA_DIR) },
);

const app = await buildApp({
  config,
  database,
  https:
    config.TLS_CERT && config.TLS_KEY
      ? { cert: readFileSync(config.TLS_CERT), key: readFileSync(config.TLS_KEY) }
      : null,
  logger: {
    level: config.LOG_LEVEL,
    // Session cookies and credentials never reach the log.
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
  },
});

// Servers started together take turns here (a lock on PostgreSQL): the first migrates and seeds.
const admin = await database.startUp(async (db) => {
  await seedRoles(db);
  const made = await ensureAdministrator(db, config.ADMIN_EMAIL, config.ADMIN_PASSWORD);
  if (config.demoData) {
    const seeded = await seedDemoIfEmpty(db, {
      scale: config.SCALE,
      log: (msg) => app.log.info(msg),
    });
    if (seeded) app.log.info('demo mill created');
  }
  return made;
});
// After the demo mill, so the first purge sees it; stopped when the app closes, before the database.
// With an ERPNext site configured it is checked now (a refusal is logged and shown in settings, the
// server starts anyway), then pulled and pushed. Without one the demo mill fills the mirror.
const worker = startWorker(app.log, [
  ...gateRounds(database.db, config, app.log),
  ...alertRounds(database.db, config, app.log),
  ...defectPhotoRounds(database.db, app.log),
  ...(await erpRounds(database.db, config, app.log)),
  ...backupRounds(database, config, app.log),
]);
app.addHook('onClose', () => worker.stop());

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Stop taking requests, let those in flight finish, then close the database cleanly
    // (PGlite must flush its files before the process ends).
    void app
      .close()
      .then(() => database.close())
      .then(() => process.exit(0))
      .catch((err: unknown) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      });
  });
}

await app.listen({ port: config.PORT, host: config.HOST });
const scheme = config.TLS_CERT ? 'https' : 'http';
const lines = [
  '',
  `  Greige is running at ${scheme}://localhost:${config.PORT}`,
  `  Database: ${database.kind === 'pglite' ? `embedded (PGlite) in ${path.resolve(config.DATA_DIR)}` : 'PostgreSQL'}`,
];
if (admin.created) {
  lines.push(`  Sign in as ${admin.email}`);
  lines.push(
    admin.generatedPassword
      ? `  with the password ${admin.generatedPassword}  (shown once: change it under User Profile)`
      : '  with the password from ADMIN_PASSWORD',
  );
} else {
  lines.push(
    `  Sign in with your administrator account (${config.ADMIN_EMAIL} unless you changed it).`,
  );
}
console.log(lines.join('\n') + '\n');
