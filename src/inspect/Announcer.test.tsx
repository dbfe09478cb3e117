import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { SETTLE_MS } from '../lib/settle';
import { Announcer as LotAnnouncer } from './Announcer';

describe('the lot count read out', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  test('says nothing new on opening, and the count once it has settled', () => {
    const { rerender } = render(<LotAnnouncer sentence="0 rejected of 0 checked." />);
    expect(screen.getByRole('status').textContent).toBe('0 rejected of 0 checked.');
    rerender(<LotAnnouncer sentence="1 rejected of 10 checked." />);
    act(() => vi.advanceTimersByTime(SETTLE_MS / 2));
    rerender(<LotAnnouncer sentence="1 rejected of 20 checked." />);
    act(() => vi.advanceTimersByTime(SETTLE_MS / 2));
    // A quick run of taps is not read piece by piece.
    expect(screen.getByRole('status').textContent).toBe('0 rejected of 0 checked.');
    act(() => vi.advanceTimersByTime(SETTLE_MS));
    expect(screen.getByRole('status').textContent).toBe('1 rejected of 20 checked.');
  });
});
