import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { handle } from '../../tests/setup/msw';
import { sheet } from '../features/inspection/mistakes/testSheet';
import { HEAD_START_KEY, HEAD_START_MS, ROLL_SHEET_CALL, takeHeadStart } from './headStart';
import { rpc } from './rpc';

/** Reads the server was asked for, by call. */
let asked: string[] = [];
const server = setupServer(
  handle(ROLL_SHEET_CALL, () => {
    asked.push(ROLL_SHEET_CALL);
    return { ...sheet(), roll: { ...sheet().roll, rollNo: 'FROM-SERVER' } };
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  asked = [];
  delete (window as unknown as Record<string, unknown>)[HEAD_START_KEY];
});
afterAll(() => server.close());

const input = { report_no: 'QI-1', roll_no: 'GR-7' };

/** What index.html's start frame leaves when it has asked for a read. */
function started(answer: Response, at = performance.now(), call: string = ROLL_SHEET_CALL) {
  (window as unknown as Record<string, unknown>)[HEAD_START_KEY] = [
    { call, input, at, answer: Promise.resolve(answer) },
  ];
}

describe('the head start', () => {
  it('is taken once, for its very call and input', () => {
    started(HttpResponse.json({}));
    expect(takeHeadStart(ROLL_SHEET_CALL, { ...input, roll_no: 'GR-8' })).toBeNull();
    expect(takeHeadStart('getMistakeDetailsFromDB', {})).toBeNull();
    expect(takeHeadStart(ROLL_SHEET_CALL, { ...input, extra: undefined })).not.toBeNull();
    expect(takeHeadStart(ROLL_SHEET_CALL, input)).toBeNull();
  });

  it('is not used once it is older than the first screen', () => {
    started(HttpResponse.json({}), performance.now() - HEAD_START_MS - 1);
    expect(takeHeadStart(ROLL_SHEET_CALL, input)).toBeNull();
  });

  it('answers the app’s read without asking the server again', async () => {
    started(HttpResponse.json(sheet()));
    const answer = await rpc(ROLL_SHEET_CALL, input);
    expect(answer.roll.rollNo).toBe(sheet().roll.rollNo);
    expect(asked).toEqual([]);
    // A second read of the same roll asks the server.
    expect((await rpc(ROLL_SHEET_CALL, input)).roll.rollNo).toBe('FROM-SERVER');
    expect(asked).toEqual([ROLL_SHEET_CALL]);
  });

  it('that failed leaves the read to the server, which answers as always', async () => {
    started(HttpResponse.json({ error: { code: 'internal' } }, { status: 503 }));
    expect((await rpc(ROLL_SHEET_CALL, input)).roll.rollNo).toBe('FROM-SERVER');
    expect(asked).toEqual([ROLL_SHEET_CALL]);
  });
});
