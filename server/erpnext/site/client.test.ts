import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteClient, decodeMessages, FrappeError } from './client';

type Handler = (req: IncomingMessage, res: ServerResponse, body: string) => void;
let handler: Handler = (_q, res) => res.end('{}');
const seen: { method: string; url: string; auth: string | undefined; body: string }[] = [];
const server = createServer((req, res) => {
  let body = '';
  req.on('data', (c: Buffer) => (body += c.toString()));
  req.on('end', () => {
    seen.push({
      method: req.method ?? '',
      url: req.url ?? '',
      auth: req.headers.authorization,
      body,
    });
    handler(req, res, body);
  });
});
let url = '';
beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const json = (res: ServerResponse, status: number, body: unknown, headers = {}) => {
  res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
};
const client = () =>
  createSiteClient({ url: `${url}/`, apiKey: 'k', apiSecret: 's', timeoutMs: 2000 });
const failure = async (p: Promise<unknown>): Promise<FrappeError> => {
  try {
    await p;
  } catch (e) {
    if (e instanceof FrappeError) return e;
    throw e;
  }
  throw new Error('expected a failure');
};

describe('site client', () => {
  it('sends token auth and the list parameters as Frappe reads them', async () => {
    handler = (_q, res) => json(res, 200, { data: [{ name: 'A' }] });
    const rows = await client().list('Sales Order', {
      fields: ['name', 'modified'],
      filters: [['Sales Order', 'modified', '>', '2026-01-01 00:00:00.000000']],
      orderBy: 'modified asc, name asc',
      limitStart: 40,
      limitPageLength: 20,
    });
    expect(rows).toEqual([{ name: 'A' }]);
    const last = seen.at(-1)!;
    expect(last.auth).toBe('token k:s');
    const u = new URL(last.url, url);
    expect(u.pathname).toBe('/api/resource/Sales%20Order');
    expect(JSON.parse(u.searchParams.get('fields')!)).toEqual(['name', 'modified']);
    expect(JSON.parse(u.searchParams.get('filters')!)[0][2]).toBe('>');
    expect(u.searchParams.get('order_by')).toBe('modified asc, name asc');
    expect(u.searchParams.get('limit_start')).toBe('40');
    expect(u.searchParams.get('limit_page_length')).toBe('20');
  });

  it('reads the logged user, inserts and updates', async () => {
    handler = (req, res, body) => {
      if (req.url?.startsWith('/api/method/')) return json(res, 200, { message: 'sync@mill.in' });
      return json(res, 200, { data: { name: 'CUST-1', ...(JSON.parse(body || '{}') as object) } });
    };
    const c = client();
    expect(await c.loggedUser()).toBe('sync@mill.in');
    expect(await c.insert('Customer', { customer_name: 'X' })).toMatchObject({ name: 'CUST-1' });
    await c.update('Customer', 'CUST 1/a', { territory: 'India' });
    expect(seen.at(-1)!.method).toBe('PUT');
    expect(seen.at(-1)!.url).toBe('/api/resource/Customer/CUST%201%2Fa');
  });

  it('decodes Frappe error shapes into kinds and the site words', async () => {
    const sm = JSON.stringify([
      JSON.stringify({ message: 'Item Code <b>X</b> is mandatory', indicator: 'red' }),
      JSON.stringify({ message: 'Second' }),
    ]);
    const cases: [number, string][] = [
      [401, 'auth'],
      [403, 'forbidden'],
      [404, 'not_found'],
      [409, 'conflict'],
      [417, 'validation'],
      [502, 'unavailable'],
    ];
    for (const [status, kind] of cases) {
      handler = (_q, res) =>
        json(res, status, { exc_type: 'ValidationError', _server_messages: sm });
      const e = await failure(client().get('Item', 'X'));
      expect(e.kind).toBe(kind);
      expect(e.status).toBe(status);
      expect(e.messages).toEqual(['Item Code X is mandatory', 'Second']);
    }
  });

  it('reads Retry-After of a 429 and falls back to exception text', async () => {
    handler = (_q, res) =>
      json(
        res,
        429,
        { exception: 'frappe.exceptions.RateLimitExceededError: Too many' },
        { 'Retry-After': '3' },
      );
    const e = await failure(client().list('Item', { fields: ['name'] }));
    expect(e.kind).toBe('rate_limited');
    expect(e.retryAfterSeconds).toBe(3);
    expect(e.messages).toEqual(['Too many']);
  });

  it('names a network failure and a lost answer', async () => {
    handler = (req) => req.socket.destroy();
    expect((await failure(client().get('Item', 'X'))).kind).toBe('network');
    const dead = createSiteClient({ url: 'http://127.0.0.1:1', apiKey: 'k', apiSecret: 's' });
    expect((await failure(dead.loggedUser())).kind).toBe('network');
    handler = (_q, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html' });
      res.end('<html>login</html>');
    };
    expect((await failure(client().get('Item', 'X'))).kind).toBe('bad_answer');
  });

  it('decodes bare-string server messages', () => {
    expect(decodeMessages({ _server_messages: JSON.stringify(['"plain words"']) })).toEqual([
      'plain words',
    ]);
    expect(decodeMessages({ _server_messages: 'not json', message: 'm' })).toEqual(['m']);
  });
});
