import { createStore, del, entries, set, type UseStore } from 'idb-keyval';
import type { CallName } from '@contract';

/** What the server said when it refused a save (4xx): shown in the "needs attention" list. */
export interface SaveProblem {
  readonly status: number;
  readonly message: string;
  readonly issues?: readonly { path: string; message: string }[];
}

/** One save kept on the tablet until the server has it. `id` is also its Idempotency-Key. */
export interface OutboxItem {
  readonly id: string;
  readonly call: CallName;
  readonly input: unknown;
  /** Order of saving: the loop sends strictly in this order (a roll before its mistakes). */
  readonly seq: number;
  readonly savedAt: number;
  /** Who saved it, so the list can say whose work waits when someone else signs in. */
  readonly user: string;
  readonly attempts: number;
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
