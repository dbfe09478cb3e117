import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDEMPOTENCY_HEADER } from '@contract';
import { handle, problem } from '../../../tests/setup/msw';
import { saveQueued, whenSettled, type Chain } from '../save';
import { discardSave, outboxState, retrySave, sendNow, startOutbox } from '.';
import { drainOutbox, MAX_FAILURES, nextAttemptAt, resetDrain } from './drain';
import { resetOutboxState } from './state';
import { resetStoreHandle } from './store';
import { newClientId } from './uuid';

/**
 * A stand-in for the server: applies each Idempotency-Key once, like server/http/idempotency.ts.
 * The save used is createFinishRollNoInDB (`jsonData` names a roll): any save goes the same way.
 */
const applied = new Map<string, string>();
const seenKeys: string[] = [];
let answer: (key: string, roll: string) => Response | undefined = () => undefined;

const server = setupServer(
  handle('createFinishRollNoInDB', ({ input, request }) => {
    const key = request.headers.get(IDEMPOTENCY_HEADER) ?? '';
    seenKeys.push(key);
    const special = answer(key, input.jsonData);
    if (special) return special;
    if (!applied.has(key)) applied.set(key, input.jsonData);
    const roll = applied.get(key) ?? '';
    return { greigeRollNo: roll, finishRollNo: `F-${roll}`, created: true };
  }),
);

const input = (roll: string) => ({ jsonData: roll });
/** The saves of one roll of report R-1, as the inspection screens file them. */
const rollOf = (roll: string): Chain => ['inspection', 'report', 'R-1', roll];
const save = (roll: string, chain: Chain = rollOf(roll)) =>
  saveQueued('createFinishRollNoInDB', input(roll), { chain });
const failWith = (status: number, message: string) =>
  problem(
    status,
    status === 501 ? 'not_built' : status === 503 ? 'unavailable' : 'internal',
    message,
  );

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
afterEach(() => {
  resetDrain();
  vi.useRealTimers();
});

const settleAll = () =>
  vi.waitFor(() => expect(outboxState.get().pending).toHaveLength(0), { timeout: 5000 });

