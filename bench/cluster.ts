/**
 * `npm run bench cluster`: a bounded mixed load against one Greige server, then two, on one
 * PostgreSQL (BENCH_PG_URL, default postgres://root@127.0.0.1:5432/). Each phase sends
 * BENCH_REQUESTS requests (default 2,400) over BENCH_CONNECTIONS connections (default 32): six in
 * ten reads (a page of QI reports), three in ten saves (a new QI report, each with its own
 * Idempotency-Key, so each takes a daily number) and one in ten a resend of an earlier save with
 * the same key. It prints requests per second, p50 and p99 of reads and saves, and then checks the
 * database: every acknowledged save written exactly once, no row that was not acknowledged.
 */
import pg from 'pg';
import { callPath, calls } from '../contract';
import { newClientId } from '../src/lib/outbox/uuid';
import { removeDataDir, startServer, type RunningServer } from '../tests/support/server-process';
import { adminQuery, PG_URL } from './qi/database';

const DB = 'greige_bench_cluster';
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2400);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const PASSWORD = 'bench cluster password';

const url = `${PG_URL}${DB}`;
await adminQuery(`drop database if exists ${DB} with (force)`);
await adminQuery(`create database ${DB}`);
const env = {
  DATABASE_URL: url,
  DEMO_DATA: '1',
  ADMIN_EMAIL: 'admin@greige.local',
  ADMIN_PASSWORD: PASSWORD,
  STATIC_DIR: '/nonexistent',
  LOG_LEVEL: 'error',
};
// One after the other, so that the same bench also measures a version without the start-up lock.
const servers: RunningServer[] = [await startServer(env)];
servers.push(await startServer(env));

const db = new pg.Client({ connectionString: url });
await db.connect();
const { rows: fabric } = await db.query<{ item_code: string }>(
  "select item_code from items where item_group = 'Fabric' and not disabled limit 1",
);
const itemCode = fabric[0]?.item_code;
if (!itemCode) throw new Error('the demo mill has no fabric item');

const headers = { 'content-type': 'application/json', 'x-greige-client': '1' };
const login = await fetch(`${servers[0]!.url}${callPath(calls.login)}`, {
  method: 'POST',
  headers,
  body: JSON.stringify({ credentials: { email: env.ADMIN_EMAIL, password: PASSWORD } }),
});
const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
if (!login.ok || !cookie) throw new Error(`sign-in answered ${login.status}`);

const today = new Date().toISOString().slice(0, 10);
const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]! : 0;

interface Save {
  key: string;
  body: string;
}

async function phase(name: string, targets: RunningServer[]) {
  const reads: number[] = [];
  const saves: number[] = [];
  const sent: Save[] = [];
  const acknowledged = new Set<string>();
  let failures = 0;
  let next = 0;
  const started = performance.now();
  const one = async (i: number) => {
    const base = targets[i % targets.length]!.url;
    const kind = i % 10 < 6 ? 'read' : i % 10 < 9 || sent.length === 0 ? 'save' : 'resend';
    const t0 = performance.now();
    let res: Response;
    if (kind === 'read') {
      res = await fetch(`${base}${callPath(calls.getAllQIReportFromDB)}?limit=50`, {
        headers: { ...headers, cookie },
      });
    } else {
      const save: Save =
        kind === 'resend'
          ? sent[Math.floor(Math.random() * sent.length)]!
          : {
              key: newClientId(),
              body: JSON.stringify({
                jsonData: {
                  date: today,
                  stage: 'greige',
                  sourceKind: 'jobCard',
                  sourceDocNo: 'PO-JOB-BENCH',
                  itemCode,
                  inspector: 'Bench',
                  tableName: `bench-${name}-${i}`,
                },
              }),
            };
      if (kind === 'save') sent.push(save);
      res = await fetch(`${base}${callPath(calls.postData)}`, {
        method: 'POST',
        headers: { ...headers, cookie, 'idempotency-key': save.key },
        body: save.body,
      });
      if (res.ok) acknowledged.add(save.key);
    }
    const text = await res.text();
    if (!res.ok && failures++ === 0) console.log(`first refusal (${kind}): ${res.status} ${text}`);
    (kind === 'read' ? reads : saves).push(performance.now() - t0);
  };
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      for (let i = next++; i < REQUESTS; i = next++) await one(i);
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  reads.sort((a, b) => a - b);
  saves.sort((a, b) => a - b);
  const { rows } = await db.query<{ n: number; distinct_names: number }>(
    'select count(*)::int as n, count(distinct table_name)::int as distinct_names from qi_reports where table_name like $1',
    [`bench-${name}-%`],
  );
  const written = rows[0]!;
  const perSecond = REQUESTS / seconds;
  console.log(
    `${name}: ${perSecond.toFixed(0)} req/s over ${seconds.toFixed(1)} s, ` +
      `reads p50 ${percentile(reads, 50).toFixed(0)} ms p99 ${percentile(reads, 99).toFixed(0)} ms, ` +
      `saves p50 ${percentile(saves, 50).toFixed(0)} ms p99 ${percentile(saves, 99).toFixed(0)} ms, ` +
      `${failures} not ok; saves acknowledged ${acknowledged.size}, rows written ${written.n} ` +
      `(${written.n - written.distinct_names} doubled)`,
  );
  return { perSecond, ok: written.n === acknowledged.size && written.n === written.distinct_names };
}

try {
  const single = await phase('one', servers.slice(0, 1));
  const both = await phase('two', servers);
  console.log(`two servers / one: ${(both.perSecond / single.perSecond).toFixed(2)}×`);
  if (!single.ok || !both.ok) {
    console.log('written and acknowledged differ');
    process.exitCode = 1;
  }
} finally {
  await db.end();
  await Promise.all(servers.map((s) => s.stop()));
  for (const s of servers) removeDataDir(s.dataDir);
  await adminQuery(`drop database if exists ${DB} with (force)`);
}
