import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callPath,
  calls,
  CLIENT_HEADER,
  IDEMPOTENCY_HEADER,
  REPLAYED_HEADER,
} from '../../contract';
import { newClientId } from '../../src/lib/outbox/uuid';
import { ADMIN } from '../support/e2e-admin';
import {
  freePort,
  removeDataDir,
  startServer,
  type RunningServer,
} from '../support/server-process';

/**
 * The deployment of deploy/README.md, run for real: two server processes on one fresh PostgreSQL
 * database, behind Debian's nginx with TLS, configured by deploy/nginx/greige.conf itself (only
 * its ports and certificate are put in). Everything goes through nginx over HTTPS as a tablet's
 * would, except where a server is called directly to show it is the one answering.
 */

const NGINX = '/usr/sbin/nginx';
const baseUrl = process.env.DATABASE_URL;
const missing = !baseUrl
  ? 'PostgreSQL (DATABASE_URL)'
  : !existsSync(NGINX)
    ? `nginx (${NGINX})`
    : spawnSync('openssl', ['version']).status !== 0
      ? 'the openssl command'
      : null;
const title = 'two servers behind nginx (deploy/nginx/greige.conf) on one PostgreSQL';

const SITE = fileURLToPath(new URL('../../deploy/nginx/greige.conf', import.meta.url));
const LOGIN = callPath(calls.login);
const SESSION = callPath(calls.getSession);
const SAVE = callPath(calls.postData);
const LIST = callPath(calls.getAllQIReportFromDB);
const HEALTH = '/api/health';
const ITEM = 'FAB-DEPLOY-SJ';
/** One report date per step, so that each step's daily numbers start at 0001. */
const DAYS = { both: '2025-03-03', oneKey: '2025-03-04', burst: '2025-03-05' } as const;
const BURST = 200;
/** Acknowledged saves of the burst before one server is killed: the rest run on the other. */
const KILL_AFTER = 60;

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

// The certificate is self-signed, made by the test: nothing is verified against it.
const tlsAgent = new https.Agent({ keepAlive: true, rejectUnauthorized: false });
const plainAgent = new http.Agent({ keepAlive: true });

