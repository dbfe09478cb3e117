import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../tests/support/app';
import { buildApp } from '../app';
import { loadConfig } from '../config';

const t = await createTestApp();
const admin = await t.userWithRoles('ProxyAdmin', ['admin']);
const settings = async () => (await t.callOk('getSettings', {}, admin)).untrustedProxy;
const health = { method: 'GET' as const, url: '/api/health' };

describe('X-Forwarded-For from a proxy that TRUST_PROXY does not name', () => {
  it('is not shown while no request carried it', async () => {
    expect(await settings()).toBeNull();
  });

  it('is noticed by a server that trusts another proxy, and not by the one that trusts it', async () => {
    // A second server on the same database that trusts the sender: its requests are fine.
    const trusting = await buildApp({
      config: loadConfig({
        STATIC_DIR: '/nonexistent',
        DEMO_DATA: '0',
        LOG_LEVEL: 'silent',
        TRUST_PROXY: '127.0.0.1',
      }),
      database: t.database,
    });
    afterAll(() => trusting.close());
    await trusting.inject({ ...health, headers: { 'x-forwarded-for': '10.1.2.3' } });
    // A browser on the proxy's own machine: forwarded as the proxy's address, and still believed.
    await trusting.inject({ ...health, headers: { 'x-forwarded-for': '127.0.0.1' } });
    expect(await settings()).toBeNull();

    // The test app trusts no proxy: the header is ignored, and said to be.
    await t.app.inject({ ...health, headers: { 'x-forwarded-for': '10.1.2.3' } });
    expect(await settings()).toMatchObject({ peer: '127.0.0.1' });
  });
});
