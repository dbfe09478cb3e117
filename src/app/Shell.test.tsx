import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { pageNames, type SessionInfo } from '@contract';
import { authState } from '../lib/session';
import { renderAt } from '../../tests/setup/renderAt';

async function openMenuAt(path: string, session: SessionInfo) {
  authState.signedIn(session.username);
  renderAt(path, session);
  fireEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
  return screen.findByRole('navigation', { name: 'Main menu' });
}

const inspector: SessionInfo = {
  username: 'asha',
  email: 'asha@mill.test',
  roles: ['inspector'],
  pages: ['select-home', 'dashboard', 'user-profile'],
  isAdmin: false,
};

afterEach(() => authState.signedOut());

describe('side menu', () => {
  it('lists only the pages the user may open, plus Registration, in the seed order', async () => {
    const nav = await openMenuAt('/dashboard', inspector);
    const titles = within(nav)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(titles).toEqual(['Home', 'User Profile', 'Inspection Dashboard', 'Registration']);
  });

  it('lists all 27 entries for an administrator', async () => {
    const nav = await openMenuAt('/select-home', {
      ...inspector,
      isAdmin: true,
      pages: [...pageNames],
    });
    expect(within(nav).getAllByRole('link')).toHaveLength(27);
  });

  it('marks the current page with aria-current and shows the username and two Logout buttons', async () => {
    const nav = await openMenuAt('/dashboard', inspector);
    expect(within(nav).getByRole('link', { name: 'Inspection Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('asha')).toBeInTheDocument();
    expect(within(dialog).getAllByRole('button', { name: 'Logout' })).toHaveLength(2);
  });
});
