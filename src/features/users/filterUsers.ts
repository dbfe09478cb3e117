import type { CallOutput, Calls } from '@contract';

export type UserRow = CallOutput<Calls['getUserData']>[number];
export const userFilters = ['all', 'waiting', 'disabled'] as const;
export type UserFilter = (typeof userFilters)[number];

/** Users matching the search (name, email or role) and the chosen filter. */
export function filterUsers(
  rows: readonly UserRow[],
  search: string,
  filter: UserFilter,
): UserRow[] {
  const needle = search.trim().toLowerCase();
  return rows.filter((u) => {
    if (filter === 'waiting' && !(u.waiting && u.active)) return false;
    if (filter === 'disabled' && u.active) return false;
    if (!needle) return true;
    return [u.username, u.email, ...u.roles].some((v) => v.toLowerCase().includes(needle));
  });
}

/** When someone last signed in, as the tablet's locale writes it. */
export const whenText = (iso: string | null): string =>
  iso
    ? new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })
    : 'Never';
