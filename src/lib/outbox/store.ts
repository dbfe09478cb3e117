import { createStore, del, entries, set, type UseStore } from 'idb-keyval';
import type { CallName, ErrorCode } from '@contract';

/**
 * What the server said when it refused a save (a 4xx or 501), or its last answer after it failed
 * the save too often (5xx): shown in the "needs attention" list.
 */
export interface SaveProblem {
  readonly status: number;
  /**
   * The server's code. Missing when its answer had no readable body, or on a problem kept by an
   * older version: the status then says it (lib/errorCode.ts).
   */
  readonly code?: ErrorCode;
  readonly message: string;
  readonly issues?: readonly { path: string; message: string }[];
  /** What the refusal is about, for the client to word (contract/core/errors.ts). */
  readonly detail?: Readonly<Record<string, string>>;
}

/** One save kept on the tablet until the server has it. `id` is also its Idempotency-Key. */
export interface OutboxItem {
  readonly id: string;
  readonly call: CallName;
  readonly input: unknown;
  /** Order of saving: saves of related chains are sent strictly in this order. */
  readonly seq: number;
  /** The record it belongs to (see chains.ts); missing on saves kept before chains existed. */
  readonly chain?: readonly string[];
  readonly savedAt: number;
  /** Who saved it, so the list can say whose work waits when someone else signs in. */
  readonly user: string;
  readonly attempts: number;
  /** Answers that were the server failing (5xx, 408, 409 busy, 429): after MAX_FAILURES it needs a person. */
  readonly failures?: number;
  /** Not sent again before this time (ms): its backoff after a failure. */
  readonly retryAt?: number;
  readonly state: 'pending' | 'attention';
  readonly problem?: SaveProblem;
}

export const OUTBOX_DB = 'greige-outbox';
export const OUTBOX_STORE = 'items';

let store: UseStore | undefined;
/** Opened lazily: IndexedDB may be missing (some private modes) and the app must still load. */
const db = (): UseStore => (store ??= createStore(OUTBOX_DB, OUTBOX_STORE));

export const putItem = (item: OutboxItem): Promise<void> => set(item.id, item, db());
export const deleteItem = (id: string): Promise<void> => del(id, db());

/** Every kept item, oldest first. */
export async function loadItems(): Promise<OutboxItem[]> {
  const all = await entries<string, OutboxItem>(db());
  return all.map(([, item]) => item).sort((a, b) => a.seq - b.seq);
}

/** For tests: forget the handle so a fresh fake IndexedDB is opened. */
export const resetStoreHandle = (): void => {
  store = undefined;
};
