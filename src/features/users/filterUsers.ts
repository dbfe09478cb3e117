import type { CallOutput, Calls } from '@contract';
import { m } from '../../i18n';
import { formatDateTime } from '../../i18n/format';

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

/** When someone last signed in, as the mill writes a date and time. */
export const whenText = (iso: string | null): string =>
  iso ? formatDateTime(iso) : m.users_never();
