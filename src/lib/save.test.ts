import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_HEADER, type ErrorCode } from '@contract';
import { handle, problem } from '../../tests/setup/msw';
import { outboxState, startOutbox } from './outbox';
import { resetDrain } from './outbox/drain';
import { resetOutboxState } from './outbox/state';
import { resetStoreHandle } from './outbox/store';
import { ApiError } from './rpc';
import { refusedSaveError, saveForAnswer, saveImmediate } from './save';

/** What the stand-in server answers to createFinishRollNoInDB: a roll's answer, or an error. */
let answer: () => Response | undefined = () => undefined;
const keys: string[] = [];

const server = setupServer(
  handle('createFinishRollNoInDB', ({ input, request }) => {
    keys.push(request.headers.get(IDEMPOTENCY_HEADER) ?? '');
    return (
      answer() ?? {
        greigeRollNo: input.jsonData,
        finishRollNo: `F-${input.jsonData}`,
        created: true,
      }
    );
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(async () => {
  globalThis.indexedDB = new IDBFactory();
  resetStoreHandle();
  resetOutboxState();
  resetDrain();
  keys.length = 0;
  answer = () => undefined;
  await startOutbox(() => '');
});
afterEach(() => resetDrain());

const roll = { jsonData: 'G-7' };
const queued = () => saveForAnswer('createFinishRollNoInDB', roll);
const immediate = () => saveImmediate('createFinishRollNoInDB', roll);

/** The code of the ApiError a save rejected with, as the screens word it (errorMessage). */
async function codeOfRefusal(save: () => Promise<unknown>): Promise<ErrorCode> {
  const error: unknown = await save().then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error.code;
}

describe('saving for the answer (queued)', () => {
  it('resolves with the server’s parsed answer, sent under an Idempotency-Key', async () => {
    await expect(queued()).resolves.toEqual({
      greigeRollNo: 'G-7',
      finishRollNo: 'F-G-7',
      created: true,
    });
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('saving immediately', () => {
  it('sends an Idempotency-Key and keeps nothing on the tablet', async () => {
    await expect(immediate()).resolves.toMatchObject({ finishRollNo: 'F-G-7' });
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(outboxState.get().pending).toHaveLength(0);
    expect(outboxState.get().attention).toHaveLength(0);
  });
});

describe('a refused save reads the same in both modes', () => {
  const cases = [
    [422, 'idempotency_mismatch'],
    [501, 'not_built'],
  ] as const;

  for (const [status, code] of cases) {
    it(`a refused ${status} is ${code}, with the server’s code`, async () => {
      answer = () => problem(status, code, `Refused with ${status}.`);
      expect(await codeOfRefusal(queued)).toBe(code);
      expect(await codeOfRefusal(immediate)).toBe(code);
    });

    it(`a refused ${status} is ${code} by its status when the answer has no readable body`, async () => {
      answer = () => new HttpResponse('refused', { status });
      expect(await codeOfRefusal(queued)).toBe(code);
      expect(await codeOfRefusal(immediate)).toBe(code);
    });
  }

  it('carries the server’s message, fields and status as the immediate save’s error does', async () => {
    answer = () =>
      problem(400, 'bad_input', 'jsonData: roll G-7 is not a greige roll', {
        issues: [{ path: 'jsonData', message: 'roll G-7 is not a greige roll' }],
      });
    const queuedError: unknown = await queued().catch((e: unknown) => e);
    const immediateError: unknown = await immediate().catch((e: unknown) => e);
    expect(queuedError).toBeInstanceOf(ApiError);
    expect(queuedError).toMatchObject({
      status: (immediateError as ApiError).status,
      message: (immediateError as ApiError).message,
      body: (immediateError as ApiError).body,
    });
  });
});

describe('refusedSaveError', () => {
  it('takes the problem’s own code over its status (a 409 may be busy)', () => {
    const error = refusedSaveError({ status: 409, code: 'busy', message: 'Still being saved.' });
    expect(error.code).toBe('busy');
    expect(error.body?.code).toBe('busy');
  });

  it('reads a problem kept without a code by its status', () => {
    const codes = [422, 501, 404].map(
      (status) => refusedSaveError({ status, message: 'Refused.' }).body?.code,
    );
    expect(codes).toEqual(['idempotency_mismatch', 'not_built', 'not_found']);
  });
});
