import { connect, createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { callList, callPath } from '../../contract';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { defaultTimeouts, openDatabase, type DatabaseTimeouts } from '../db/client';

/**
 * A database that cannot be reached or does not answer is a 503 with words, for every call and
 * for /api/health, within the configured bounds; never a 500, never a request that hangs.
 */
const config = loadConfig({ STATIC_DIR: '/nonexistent', DEMO_DATA: '0', LOG_LEVEL: 'silent' });
const quick: Partial<DatabaseTimeouts> = { connect: 500, statement: 500 };

async function listening(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return (server.address() as AddressInfo).port;
}

/** A server on `url` that reaches no database. */
async function appOn(url: string, timeouts = quick) {
  const database = await openDatabase({ kind: 'postgres', url, timeouts });
  const app = await buildApp({ config, database });
  afterAll(async () => {
    await app.close();
    await database.close();
  });
  return app;
}

const cookie = 'greige_session=not-checked-because-the-database-is-down';

function expectUnavailable(res: { statusCode: number; json(): unknown; headers: object }) {
  expect(res.statusCode).toBe(503);
  const body = res.json() as { error: { code: string; message: string } };
  expect(body.error.code).toBe('unavailable');
  expect(body.error.message).toMatch(/database/i);
  expect(res.headers).toHaveProperty('retry-after');
}

describe('a database that refuses connections', async () => {
  // A port that was free a moment ago: nothing listens there, so connecting is refused.
  const port = await listening(createServer());
  const closed = await new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const p = (probe.address() as AddressInfo).port;
      probe.close(() => resolve(p));
    });
  });
  expect(port).not.toBe(closed);
  const app = await appOn(`postgres://greige@127.0.0.1:${closed}/greige`);

  it('answers every call with 503 and says the database is not reachable', async () => {
    for (const call of callList) {
      const res = await app.inject({
        method: call.method === 'POST' || call.kind === 'save' ? 'POST' : 'GET',
        url: callPath(call),
        headers: { cookie, 'x-greige-client': '1', origin: 'http://localhost' },
        ...(call.method === 'POST' || call.kind === 'save' ? { payload: {} } : {}),
      });
      // A public call may refuse the empty input before it needs the database.
      if (call.access === 'public' && res.statusCode === 400) continue;
      expect(res.statusCode, call.name).toBe(503);
      expect((res.json() as { error: { code: string } }).error.code, call.name).toBe('unavailable');
    }
  });

  it('says so at /api/health too', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      ok: false,
      message: expect.stringMatching(/not reachable/),
    });
  });
});

describe('a database that accepts connections and never answers', async () => {
  const sockets = new Set<Socket>();
  const silent = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  const port = await listening(silent);
  // Hooks run last-registered first: the connections end before the server closes.
  afterAll(() => {
    for (const s of sockets) s.destroy();
  });
  const app = await appOn(`postgres://greige@127.0.0.1:${port}/greige`);

  it('answers a read, a save and /api/health with 503 once the wait runs out', async () => {
    const read = await app.inject({
      method: 'GET',
      url: callPath(callList.find((c) => c.name === 'getSession')!),
      headers: { cookie },
    });
    expectUnavailable(read);
    expect((read.json() as { error: { message: string } }).error.message).toMatch(
      /did not answer in time/,
    );
    const login = await app.inject({
      method: 'POST',
      url: callPath(callList.find((c) => c.name === 'login')!),
      headers: { 'x-greige-client': '1', origin: 'http://localhost' },
      payload: {
        credentials: { email: 'admin@greige.local', password: 'a password of some length' },
      },
    });
    expectUnavailable(login);
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
  });

  it('waits at most 10 s by default: connecting, a free connection, a statement', () => {
    // A request waits for a connection (connect) or, on one it holds, for a statement (PostgreSQL
    // cancels it at `statement`, this side gives up a second later if the database is silent).
    expect(defaultTimeouts.connect).toBeLessThanOrEqual(10_000);
    expect(defaultTimeouts.statement + 1_000).toBeLessThanOrEqual(10_000);
  });
});

// A real PostgreSQL behind a switch: only in the PostgreSQL pass (DATABASE_URL).
describe.skipIf(!process.env.DATABASE_URL)('a database that goes away and comes back', async () => {
  const target = new URL(process.env.DATABASE_URL ?? 'postgres://localhost/test');
  let up = true;
  const links = new Set<Socket>();
  const proxy = createServer((client) => {
    if (!up) return void client.destroy();
    const server = connect(Number(target.port || 5432), target.hostname);
    for (const [a, b] of [
      [client, server],
      [server, client],
    ] as const) {
      a.pipe(b);
      a.on('error', () => b.destroy());
      a.on('close', () => b.destroy());
      links.add(a);
      a.on('close', () => links.delete(a));
    }
  });
  const port = await listening(proxy);
  afterAll(() => {
    for (const s of links) s.destroy();
  });
  const via = new URL(target);
  via.host = `127.0.0.1:${port}`;
  const app = await appOn(via.toString());
  const health = () => app.inject({ method: 'GET', url: '/api/health' });

  it('answers 503 while it is gone and carries on by itself when it is back', async () => {
    expect((await health()).statusCode).toBe(200);
    up = false;
    for (const s of links) s.destroy();
    const down = await health();
    expect(down.statusCode).toBe(503);
    up = true;
    await expect.poll(async () => (await health()).statusCode).toBe(200);
  });

  it('answers 503, not 500, when the database named in DATABASE_URL does not exist', async () => {
    const missing = new URL(target);
    missing.pathname = '/greige_no_such_database';
    const lost = await appOn(missing.toString());
    const res = await lost.inject({
      method: 'GET',
      url: callPath(callList.find((c) => c.name === 'getSession')!),
      headers: { cookie },
    });
    expectUnavailable(res);
    expect((await lost.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(503);
  });
});
