import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh module each time: the last input and the watchers live in the module. */
const fresh = async () => {
  vi.resetModules();
  return import('./userRest');
};

const tap = () => window.dispatchEvent(new Event('pointerdown'));

/** Whether the promise has settled, without waiting for it. */
function tracked(promise: Promise<void>) {
  const state = { done: false };
  void promise.then(() => (state.done = true));
  return state;
}

/** The rest is still on 10 ms before `ms` from now, and over 10 ms after. */
async function expectOverAfter(rest: { done: boolean }, ms: number) {
  await vi.advanceTimersByTimeAsync(ms - 10);
  expect(rest.done).toBe(false);
  await vi.advanceTimersByTimeAsync(20);
  expect(rest.done).toBe(true);
}

describe("the user's resting hand", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits while the user taps, and goes on once they have paused', async () => {
    const { watchInput, whenUserRests, REST_MS } = await fresh();
    const stop = watchInput();
    tap();
    const rest = tracked(whenUserRests());
    // An inspector tapping every 400 ms for ten seconds.
    for (let i = 0; i < 25; i++) {
      await vi.advanceTimersByTimeAsync(400);
      tap();
    }
    expect(rest.done).toBe(false);

    await expectOverAfter(rest, REST_MS);
    stop();
  });

  it('counts a rest from `since` when nothing was tapped yet (the first screen just shown)', async () => {
    const { watchInput, whenUserRests, REST_MS } = await fresh();
    const stop = watchInput();
    const rest = tracked(whenUserRests({ since: performance.now() }));
    await expectOverAfter(rest, REST_MS);
    stop();
  });

  it('goes ahead after `maxMs` even while the user keeps tapping', async () => {
    const { watchInput, whenUserRests } = await fresh();
    const stop = watchInput();
    const rest = tracked(whenUserRests({ since: performance.now(), maxMs: 5000 }));
    for (let i = 0; i < 15; i++) {
      tap();
      await vi.advanceTimersByTimeAsync(400);
    }
    expect(rest.done).toBe(true);
    stop();
  });

  it('hears taps only while watched, until its last watcher stops', async () => {
    const { watchInput, whenUserRests } = await fresh();
    const first = watchInput();
    const second = watchInput();
    first();
    first(); // a second stop of the same watcher changes nothing
    tap();
    expect(tracked(whenUserRests()).done).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(tracked(whenUserRests()).done).toBe(false);

    second();
    await vi.advanceTimersByTimeAsync(2000);
    tap(); // no one watches: this tap is not heard
    const rest = tracked(whenUserRests());
    await vi.advanceTimersByTimeAsync(0);
    expect(rest.done).toBe(true);
  });
});
