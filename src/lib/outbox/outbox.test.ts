import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveCall, whenSettled } from '../save';
import { discardSave, outboxState, startOutbox } from '.';
import { drainOutbox, nextAttemptAt, resetDrain } from './drain';
import { resetOutboxState } from './state';
import { resetStoreHandle } from './store';

/** A stand-in for the server: applies each Idempotency-Key once, like server/http/idempotency.ts. */
const applied = new Map<string, string>();
const seenKeys: string[] = [];
let answer: (key: string, username: string) => Response | undefined = () => undefined;

const server = setupServer(
  http.post('*/api/api/register', async ({ request }) => {
    const key = request.headers.get('Idempotency-Key') ?? '';
    const { signcredentials } = (await request.json()) as { signcredentials: { username: string } };
    seenKeys.push(key);
    const special = answer(key, signcredentials.username);
    if (special) return special;
    if (!applied.has(key)) applied.set(key, signcredentials.username);
    return HttpResponse.json({ ok: true, username: applied.get(key) });
  }),
);

const input = (username: string) => ({
  signcredentials: { username, email: `${username}@mill.test`, password: 'long enough pw' },
});

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(async () => {
  globalThis.indexedDB = new IDBFactory();
  resetStoreHandle();
  resetOutboxState();
  resetDrain();
  applied.clear();
  seenKeys.length = 0;
  answer = () => undefined;
  await startOutbox(() => '');
});
afterEach(() => resetDrain());

const settleAll = () =>
  vi.waitFor(() => expect(outboxState.get().pending).toHaveLength(0), { timeout: 5000 });

describe('the outbox', () => {
  it('resolves once the save is kept on the tablet, then delivers it', async () => {
    const result = await saveCall('register', input('asha'));
    expect(result.state).toBe('queued');
    await settleAll();
    expect([...applied.values()]).toEqual(['asha']);
  });

  it('retries a save whose answer was lost with the same key, and it is applied once', async () => {
    let lost = false;
    // The server commits, then the answer never reaches the tablet (connection cut).
    answer = (key, username) => {
      if (lost) return undefined;
      lost = true;
      applied.set(key, username);
      return HttpResponse.error();
    };
    const result = await saveCall('register', input('bala'));
    if (result.state !== 'queued') throw new Error('expected queued');
    const settled = whenSettled(result.clientId);
    await vi.waitFor(() => expect(seenKeys).toHaveLength(1));
    void drainOutbox(); // what coming back online does
    expect(await settled).toEqual({ kind: 'sent', output: { ok: true, username: 'bala' } });
    expect(seenKeys).toEqual([result.clientId, result.clientId]);
    expect(applied.size).toBe(1);
  });

  it('backs off after a 500 and keeps the save until the server takes it', async () => {
    let failures = 1;
    answer = () =>
      failures-- > 0
        ? HttpResponse.json({ error: { code: 'internal', message: 'boom' } }, { status: 500 })
        : undefined;
    const before = Date.now();
    await saveCall('register', input('chitra'));
    await vi.waitFor(() => expect(outboxState.get().pending[0]?.attempts).toBe(1));
    expect(nextAttemptAt).toBeGreaterThanOrEqual(before + 700);
    expect(seenKeys).toHaveLength(1);
    await settleAll();
    expect(seenKeys).toHaveLength(2);
    expect([...applied.values()]).toEqual(['chitra']);
  });

  it('moves a refused save (400) to "needs attention" with the server message, and sends the next', async () => {
    answer = (_key, username) =>
      username === 'dev'
        ? HttpResponse.json(
            {
              error: {
                code: 'bad_input',
                message: 'signcredentials.email: already registered',
                issues: [{ path: 'signcredentials.email', message: 'already registered' }],
              },
            },
            { status: 400 },
          )
        : undefined;
    await saveCall('register', input('dev'));
    await saveCall('register', input('esha'));
    await settleAll();
    const [refused] = outboxState.get().attention;
    expect(refused?.problem).toMatchObject({
      status: 400,
      message: 'signcredentials.email: already registered',
    });
    expect([...applied.values()]).toEqual(['esha']);
    await discardSave(refused?.id ?? '');
    expect(outboxState.get().attention).toHaveLength(0);
  });

  it('keeps saves made offline across a reload and sends them in the order they were made', async () => {
    answer = () => HttpResponse.error();
    for (const name of ['farah', 'gopal', 'hari']) await saveCall('register', input(name));
    await vi.waitFor(() => expect(seenKeys.length).toBeGreaterThan(0));
    // The page reloads: memory is gone, IndexedDB is not.
    resetDrain();
    resetOutboxState();
    answer = () => undefined;
    await startOutbox(() => '');
    await settleAll();
    expect([...applied.values()]).toEqual(['farah', 'gopal', 'hari']);
  });

  it("holds another user's saves until that user signs in again", async () => {
    const { enqueueSave } = await import('.');
    await enqueueSave(crypto.randomUUID(), 'register', input('ira'), 'someone-else');
    await saveCall('register', input('jaya'));
    await vi.waitFor(() => expect([...applied.values()]).toEqual(['jaya']));
    expect(outboxState.get().pending.map((i) => i.user)).toEqual(['someone-else']);
  });

  it('refuses invalid input at once, naming the field, and keeps nothing', async () => {
    await expect(
      saveCall('register', {
        signcredentials: { username: 'x', email: 'nope', password: 'long enough pw' },
      }),
    ).rejects.toMatchObject({ status: 400 });
    expect(outboxState.get().pending).toHaveLength(0);
  });
});
