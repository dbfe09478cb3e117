import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newClientId } from './uuid';

const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

afterEach(() => vi.unstubAllGlobals());

describe('the client id', () => {
  it('is a v4 UUID on a plain-HTTP LAN address, where crypto.randomUUID does not exist', () => {
    // What a browser offers outside a secure context: getRandomValues only.
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', {
      getRandomValues: <T extends ArrayBufferView>(a: T) => real.getRandomValues(a),
    });
    expect('randomUUID' in crypto).toBe(false);
    const ids = Array.from({ length: 1000 }, () => newClientId());
    for (const id of ids) expect(id).toMatch(V4);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('is a v4 UUID where crypto.randomUUID exists', () => {
    expect(newClientId()).toMatch(V4);
  });
});

/** Source files of the app and the service worker, below `dir`. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe('every client id', () => {
  it('comes from newClientId: nothing else in the app or the service worker calls randomUUID', () => {
    // ESLint (no-restricted-properties in eslint.config.js) stops new ones; this names the files.
    const direct = [...sources('src'), ...sources('sw')].filter(
      (file) =>
        !file.endsWith(path.join('outbox', 'uuid.ts')) &&
        !file.endsWith(path.join('outbox', 'uuid.test.ts')) &&
        /\brandomUUID\b/.test(readFileSync(file, 'utf8')),
    );
    expect(direct).toEqual([]);
  });
});