describe('the outbox', () => {
  it('resolves once the save is kept on the tablet, then delivers it', async () => {
    const result = await save('A');
    expect(result.state).toBe('queued');
    await settleAll();
    expect([...applied.values()]).toEqual(['A']);
  });

  it('retries a save whose answer was lost with the same key, and it is applied once', async () => {
    let lost = false;
    // The server commits, then the answer never reaches the tablet (connection cut).
    answer = (key, roll) => {
      if (lost) return undefined;
      lost = true;
      applied.set(key, roll);
      return HttpResponse.error();
    };
    const result = await save('B');
    if (result.state !== 'queued') throw new Error('expected queued');
    const settled = whenSettled(result.clientId);
    await vi.waitFor(() => expect(seenKeys).toHaveLength(1));
    void drainOutbox(); // what coming back online does
    expect(await settled).toEqual({
      kind: 'sent',
      output: { greigeRollNo: 'B', finishRollNo: 'F-B', created: true },
    });
    expect(seenKeys).toEqual([result.clientId, result.clientId]);
    expect(applied.size).toBe(1);
  });

  it('backs off after a 500 and keeps the save until the server takes it', async () => {
    let failures = 1;
    answer = () => (failures-- > 0 ? failWith(500, 'boom') : undefined);
    const before = Date.now();
    await save('C');
    await vi.waitFor(() => expect(outboxState.get().pending[0]?.attempts).toBe(1));
    expect(outboxState.get().pending[0]?.retryAt).toBeGreaterThanOrEqual(before + 700);
    expect(nextAttemptAt).toBeGreaterThanOrEqual(before + 700);
    expect(seenKeys).toHaveLength(1);
    await settleAll();
    expect(seenKeys).toHaveLength(2);
    expect([...applied.values()]).toEqual(['C']);
  });

  it('moves a refused save (400) to "needs attention" with the server message; other records go on', async () => {
    answer = (_key, roll) =>
      roll === 'D'
        ? problem(400, 'bad_input', 'jsonData: roll D is not a greige roll', {
            issues: [{ path: 'jsonData', message: 'roll D is not a greige roll' }],
          })
        : undefined;
    await save('D');
    await save('E');
    await settleAll();
    const [refused] = outboxState.get().attention;
    expect(refused?.problem).toMatchObject({
      status: 400,
      message: 'jsonData: roll D is not a greige roll',
    });
    expect([...applied.values()]).toEqual(['E']);
    await discardSave(refused?.id ?? '');
    expect(outboxState.get().attention).toHaveLength(0);
  });

  it('keeps saves made offline across a reload and sends them in the order they were made', async () => {
    answer = () => HttpResponse.error();
    for (const roll of ['F1', 'F2', 'F3']) await save(roll, rollOf('F'));
    await vi.waitFor(() => expect(seenKeys.length).toBeGreaterThan(0));
    // The page reloads: memory is gone, IndexedDB is not.
    resetDrain();
    resetOutboxState();
    answer = () => undefined;
    await startOutbox(() => '');
    await settleAll();
    expect([...applied.values()]).toEqual(['F1', 'F2', 'F3']);
  });

  it("keeps another user's saves unseen and unsent until that user signs in again", async () => {
    const { enqueueSave } = await import('.');
    let signedIn = 'asha';
    resetDrain();
    await startOutbox(() => signedIn);
    answer = () => HttpResponse.error(); // Asha's save cannot go yet
    await enqueueSave(newClientId(), 'createFinishRollNoInDB', input('I'), 'asha', rollOf('I'));
    await vi.waitFor(() => expect(seenKeys).toHaveLength(1));
    expect(outboxState.get().pending.map((i) => i.input)).toEqual([input('I')]);

    // Asha signs out, Ravi signs in on the same tablet: her save is neither shown nor sent.
    answer = () => undefined;
    signedIn = 'ravi';
    await drainOutbox();
    await enqueueSave(newClientId(), 'createFinishRollNoInDB', input('J'), 'ravi', rollOf('J'));
    await vi.waitFor(() => expect([...applied.values()]).toEqual(['J']));
    expect(outboxState.get().pending).toEqual([]);
    expect(outboxState.items().map((i) => i.user)).toEqual(['asha']);

    // Asha signs in again: her save is hers to see, and it is sent.
    signedIn = 'asha';
    await drainOutbox();
    await vi.waitFor(() => expect([...applied.values()]).toEqual(['J', 'I']));
    expect(outboxState.items()).toEqual([]);
  });

  it('shows the signed-in user at once, even before the next sign-in drains', async () => {
    const { enqueueSave } = await import('.');
    let signedIn = 'asha';
    resetDrain();
    answer = () => HttpResponse.error();
    await startOutbox(() => signedIn);
    await enqueueSave(newClientId(), 'createFinishRollNoInDB', input('K'), 'asha', rollOf('K'));
    expect(outboxState.get().pending).toHaveLength(1);
    signedIn = '';
    expect(outboxState.get().pending).toHaveLength(0);
  });

  it('refuses invalid input at once, naming the field, and keeps nothing', async () => {
    await expect(saveQueued('createFinishRollNoInDB', { jsonData: '' })).rejects.toMatchObject({
      status: 400,
    });
    expect(outboxState.get().pending).toHaveLength(0);
  });
});

describe('order per record, not per tablet', () => {
  it("holds a stuck roll's later saves, and only those: the next roll's saves land", async () => {
    // Roll A's first save fails (the server answers 500 every time); roll B is unrelated.
    answer = (_key, roll) => (roll === 'A' ? failWith(500, 'disk full') : undefined);
    await save('A');
    await save('A-tap', rollOf('A'));
    await save('B');
    await save('B-tap', rollOf('B'));
    await vi.waitFor(() => expect([...applied.values()]).toEqual(['B', 'B-tap']));
    // A's tap was never sent: it waits for A, which backs off.
    expect(outboxState.get().pending.map((i) => i.input)).toEqual([input('A'), input('A-tap')]);
    expect(seenKeys.filter((k) => applied.has(k))).toHaveLength(2);
  });

  it('sends a record in the order its saves were made, and a parent after its children', async () => {
    answer = () => HttpResponse.error();
    await save('roll X', rollOf('X'));
    await save('report R-1 closed', ['inspection', 'report', 'R-1']);
    await save('tap X', rollOf('X'));
    await vi.waitFor(() => expect(seenKeys.length).toBeGreaterThan(0));
    answer = () => undefined;
    await drainOutbox();
    await settleAll();
    expect([...applied.values()]).toEqual(['roll X', 'report R-1 closed', 'tap X']);
  });

  it('holds a record behind its save that needs attention until the user decides', async () => {
    answer = (_key, roll) => (roll === 'G' ? failWith(501, 'Not built yet') : undefined);
    await save('G');
    await save('G-tap', rollOf('G'));
    await save('H');
    await vi.waitFor(() => expect([...applied.values()]).toEqual(['H']));
    expect(outboxState.get().pending.map((i) => i.input)).toEqual([input('G-tap')]);
    await discardSave(outboxState.get().attention[0]?.id ?? '');
    await drainOutbox();
    await settleAll();
    expect([...applied.values()]).toEqual(['H', 'G-tap']);
  });
});

