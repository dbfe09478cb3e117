import type { OutboxItem } from './store';

/**
 * Which record a save belongs to, as a path from the general to the particular:
 * `['inspection', reportNo, rollNo]` for a roll's saves, `['inspection', reportNo]` for the report's
 * own, `[domain]` when a save names no record. Order is kept between saves whose chains are
 * related, one being a prefix of the other (a roll's taps after the roll, a report's closing
 * after its rolls), and only between those: two rolls, or two domains, never wait for each other.
 */
export type Chain = readonly string[];

export function related(a: Chain, b: Chain): boolean {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i += 1) if (a[i] !== b[i]) return false;
  return true;
}

/** Kept before chains existed: such a save is ordered after nothing and holds nothing but itself. */
export const chainOf = (item: Pick<OutboxItem, 'id' | 'chain'>): Chain => item.chain ?? [item.id];

export type NextSave =
  | { readonly kind: 'send'; readonly item: OutboxItem }
  /** Nothing can go now; the earliest held-back save may go at `at` (none: wait for a change). */
  | { readonly kind: 'wait'; readonly at: number | null };

/**
 * The oldest save of `user` that may be sent at `now`: none of its user's earlier saves on a
 * related chain is still on the tablet (waiting, backing off or needing attention), and its own
 * backoff is over. Another user's saves wait for them: sent with this user's session they would be
 * theirs. `items` is in saving order.
 */
export function nextSave(items: readonly OutboxItem[], user: string, now: number): NextSave {
  const holding: Chain[] = [];
  let at: number | null = null;
  for (const item of items) {
    if (item.user !== user) continue;
    const chain = chainOf(item);
    const held = holding.some((h) => related(h, chain));
    if (item.state === 'pending' && !held) {
      const retryAt = item.retryAt ?? 0;
      if (retryAt <= now) return { kind: 'send', item };
      at = at === null ? retryAt : Math.min(at, retryAt);
    }
    holding.push(chain);
  }
  return { kind: 'wait', at };
}

/**
 * Waiting saves held by an earlier save of their record that needs attention: the list says so.
 * As in nextSave, only a user's own saves hold theirs.
 */
export function heldByAttention(items: readonly OutboxItem[]): ReadonlySet<string> {
  const held = new Set<string>();
  const blocking: { user: string; chain: Chain }[] = [];
  for (const item of items) {
    const chain = chainOf(item);
    const behind = blocking.some((b) => b.user === item.user && related(b.chain, chain));
    if (item.state === 'attention' || behind) blocking.push({ user: item.user, chain });
    if (item.state === 'pending' && behind) held.add(item.id);
  }
  return held;
}
