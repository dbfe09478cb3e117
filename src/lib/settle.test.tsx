import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SETTLE_MS, useSettled } from './settle';

describe('useSettled', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('gives the last of a quick run of values once the pause after it is long enough', () => {
    const { result, rerender } = renderHook(({ v }) => useSettled(v), { initialProps: { v: 0 } });
    expect(result.current).toBe(0);
    // A tap every 400 ms for two seconds: longer in all than the pause, each gap shorter.
    for (let v = 1; v <= 5; v++) {
      rerender({ v });
      act(() => vi.advanceTimersByTime(400));
      expect(result.current).toBe(0);
    }
    // SETTLE_MS after the last tap, not after the first.
    act(() => vi.advanceTimersByTime(SETTLE_MS - 400 - 1));
    expect(result.current).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(5);
  });

  it('says nothing new when the run comes back to the value already given', () => {
    const { result, rerender } = renderHook(({ v }) => useSettled(v), { initialProps: { v: 'a' } });
    rerender({ v: 'b' });
    act(() => vi.advanceTimersByTime(100));
    rerender({ v: 'a' });
    act(() => vi.advanceTimersByTime(SETTLE_MS * 2));
    expect(result.current).toBe('a');
    // And a later change still settles.
    rerender({ v: 'c' });
    act(() => vi.advanceTimersByTime(SETTLE_MS));
    expect(result.current).toBe('c');
  });

  it('leaves no timer behind when the screen closes mid-run', () => {
    const { rerender, unmount } = renderHook(({ v }) => useSettled(v), {
      initialProps: { v: 1 },
    });
    rerender({ v: 2 });
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