describe('a save the server cannot take', () => {
  it('is not retried after a 501: it needs attention at once, with the server message', async () => {
    answer = () => failWith(501, 'createFinishRollNoInDB is not built yet on this server.');
    const result = await save('K');
    if (result.state !== 'queued') throw new Error('expected queued');
    expect(await whenSettled(result.clientId)).toMatchObject({ kind: 'refused' });
    expect(outboxState.get().attention[0]?.problem).toEqual({
      status: 501,
      code: 'not_built',
      message: 'createFinishRollNoInDB is not built yet on this server.',
    });
    expect(seenKeys).toHaveLength(1);
    expect(nextAttemptAt).toBeNull();
  });

  it('sends again after a 409 busy, but a lasting conflict (409) needs attention at once', async () => {
    let busy = 1;
    answer = (_key, roll) =>
      roll === 'B1' && busy-- > 0
        ? problem(409, 'busy', 'This save is still being processed. Try again in a moment.')
        : roll === 'C1'
          ? problem(409, 'conflict', 'The admin role always grants every page.')
          : undefined;
    const retried = await save('B1');
    const lasting = await save('C1');
    if (retried.state !== 'queued' || lasting.state !== 'queued')
      throw new Error('expected queued');
    expect(await whenSettled(lasting.clientId)).toMatchObject({ kind: 'refused' });
    expect(outboxState.get().attention[0]?.problem).toEqual({
      status: 409,
      code: 'conflict',
      message: 'The admin role always grants every page.',
    });
    expect(await whenSettled(retried.clientId)).toMatchObject({ kind: 'sent' });
    expect([...applied.values()]).toEqual(['B1']);
  });

  it(`needs attention after ${MAX_FAILURES} answers of 500, with the server's message`, async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    answer = () => failWith(500, 'The database refused the write.');
    const result = await save('L');
    if (result.state !== 'queued') throw new Error('expected queued');
    const settled = whenSettled(result.clientId);
    for (let i = 1; i < MAX_FAILURES; i += 1) {
      await vi.waitFor(() => expect(seenKeys).toHaveLength(i));
      await vi.waitFor(() => expect(outboxState.get().pending[0]?.failures).toBe(i));
      await vi.runOnlyPendingTimersAsync();
    }
    expect(await settled).toMatchObject({ kind: 'refused' });
    expect(seenKeys).toHaveLength(MAX_FAILURES);
    const [item] = outboxState.get().attention;
    expect(item?.problem).toEqual({
      status: 500,
      code: 'internal',
      message: 'The database refused the write.',
    });
    expect(item?.failures).toBe(MAX_FAILURES);
    expect(nextAttemptAt === null || nextAttemptAt <= Date.now()).toBe(true);

    // "Send again": a full new round, and the server has been mended meanwhile.
    answer = () => undefined;
    await retrySave(item?.id ?? '');
    await vi.waitFor(() => expect([...applied.values()]).toEqual(['L']));
  });

  it('"Send now" tries a save that backs off at once', async () => {
    let failures = 1;
    answer = () => (failures-- > 0 ? failWith(500, 'boom') : undefined);
    await save('N');
    await vi.waitFor(() => expect(outboxState.get().pending[0]?.failures).toBe(1));
    await sendNow();
    expect([...applied.values()]).toEqual(['N']);
  });

  it('waits, without counting, while the server cannot be reached (no answer, 503)', async () => {
    let calls = 0;
    answer = () => (calls++ % 2 ? HttpResponse.error() : failWith(503, 'Starting up'));
    await save('M');
    await vi.waitFor(() => expect(seenKeys).toHaveLength(1));
    for (let i = 0; i < 2 * MAX_FAILURES; i += 1) await drainOutbox();
    const [item] = outboxState.get().pending;
    expect(item?.failures ?? 0).toBe(0);
    expect(outboxState.get().attention).toHaveLength(0);
  });
});
