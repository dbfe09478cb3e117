import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SaveSettlement } from './save';
import { ApiError } from './rpc';
import { useTrackedSaves } from './useTrackedSaves';

/** The outbox's answers, given by each test: a queued save settles when the test says so. */
const settle = new Map<string, (s: SaveSettlement) => void>();
vi.mock('./save', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./save')>()),
  whenSettled: (id: string) => new Promise<SaveSettlement>((resolve) => settle.set(id, resolve)),
}));

type Kept = Awaited<Parameters<ReturnType<typeof useTrackedSaves>['track']>[0]>;
/** A save the browser could not keep, sent at once: its answer is whatever the call answers. */
const sentAtOnce = (output: unknown) => Promise.resolve({ state: 'sent', output } as Kept);

interface Sheet {
  taps: number;
}
const key = ['sheet', 'R1', '1'];

function setUp() {
  const queryClient = new QueryClient();
  queryClient.setQueryData<Sheet>(key, { taps: 1 });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => useTrackedSaves<Sheet>(key), { wrapper });
  return { queryClient, hook };
}

/**
 * Tracks a save kept on the tablet as `clientId`; resolves once it waits for the outbox, with the
 * track's own promise in an object (an async function's result would wait for it).
 */
async function trackKept(
  hook: ReturnType<typeof setUp>['hook'],
  clientId: string,
  done: (output: unknown) => void,
): Promise<{ tracked: Promise<boolean> }> {
  let tracked: Promise<boolean> = Promise.resolve(false);
  act(() => {
    tracked = hook.result.current.track(Promise.resolve({ state: 'queued', clientId }), done);
  });
  await act(async () => {
    await vi.waitFor(() => expect(settle.has(clientId)).toBe(true));
  });
  return { tracked };
}

describe('useTrackedSaves', () => {
  beforeEach(() => settle.clear());

  it('applies the answer of a save kept on the tablet once the server has it, saving until then', async () => {
    const { queryClient, hook } = setUp();
    const done = vi.fn((output: unknown) =>
      hook.result.current.update((s) => ({ taps: s.taps + Number(output) })),
    );
    const { tracked } = await trackKept(hook, 'c1', done);
    expect(hook.result.current.saving).toBe(true);
    expect(done).not.toHaveBeenCalled();

    await act(async () => settle.get('c1')?.({ kind: 'sent', output: 2 }));
    expect(await tracked).toBe(true);
    expect(queryClient.getQueryData(key)).toEqual({ taps: 3 });
    expect(hook.result.current.saving).toBe(false);
    expect(hook.result.current.problem).toBeNull();
  });

  it('takes an answer the save came back with at once, without waiting for the outbox', async () => {
    const { hook } = setUp();
    const done = vi.fn();
    let ok: boolean | undefined;
    await act(async () => {
      ok = await hook.result.current.track(sentAtOnce('x'), done);
    });
    expect(ok).toBe(true);
    expect(done).toHaveBeenCalledWith('x');
    expect(settle.size).toBe(0);
  });

  it('says in words why the server refused a save, applies nothing and answers false', async () => {
    const { queryClient, hook } = setUp();
    const done = vi.fn();
    const { tracked } = await trackKept(hook, 'c2', done);
    await act(async () => {
      settle.get('c2')?.({
        kind: 'refused',
        problem: { status: 409, message: 'The roll is already completed.' },
      });
    });
    expect(await tracked).toBe(false);
    expect(done).not.toHaveBeenCalled();
    expect(hook.result.current.problem).toBe('The roll is already completed.');
    expect(queryClient.getQueryData(key)).toEqual({ taps: 1 });
    expect(hook.result.current.saving).toBe(false);

    act(() => hook.result.current.setProblem(null));
    expect(hook.result.current.problem).toBeNull();
  });

  it('says why a save could not even be kept, and answers false', async () => {
    const { hook } = setUp();
    const refused = new ApiError(
      400,
      { code: 'bad_input', message: 'pieces: must not be negative' },
      'pieces: must not be negative',
    );
    let ok: boolean | undefined;
    await act(async () => {
      ok = await hook.result.current.track(Promise.reject(refused), vi.fn());
    });
    expect(ok).toBe(false);
    expect(hook.result.current.problem).toContain('must not be negative');
    expect(hook.result.current.saving).toBe(false);
  });
});