/** One request as the app sends it (with its client header); JSON in, text out. */
function send(
  url: string,
  opts: { headers?: Record<string, string>; body?: unknown } = {},
): Promise<Answer> {
  const target = new URL(url);
  const secure = target.protocol === 'https:';
  const payload = opts.body === undefined ? undefined : JSON.stringify(opts.body);
  return new Promise((resolve, reject) => {
    const req = (secure ? https : http).request(
      target,
      {
        method: payload === undefined ? 'GET' : 'POST',
        agent: secure ? tlsAgent : plainAgent,
        headers: {
          [CLIENT_HEADER]: '1',
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
          ...opts.headers,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const json = <T>(answer: Answer): T => JSON.parse(answer.text) as T;

/** `from` must occur exactly once, so that the file tested cannot drift from the file documented. */
function replaceOnce(text: string, from: string, to: string): string {
  const count = text.split(from).length - 1;
  if (count !== 1) throw new Error(`${SITE} has "${from}" ${count} times, not once`);
  return text.replace(from, () => to);
}

/** Waits for `ready` to hold, or throws `what` with `detail()` when it never does. */
async function until(
  ready: () => boolean | Promise<boolean>,
  what: string,
  detail: () => string = () => '',
): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (await ready()) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${what}\n${detail()}`);
}

/** Runs `each` over `items`, `width` at a time. */
async function inTurns<T>(
  items: readonly T[],
  width: number,
  each: (item: T, i: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      for (let i = next++; i < items.length; i = next++) await each(items[i]!, i);
    }),
  );
}

interface Save {
  key: string;
  tableName: string;
  body: { jsonData: Record<string, string> };
}

/** A new fabric QI report with its own Idempotency-Key, as the tablet's outbox sends it. */
const newSave = (date: string, tableName: string): Save => ({
  key: newClientId(),
  tableName,
  body: {
    jsonData: {
      date,
      stage: 'greige',
      sourceKind: 'jobCard',
      sourceDocNo: 'PO-JOB-DEPLOY',
      itemCode: ITEM,
      inspector: 'Deployment',
      tableName,
    },
  },
});

const qiNo = (date: string, n: number) =>
  `QI-${date.replaceAll('-', '')}-${String(n).padStart(4, '0')}`;

describe.skipIf(missing !== null)(
  missing
    ? `${title}: skipped, no ${missing}; it needs PostgreSQL, nginx and openssl, and .ci/run's deployment stage runs it`
    : title,
  () => {
    let dir = '';
    const servers: RunningServer[] = [];
    const dbName = `greige_deploy_${randomBytes(4).toString('hex')}`;
    let created = false;
    let db: pg.Client | undefined;
    let nginx: ChildProcess | undefined;
    let nginxOutput = '';
    let front = '';
    let httpFront = '';
    let cookie = '';
    /** The server killed in the burst: its `stop` would wait for an exit that already happened. */
    let killed: RunningServer | undefined;

    const admin = async (statement: string) => {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      try {
        await client.query(statement);
      } finally {
        await client.end();
      }
    };
    const reportsStored = async (): Promise<number> => {
      const { rows } = await db!.query<{ n: number }>('select count(*)::int as n from qi_reports');
      return rows[0]!.n;
    };
    /** "table report-number" of each of the day's reports in the database: a doubled save shows twice. */
    const stored = async (date: string): Promise<string[]> => {
      const { rows } = await db!.query<{ table_name: string; report_no: string }>(
        'select table_name, report_no from qi_reports where report_date = $1',
        [date],
      );
      return rows.map((r) => `${r.table_name} ${r.report_no}`).sort();
    };
    /** The same of what the tablets were told, by table. */
    const toldAs = (told: Map<string, string>): string[] =>
      [...told].map(([table, reportNo]) => `${table} ${reportNo}`).sort();

    /** nginx's log of each request and the port of the server that answered it (the last tried). */
    const logged = () =>
      (existsSync(path.join(dir, 'access.log'))
        ? readFileSync(path.join(dir, 'access.log'), 'utf8')
        : ''
      )
        .split('\n')
        .filter(Boolean)
        .map((line) => {
          const [uri = '', status = '', ...upstreams] = line.split(' ');
          const last = upstreams.join(' ').split(', ').at(-1) ?? '-';
          return { uri, status: Number(status), port: Number(last.split(':')[1] ?? 0) };
        });
    /**
     * The `expected` requests to `uri` logged after `mark`, each with its server. nginx writes a line
     * as it finishes the answer, so the last may land just after the client has read it.
     */
    const answeredBy = async (mark: number, uri: string, expected: number) => {
      const lines = () =>
        logged()
          .slice(mark)
          .filter((l) => l.uri === uri);
      await until(
        () => lines().length >= expected,
        `nginx logged fewer than ${expected} requests to ${uri}`,
      );
      return lines();
    };

    beforeAll(async () => {
      dir = mkdtempSync(path.join(tmpdir(), 'greige-deploy-'));
      // nginx's workers run as an unprivileged user when nginx is started as root: they must be
      // able to reach their temporary files here.
      chmodSync(dir, 0o755);

      const url = new URL(baseUrl!);
      url.pathname = `/${dbName}`;
      await admin(`create database ${dbName}`);
      created = true;

      const cert = path.join(dir, 'greige.crt');
      const key = path.join(dir, 'greige.key');
      const made = spawnSync(
        'openssl',
        [
          ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1'],
          ...['-nodes', '-keyout', key, '-out', cert, '-days', '2', '-subj', '/CN=127.0.0.1'],
        ],
        { encoding: 'utf8' },
      );
      if (made.status !== 0) throw new Error(`openssl: ${made.stderr}`);

      // Together, as a mill's would after a reboot: they take turns migrating, under a lock.
      const env = {
        DATABASE_URL: url.toString(),
        TRUST_PROXY: '127.0.0.1',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
      };
      const started = await Promise.allSettled([startServer(env), startServer(env)]);
      for (const s of started) if (s.status === 'fulfilled') servers.push(s.value);
      const failed = started.find((s) => s.status === 'rejected');
      if (failed) throw failed.reason;

      db = new pg.Client({ connectionString: url.toString() });
      await db.connect();
      // The fabric the reports are of; an empty database (no DEMO_DATA) has no items.
      await db.query(
        `insert into items (item_code, item_name, item_group, quality, uom)
         values ($1, 'Deployment single jersey', 'Fabric', 'Single Jersey', 'Kg')`,
        [ITEM],
      );

      const [a, b] = servers as [RunningServer, RunningServer];
      const httpsPort = await freePort();
      let httpPort = await freePort();
      while (httpPort === httpsPort) httpPort = await freePort();
      const site = (
        [
          ['server 127.0.0.1:3001;', `server 127.0.0.1:${a.port};`],
          ['server 127.0.0.1:3002;', `server 127.0.0.1:${b.port};`],
          ['listen 80;', `listen 127.0.0.1:${httpPort};`],
          ['listen 443 ssl;', `listen 127.0.0.1:${httpsPort} ssl;`],
          // The machine may have no IPv6.
          ['listen [::]:80;', ''],
          ['listen [::]:443 ssl;', ''],
          ['/etc/ssl/certs/greige.crt', cert],
          ['/etc/ssl/private/greige.key', key],
        ] as const
      ).reduce((text, [from, to]) => replaceOnce(text, from, to), readFileSync(SITE, 'utf8'));
      const directives = site.replace(/#.*$/gm, '');
      if (directives.includes('/etc/'))
        throw new Error(`${SITE} names a file of this machine's nginx`);
      writeFileSync(path.join(dir, 'greige.conf'), site);
      // What Debian's /etc/nginx/nginx.conf is to the site, with every file in this folder.
      const conf = path.join(dir, 'nginx.conf');
      writeFileSync(
        conf,
        `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
  # Which server answered each request, so that the test sees both take turns.
  log_format upstreams '$uri $status $upstream_addr';
  access_log ${dir}/access.log upstreams;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${dir}/greige.conf;
}
`,
      );
      const args = ['-p', `${dir}/`, '-c', conf, '-e', path.join(dir, 'error.log')];
      const checked = spawnSync(NGINX, [...args, '-t'], { encoding: 'utf8' });
      if (checked.status !== 0) throw new Error(`nginx -t:\n${checked.stderr}`);
      nginx = spawn(NGINX, args, { stdio: ['ignore', 'pipe', 'pipe'] });
      nginx.stdout?.on('data', (d: Buffer) => (nginxOutput += d.toString()));
      nginx.stderr?.on('data', (d: Buffer) => (nginxOutput += d.toString()));
      front = `https://127.0.0.1:${httpsPort}`;
      httpFront = `http://127.0.0.1:${httpPort}`;
      const errors = () =>
        `${nginxOutput}${existsSync(path.join(dir, 'error.log')) ? readFileSync(path.join(dir, 'error.log'), 'utf8') : ''}`;
      await until(
        async () => {
          if (nginx?.exitCode !== null) throw new Error(`nginx exited:\n${errors()}`);
          return (await send(`${front}${HEALTH}`).catch(() => null))?.status === 200;
        },
        'nginx did not answer',
        errors,
      );
    }, 240_000);

    afterAll(async () => {
      tlsAgent.destroy();
      plainAgent.destroy();
      const proxy = nginx;
      if (proxy && proxy.exitCode === null && proxy.signalCode === null) {
        await new Promise((resolve) => {
          proxy.once('exit', resolve);
          proxy.kill('SIGTERM');
        });
      }
      await db?.end().catch(() => undefined);
      for (const s of servers) {
        await s.stop();
        removeDataDir(s.dataDir);
      }
      if (created) await admin(`drop database if exists ${dbName} with (force)`);
      if (dir) rmSync(dir, { recursive: true, force: true });
    }, 60_000);

    it('sends plain HTTP to HTTPS and serves the app over TLS', async () => {
      const plain = await send(`${httpFront}/inspection?table=2`);
      expect(plain.status).toBe(301);
      expect(plain.headers.location).toBe('https://127.0.0.1/inspection?table=2');

      const page = await send(`${front}/`);
      expect(page.status).toBe(200);
      expect(page.text).toContain('<title>Greige</title>');
      // Sent by the server only on HTTPS: it believed nginx's X-Forwarded-Proto.
      expect(page.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    });

    it("signs in through nginx, and both servers honour the session with the tablet's address", async () => {
      const login = await send(`${front}${LOGIN}`, {
        body: { credentials: { email: ADMIN.email, password: ADMIN.password } },
        // The tablet's address as a proxy in front of nginx would pass it on.
        headers: { 'x-forwarded-for': '203.0.113.7' },
      });
      expect(login.status).toBe(200);
      expect(json<{ username: string; email: string; isAdmin: boolean }>(login)).toMatchObject({
        username: 'admin',
        email: ADMIN.email,
        isAdmin: true,
      });
      const setCookie = login.headers['set-cookie']?.[0] ?? '';
      // HTTPS as the server sees it: the __Host- name, Secure.
      expect(setCookie).toMatch(/^__Host-greige_session=[^;]+;/);
      expect(setCookie).toMatch(/; Secure/);
      cookie = setCookie.split(';')[0]!;

      // The address the sign-in limits and the session list go by is the tablet's, not nginx's.
      const { rows: sessions } = await db!.query<{ ip: string }>('select ip from sessions');
      expect(sessions).toEqual([{ ip: '203.0.113.7' }]);

      const mark = logged().length;
      for (let i = 0; i < 4; i++) {
        const session = await send(`${front}${SESSION}`, { headers: { cookie } });
        expect(session.status).toBe(200);
        expect(json<{ username: string }>(session).username).toBe('admin');
      }
      const answered = await answeredBy(mark, SESSION, 4);
      expect(new Set(answered.map((l) => l.port))).toEqual(new Set(servers.map((s) => s.port)));

      // Each server directly, as nginx calls it (hence X-Forwarded-Proto, from 127.0.0.1).
      for (const s of servers) {
        const session = await send(`${s.url}${SESSION}`, {
          headers: { cookie, 'x-forwarded-proto': 'https' },
        });
        expect(json<{ username: string }>(session).username).toBe('admin');
      }
      // nginx is the proxy TRUST_PROXY names: nothing warns of an untrusted one, also for the
      // calls above that came from nginx's own machine (forwarded as 127.0.0.1).
      const { rows: notices } = await db!.query('select kind, detail from server_notices');
      expect(notices).toEqual([]);
    });

    it('saves through both servers: each written once, numbered in turn', async () => {
      const saves = Array.from({ length: 40 }, (_, i) => newSave(DAYS.both, `deploy-both-${i}`));
      const told = new Map<string, string>();
      const mark = logged().length;
      await inTurns(saves, 4, async (save) => {
        const answer = await send(`${front}${SAVE}`, {
          body: save.body,
          headers: { cookie, [IDEMPOTENCY_HEADER]: save.key },
        });
        expect(answer.status, answer.text).toBe(200);
        told.set(save.tableName, json<{ reportNo: string }>(answer).reportNo);
      });

      const answered = await answeredBy(mark, SAVE, saves.length);
      for (const s of servers) expect(answered.some((l) => l.port === s.port)).toBe(true);
      // What each tablet was told is what is stored, and the day's numbers run 0001–0040.
      expect(await stored(DAYS.both)).toEqual(toldAs(told));
      expect([...told.values()].sort()).toEqual(saves.map((_, i) => qiNo(DAYS.both, i + 1)).sort());
    });

    it('one Idempotency-Key sent to both servers and twice through nginx makes one report', async () => {
      const save = newSave(DAYS.oneKey, 'deploy-one-key');
      const headers = { cookie, [IDEMPOTENCY_HEADER]: save.key };
      const answers = await Promise.all([
        ...servers.map((s) =>
          send(`${s.url}${SAVE}`, {
            body: save.body,
            headers: { ...headers, 'x-forwarded-proto': 'https' },
          }),
        ),
        send(`${front}${SAVE}`, { body: save.body, headers }),
        send(`${front}${SAVE}`, { body: save.body, headers }),
      ]);

      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
      // All four are told the one report's number; three of them get the first one's answer.
      expect(answers.map((a) => json<{ reportNo: string }>(a).reportNo)).toEqual(
        Array(4).fill(qiNo(DAYS.oneKey, 1)),
      );
      expect(answers.filter((a) => a.headers[REPLAYED_HEADER] === 'true')).toHaveLength(3);
      expect(await stored(DAYS.oneKey)).toEqual([`deploy-one-key ${qiNo(DAYS.oneKey, 1)}`]);
    });

    it('one server killed in a burst of saves: nginx answers from the other, nothing lost or doubled', async () => {
      const [survivor, victim] = servers as [RunningServer, RunningServer];
      const saves = Array.from({ length: BURST }, (_, i) =>
        newSave(DAYS.burst, `deploy-burst-${i}`),
      );
      const told = new Map<string, string>();
      const unanswered: Save[] = [];
      const mark = logged().length;
      const post = (save: Save) =>
        send(`${front}${SAVE}`, {
          body: save.body,
          headers: { cookie, [IDEMPOTENCY_HEADER]: save.key },
        }).catch(() => null);

      await inTurns(saves, 8, async (save) => {
        const answer = await post(save);
        if (answer?.status !== 200) {
          unanswered.push(save);
          return;
        }
        told.set(save.tableName, json<{ reportNo: string }>(answer).reportNo);
        if (told.size >= KILL_AFTER && !killed) {
          // A crash, not a shutdown: the other saves of the burst are still on their way.
          killed = victim;
          void victim.kill();
        }
      });
      expect(killed).toBe(victim);
      // The victim took its turn in the burst before it died.
      const burst = logged()
        .slice(mark)
        .filter((l) => l.uri === SAVE);
      expect(burst.some((l) => l.port === victim.port && l.status === 200)).toBe(true);
      await expect(send(`${victim.url}${HEALTH}`)).rejects.toThrow();
      expect((await send(`${survivor.url}${HEALTH}`)).status).toBe(200);

      // The tablet's outbox: a save without an answer is sent again, same key, until it has one.
      let replayed = 0;
      for (const save of unanswered) {
        const last: { answer: Answer | null } = { answer: null };
        await until(
          async () => (last.answer = await post(save))?.status === 200,
          `${save.tableName} was never acknowledged`,
          () => `last answer: ${last.answer?.status} ${last.answer?.text}`,
        );
        const acknowledged = last.answer!;
        if (acknowledged.headers[REPLAYED_HEADER] === 'true') replayed += 1;
        told.set(save.tableName, json<{ reportNo: string }>(acknowledged).reportNo);
      }
      console.info(
        `burst: ${BURST} saves, ${unanswered.length} without an answer when a server was killed ` +
          `(${replayed} of them had been saved by it), all sent again and acknowledged`,
      );

      // Every save is stored exactly once, under the number its tablet was told.
      expect(told.size).toBe(BURST);
      expect(await stored(DAYS.burst)).toEqual(toldAs(told));
      expect(new Set(told.values()).size).toBe(BURST);

      // nginx still answers: a new sign-in, who is signed in, the list with every report in it.
      const again = await send(`${front}${LOGIN}`, {
        body: { credentials: { email: ADMIN.email, password: ADMIN.password } },
      });
      expect(json<{ username: string }>(again).username).toBe('admin');
      for (let i = 0; i < 4; i++) {
        const session = await send(`${front}${SESSION}`, { headers: { cookie } });
        expect(json<{ username: string }>(session).username).toBe('admin');
      }
      const list = await send(`${front}${LIST}?limit=50`, { headers: { cookie } });
      expect(list.status).toBe(200);
      const page = json<{ rows: { reportNo: string }[]; total: number }>(list);
      expect(page.total).toBe(40 + 1 + BURST);
      expect(page.total).toBe(await reportsStored());
      expect(page.rows).toHaveLength(50);
    });
  },
);
