/**
 * Outbox replay benchmark (not a test): 10,000 saves kept on a "tablet" are drained through the
 * real outbox code (src/lib/outbox, fake IndexedDB) into the real server (in-process, embedded
 * database) through a proxy that lets the server commit and then drops 10 % of the answers, as a
 * Wi-Fi cut at the wrong moment would. Reports lost and duplicated saves (both must be 0) and the
 * drain rate.   npx tsx --tsconfig tsconfig.app.json bench/outbox.ts [count] [dropRate]
 *
 * Server test hook: `register` is replaced by a stub that writes one row per execution without
 * argon2 (50 ms a hash would measure the password hashing, not the outbox). Rows get a unique
 * suffix, so a save executed twice shows as two rows instead of failing on the unique index.
 */
import 'fake-indexeddb/auto';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { users } from '../server/db/schema';
import { publicHandlers } from '../server/handlers';

const COUNT = Number(process.argv[2] ?? 10_000);
const DROP = Number(process.argv[3] ?? 0.1);

// Deterministic drops (mulberry32), so runs are comparable.
let seed = 0x5eed;
const random = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

const database = await openDatabase({ kind: 'pglite' });
await database.migrate();
let executions = 0;
publicHandlers.register = async (ctx, input) => {
  executions += 1;
  const suffix = Math.random().toString(36).slice(2);
  const { username } = input.signcredentials;
  await ctx.db.insert(users).values({
    username: `${username}#${suffix}`,
    email: `${suffix}@${username}.bench`,
    passwordHash: 'bench',
  });
  return { ok: true as const, username };
};
const app = await buildApp({
  config: loadConfig({ DEMO_DATA: '0', LOG_LEVEL: 'silent', STATIC_DIR: '/nonexistent' }),
  database,
});
await app.listen({ port: 0, host: '127.0.0.1' });
const upstream = (app.server.address() as AddressInfo).port;

let dropped = 0;
const proxy = createServer((req, res) => {
  const up = request(
    { host: '127.0.0.1', port: upstream, path: req.url, method: req.method, headers: req.headers },
    (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (c: Buffer) => chunks.push(c));
      answer.on('end', () => {
        // The server has committed; the tablet never hears it.
        if (random() < DROP) {
          dropped += 1;
          res.socket?.destroy();
          return;
        }
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        res.end(Buffer.concat(chunks));
      });
    },
  );
  req.pipe(up);
});
await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;

// The outbox calls relative paths, as in the browser; ofetch reads globalThis.fetch on import.
const nodeFetch = globalThis.fetch;
globalThis.fetch = (input, init) =>
  nodeFetch(typeof input === 'string' ? new URL(input, base) : input, init);
/** The slice of the client outbox this script drives (imported at run time: it is app code). */
interface Outbox {
  startOutbox(currentUser: () => string): Promise<void>;
  drainOutbox(): Promise<void>;
  outboxState: { get(): { pending: readonly unknown[]; attention: readonly unknown[] } };
}
interface OutboxState {
  addItem(id: string, call: 'register', input: unknown, user: string): Promise<unknown>;
}
const client = (file: string): Promise<unknown> => import(`../src/lib/outbox/${file}`);
const { outboxState, startOutbox, drainOutbox } = (await client('index.ts')) as Outbox;
const { addItem } = (await client('state.ts')) as OutboxState;

const keptAt = performance.now();
for (let i = 0; i < COUNT; i++) {
  await addItem(
    crypto.randomUUID(),
    'register',
    {
      signcredentials: { username: `b${i}`, email: `b${i}@bench.test`, password: 'long enough pw' },
    },
    '',
  );
}
const keepMs = performance.now() - keptAt;

const started = performance.now();
await startOutbox(() => '');
let reconnects = 0;
// What connectivity does on a dropped answer: it notices the server is back and drains again.
while (outboxState.get().pending.length > 0) {
  await new Promise((r) => setTimeout(r, 50));
  reconnects += 1;
  await drainOutbox();
}
const drainMs = performance.now() - started;

const base1 = sql<string>`split_part(${users.username}, '#', 1)`;
const rows = await database.db
  .select({ base: base1, n: sql<number>`count(*)::int` })
  .from(users)
  .where(sql`${users.email} like '%.bench'`)
  .groupBy(base1);
const perSave = new Map(rows.map((r) => [r.base, r.n]));
let lost = 0;
let duplicated = 0;
for (let i = 0; i < COUNT; i++) {
  const n = perSave.get(`b${i}`) ?? 0;
  if (n === 0) lost += 1;
  if (n > 1) duplicated += n - 1;
}
const attention = outboxState.get().attention.length;

console.log(
  `outbox replay: ${COUNT} saves, ${(DROP * 100).toFixed(0)} % of answers dropped after commit`,
);
console.log(`  kept in IndexedDB (fake) in ${(keepMs / 1000).toFixed(1)} s`);
console.log(
  `  answers dropped: ${dropped}; handler executions: ${executions}; needs attention: ${attention}`,
);
console.log(`  lost: ${lost}   duplicated: ${duplicated}`);
console.log(
  `  drained in ${(drainMs / 1000).toFixed(1)} s = ${Math.round(COUNT / (drainMs / 1000))} saves/s (${reconnects} re-drains)`,
);

proxy.close();
await app.close();
await database.close();
process.exit(lost === 0 && duplicated === 0 && attention === 0 ? 0 : 1);
