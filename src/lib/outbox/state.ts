import type { CallName } from '@contract';
import { deleteItem, loadItems, putItem, type OutboxItem } from './store';

/**
 * What the header and the "needs attention" list show: the saves of the signed-in user only. On a
 * shared tablet another user's saves stay kept for them, unseen and unsent (chains.ts), until
 * they sign in again.
 */
export interface OutboxSnapshot {
  readonly loaded: boolean;
  readonly pending: readonly OutboxItem[];
  readonly attention: readonly OutboxItem[];
}

let items: OutboxItem[] = [];
let snapshot: OutboxSnapshot = { loaded: false, pending: [], attention: [] };
const listeners = new Set<() => void>();
let lastSeq = 0;
/** Bumped on every change, so a reload can tell it raced with one. */
let version = 0;
/** Who is signed in (set by startOutbox), and whose saves `snapshot` holds. */
let viewer: () => string = () => '';
let shownFor = '';

/** Other tabs of the app share the same IndexedDB: they reload it when this one changes it. */
const channel =
  typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('greige-outbox');
channel?.addEventListener('message', () => void reloadItems(false));

/** `items` is kept in seq order by every change, so one pass keeps the order. */
function build(): OutboxSnapshot {
  shownFor = viewer();
  const mine = items.filter((i) => i.user === shownFor);
  return {
    loaded: true,
    pending: mine.filter((i) => i.state === 'pending'),
    attention: mine.filter((i) => i.state === 'attention'),
  };
}

function publish(broadcast = true): void {
  version += 1;
  snapshot = build();
  listeners.forEach((l) => l());
  if (broadcast) channel?.postMessage('changed');
}

export const outboxState = {
  get(): OutboxSnapshot {
    // Someone else signed in since: never hand them the last user's list, not even once.
    if (snapshot.loaded && viewer() !== shownFor) snapshot = build();
    return snapshot;
  },
  /** Every kept save of every user, waiting or needing attention, in saving order. */
  items: (): readonly OutboxItem[] => items,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** Whose saves the lists show from now on: the signed-in user, asked afresh each time. */
export function setViewer(user: () => string): void {
  viewer = user;
}

/** After a sign-in or sign-out: the lists switch to the new user's saves. */
export function showCurrentUser(): void {
  if (!snapshot.loaded || viewer() === shownFor) return;
  snapshot = build();
  listeners.forEach((l) => l());
}

/** Reads IndexedDB again: at start, and when another tab changed it. */
export async function reloadItems(broadcast = true): Promise<void> {
  // A change made here while reading would be overwritten by the older copy: read again.
  let loaded: OutboxItem[];
  let seen: number;
  do {
    seen = version;
    loaded = await loadItems();
  } while (seen !== version);
  items = loaded;
  lastSeq = Math.max(lastSeq, ...items.map((i) => i.seq));
  publish(broadcast);
}

/** Keeps a new save on the tablet; resolves only once it is written to IndexedDB. */
export async function addItem(
  id: string,
  call: CallName,
  input: unknown,
  user: string,
  chain: readonly string[],
): Promise<OutboxItem> {
  // Strictly increasing even if the clock steps back, so the sending order is the saving order.
  lastSeq = Math.max(Date.now(), lastSeq + 1);
  const item: OutboxItem = {
    id,
    call,
    input,
    seq: lastSeq,
    chain,
    savedAt: Date.now(),
    user,
    attempts: 0,
    state: 'pending',
  };
  await putItem(item);
  // The newest seq: appending keeps the order.
  items = [...items.filter((i) => i.id !== id), item];
  publish();
  return item;
}

export async function updateItem(item: OutboxItem): Promise<void> {
  await putItem(item);
  // An upsert: a fixed save comes back under a new id in its old place (same seq).
  const at = items.findIndex((i) => i.id === item.id);
  if (at >= 0) items[at] = item;
  else items = [...items, item].sort((a, b) => a.seq - b.seq);
  publish();
}

export async function removeItem(id: string): Promise<void> {
  await deleteItem(id);
  items = items.filter((i) => i.id !== id);
  publish();
}

export const findItem = (id: string): OutboxItem | undefined => items.find((i) => i.id === id);

/** For tests: start from nothing. */
export function resetOutboxState(): void {
  items = [];
  lastSeq = 0;
  shownFor = '';
  snapshot = { loaded: false, pending: [], attention: [] };
}
