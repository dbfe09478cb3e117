import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { callPath, calls } from '../../contract';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { createTestApp } from '../support/app';
import { createTestDatabase } from '../support/db';

/**
 * What travels over a weak signal: built assets leave precompressed (the copy the browser
 * accepts, with Vary), API answers are compressed above 1 KiB, and compression changes neither
 * the cache rules nor the security headers.
 */

// A stand-in for a build: a script, the shell and the worker, each with its .br and .gz copies.
const staticDir = mkdtempSync(path.join(tmpdir(), 'greige-static-'));
afterAll(() => rmSync(staticDir, { recursive: true, force: true }));
const script = `export const rolls = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `roll ${i}`))};\n`;
const hints = "document.documentElement.dataset.hinted = 'yes';";
const shell = `<!doctype html><html><head><title>Greige</title><script>${hints}</script><script type="module" src="/assets/index-AbCd1234.js"></script></head><body></body></html>\n`;
const files: Record<string, string> = {
  'assets/index-AbCd1234.js': script,
  'index.html': shell,
  'sw.js': `self.addEventListener('install', () => self.skipWaiting()); // ${'x'.repeat(500)}\n`,
};
mkdirSync(path.join(staticDir, 'assets'));
for (const [file, text] of Object.entries(files)) {
  writeFileSync(path.join(staticDir, file), text);
  writeFileSync(path.join(staticDir, `${file}.br`), brotliCompressSync(text));
  writeFileSync(path.join(staticDir, `${file}.gz`), gzipSync(text));
}

const database = await createTestDatabase();
const app = await buildApp({
  config: loadConfig({ STATIC_DIR: staticDir, DEMO_DATA: '0', LOG_LEVEL: 'silent' }),
  database,
});
afterAll(() => app.close());

const get = (url: string, acceptEncoding?: string) =>
  app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  });
const varies = (res: LightMyRequestResponse) =>
  String(res.headers.vary ?? '')
    .toLowerCase()
    .split(/,\s*/)
    .includes('accept-encoding');

describe('built assets', () => {
  it('sends the brotli copy to a browser that accepts brotli, once compressed, cached a year', async () => {
    const res = await get('/assets/index-AbCd1234.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(varies(res)).toBe(true);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // Decoded once, it is the script itself: not compressed a second time on the way out.
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends the gzip copy to a browser that accepts only gzip', async () => {
    const res = await get('/assets/index-AbCd1234.js', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(varies(res)).toBe(true);
    expect(gunzipSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends the file as it is to a client that accepts no encoding, still varying on it', async () => {
    const res = await get('/assets/index-AbCd1234.js');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(varies(res)).toBe(true);
    expect(res.body).toBe(script);
  });

  it('keeps the shell and the service worker revalidated when they travel compressed', async () => {
    for (const url of ['/', '/index.html', '/sw.js']) {
      const res = await get(url, 'br');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(varies(res), url).toBe(true);
    }
    const shellRes = await get('/index.html', 'br');
    expect(brotliDecompressSync(shellRes.rawPayload).toString()).toBe(shell);
  });

  it('answers an app route with the compressed shell, revalidated', async () => {
    const res = await get('/select-home', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-encoding']).toBe('br');
    expect(varies(res)).toBe(true);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(shell);
  });

  it('answers HEAD on an app route as GET would, without the body (a link checker, a proxy)', async () => {
    const head = await app.inject({ method: 'HEAD', url: '/select-home' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toMatch(/text\/html/);
    expect(head.headers['cache-control']).toBe('no-cache');
    expect(head.body).toBe('');
    const missing = await app.inject({ method: 'HEAD', url: '/favicon.ico' });
    expect(missing.statusCode).toBe(404);
  });

  it('answers a file that is not there with a 404 that names it, not with the shell', async () => {
    for (const url of ['/favicon.ico', '/assets/index-Gone1234.js', '/icons/gone.png?v=2']) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      const where = url.split('?')[0] ?? '';
      expect(res.json()).toEqual({ error: { code: 'not_found', message: `No file at ${where}.` } });
    }
    // A dot in the query is no file: the route still gets the shell.
    const route = await get('/mistake-details?reportNo=QI-1.2&rollNo=R.7');
    expect(route.statusCode).toBe(200);
    expect(route.body).toBe(shell);
  });
});

const t = await createTestApp();
const cookie = await t.userWithRoles('Meena', ['admin']);
const headers = { 'x-greige-client': '1', cookie, 'accept-encoding': 'br, gzip' };

describe('API answers', () => {
  it('compresses a large answer, keeping no-store and the security headers', async () => {
    const plain = await t.app.inject({
      method: 'GET',
      url: callPath(calls.getSession),
      headers: { ...headers, 'accept-encoding': 'identity' },
    });
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const res = await t.app.inject({ method: 'GET', url: callPath(calls.getSession), headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(varies(res)).toBe(true);
    expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString())).toEqual(plain.json());
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('leaves a small answer as it is', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health', headers });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toMatchObject({ ok: true });
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe("the shell's inline script", () => {
  it('may run by its hash, and no other inline script may', async () => {
    const res = await get('/index.html');
    const scriptSrc = String(res.headers['content-security-policy']).match(/script-src [^;]*/)?.[0];
    const hash = createHash('sha256').update(hints).digest('base64');
    expect(scriptSrc).toBe(`script-src 'self' 'sha256-${hash}'`);
  });

  it('follows a build made under the running server: the new start script may run, the old not', async () => {
    const rebuilt = "document.documentElement.dataset.hinted = 'again';";
    const file = path.join(staticDir, 'index.html');
    writeFileSync(file, shell.replace(hints, rebuilt));
    try {
      const res = await get('/select-home');
      const scriptSrc = String(res.headers['content-security-policy']).match(/script-src [^;]*/);
      const hash = createHash('sha256').update(rebuilt).digest('base64');
      expect(scriptSrc?.[0]).toBe(`script-src 'self' 'sha256-${hash}'`);
    } finally {
      writeFileSync(file, shell);
    }
  });
});
