import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { RolePageGroups } from './RolePageGroups';
import { filterUsers, type UserRow } from './filterUsers';

describe('RolePageGroups', () => {
  it('shows pages by area with counts, and ticks a whole area at once', () => {
    const onChange = vi.fn();
    render(
      <MantineProvider>
        <RolePageGroups granted={new Set(['visitor-data'])} disabled={false} onChange={onChange} />
      </MantineProvider>,
    );
    const gate = screen.getByRole('group', { name: 'Gate & people (1 of 4)' });
    expect(within(gate).getByRole('checkbox', { name: /Visitor Data/ })).toBeChecked();
    expect(within(gate).getByRole('checkbox', { name: /Attendance List/ })).not.toBeChecked();
    fireEvent.click(within(gate).getByRole('checkbox', { name: 'All of Gate & people' }));
    expect(onChange).toHaveBeenCalledWith(
      ['visitor-data', 'visitor-report', 'security-scan', 'attendance-list'],
      true,
    );
  });
});

describe('filterUsers', () => {
  const row = (username: string, roles: string[], active = true): UserRow => ({
    username,
    email: `${username}@mill.test`,
    roles,
    active,
    waiting: roles.length === 0,
    lastSignInAt: null,
    createdAt: '2025-01-01T00:00:00.000Z',
  });
  const rows = [row('Anbu', ['inspector']), row('Newbie', []), row('Gone', ['sales'], false)];

  it('finds users by name, email or role, and filters waiting and disabled ones', () => {
    expect(filterUsers(rows, 'SALES', 'all').map((u) => u.username)).toEqual(['Gone']);
    expect(filterUsers(rows, '', 'waiting').map((u) => u.username)).toEqual(['Newbie']);
    expect(filterUsers(rows, '', 'disabled').map((u) => u.username)).toEqual(['Gone']);
    expect(filterUsers(rows, 'anbu@', 'all').map((u) => u.username)).toEqual(['Anbu']);
  });
});
