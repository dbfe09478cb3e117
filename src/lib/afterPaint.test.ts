import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterPaint } from './afterPaint';

/** The frames asked for, run by hand: the test decides when the browser paints. */
let frames: FrameRequestCallback[] = [];
const paint = () => {
  const due = frames;
  frames = [];
  due.forEach((f) => f(performance.now()));
};
const setHidden = (hidden: boolean) =>
  Object.defineProperty(document, 'visibilityState', {
    configurable: true,
    get: () => (hidden ? 'hidden' : 'visible'),
  });

describe('afterPaint', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    frames = [];
    vi.stubGlobal('requestAnimationFrame', (f: FrameRequestCallback) => frames.push(f));
    setHidden(false);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    setHidden(false);
  });

  it('runs nothing before the frame is painted, then every call of that frame in order', () => {
    const ran: string[] = [];
    afterPaint(() => ran.push('save 1'));
    afterPaint(() => ran.push('list'));
    afterPaint(() => ran.push('save 2'));
    // One frame asked for the three: each further request would be time before the tap's frame.
    expect(frames).toHaveLength(1);
    vi.runAllTimers();
    expect(ran).toEqual([]);
    paint();
    // After the frame, not inside it; each call in a task of its own, so that the three do not
    // make one long task the next tap waits behind.
    expect(ran).toEqual([]);
    expect(vi.getTimerCount()).toBe(3);
    vi.runAllTimers();
    expect(ran).toEqual(['save 1', 'list', 'save 2']);
  });

  it('asks for a new frame for calls made after the last one was painted', () => {
    const ran: string[] = [];
    afterPaint(() => ran.push('tap 1'));
    paint();
    afterPaint(() => ran.push('tap 2'));
    expect(frames).toHaveLength(1);
    vi.runAllTimers();
    expect(ran).toEqual(['tap 1']);
    paint();
    vi.runAllTimers();
    expect(ran).toEqual(['tap 1', 'tap 2']);
  });

  it('still runs the later calls when one of them throws', () => {
    const ran: string[] = [];
    const thrown: unknown[] = [];
    vi.stubGlobal('queueMicrotask', (f: () => void) => {
      try {
        f();
      } catch (error) {
        thrown.push(error);
      }
    });
    afterPaint(() => {
      throw new Error('outbox refused');
    });
    afterPaint(() => ran.push('next tap'));
    paint();
    vi.runAllTimers();
    expect(ran).toEqual(['next tap']);
    expect(thrown).toEqual([new Error('outbox refused')]);
  });

  it('on a hidden page, runs without a frame, after the calls still waiting for one', () => {
    const ran: string[] = [];
    afterPaint(() => ran.push('before hiding'));
    setHidden(true);
    afterPaint(() => ran.push('while hidden'));
    vi.runAllTimers();
    expect(ran).toEqual(['before hiding', 'while hidden']);
    // The frame asked for before hiding comes when the page shows again: nothing runs twice.
    setHidden(false);
    paint();
    vi.runAllTimers();
    expect(ran).toEqual(['before hiding', 'while hidden']);
  });

  it('runs the calls waiting for a frame as soon as the page is hidden, once', () => {
    const ran: string[] = [];
    afterPaint(() => ran.push('tap'));
    // The screen goes off before the tap's frame: no frame comes while it is off.
    setHidden(true);
    document.dispatchEvent(new Event('visibilitychange'));
    vi.runAllTimers();
    expect(ran).toEqual(['tap']);
    setHidden(false);
    document.dispatchEvent(new Event('visibilitychange'));
    paint();
    vi.runAllTimers();
    expect(ran).toEqual(['tap']);
  });
});
