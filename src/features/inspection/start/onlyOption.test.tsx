import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useOnlyOption } from './onlyOption';

const id = (s: string) => s;

describe('a pick list with one option', () => {
  it('is chosen once, and not over a choice already made or a list of several', () => {
    const choose = vi.fn();
    const { rerender } = renderHook(
      ({ options, chosen }: { options?: string[]; chosen: string }) =>
        useOnlyOption(options, chosen, choose, id),
      { initialProps: { options: undefined as string[] | undefined, chosen: '' } },
    );
    expect(choose).not.toHaveBeenCalled();
    rerender({ options: ['A', 'B'], chosen: '' });
    expect(choose).not.toHaveBeenCalled();
    rerender({ options: ['A'], chosen: '' });
    expect(choose).toHaveBeenCalledExactlyOnceWith('A');
    // Cleared on purpose: it stays cleared.
    rerender({ options: ['A'], chosen: '' });
    expect(choose).toHaveBeenCalledTimes(1);
    // A new single option (another order's one line) is taken again.
    rerender({ options: ['C'], chosen: '' });
    expect(choose).toHaveBeenLastCalledWith('C');
    rerender({ options: ['D'], chosen: 'C' });
    expect(choose).toHaveBeenCalledTimes(2);
  });
});
