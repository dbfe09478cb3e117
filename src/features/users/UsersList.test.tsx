import { act, fireEvent, screen, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { pageNames, type SessionInfo } from '@contract';
import { handle } from '../../../tests/setup/msw';
import { renderAt } from '../../../tests/setup/renderAt';
import { localeStore } from '../../i18n';
import { authState } from '../../lib/session';
import type { UserRow } from './filterUsers';

const admin: SessionInfo = {
  username: 'Chief',
  email: 'chief@mill.test',
  roles: ['admin'],
  pages: [...pageNames],
  isAdmin: true,
};
const user = (username: string, roles: string[], lastSignInAt: string | null): UserRow => ({
  username,
  email: `${username.toLowerCase()}@mill.test`,
  roles,
  active: true,
  waiting: roles.length === 0,
  lastSignInAt,
  createdAt: '2025-01-01T00:00:00.000Z',
});

const server = setupServer(
  handle('getUserData', [
    user('Chief', ['admin'], '2026-11-23T08:05:00+05:30'),
    user('Newbie', [], null),
  ]),
  handle('getRoles', [
    {
      name: 'inspector',
      title: 'Inspector',
      description: 'Inspects fabric.',
      pages: ['select-home', 'home'],
      users: 1,
    },
  ]),
  handle('getAuditLog', [
    {
      id: 2,
      at: '2026-11-23T08:10:00+05:30',
      actor: 'Chief',
      action: 'mistakeType.changed',
      target: 'Slub',
      details: { before: { nameTa: 'ஸ்லப்' }, after: { nameTa: 'ஸ்லப் நூல்' } },
    },
  ]),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => authState.signedOut());
afterAll(() => server.close());

function renderAsAdmin(path: string) {
  authState.signedIn(admin.username);
  renderAt(path, admin);
}

describe('the users screens in Tamil', () => {
  it('list users with their state, filters and actions in Tamil', async () => {
    act(() => localeStore.set('ta'));
    renderAsAdmin('/users-list');
    const newbie = await screen.findByRole('article', { name: 'Newbie' });
    expect(within(newbie).getByText('அனுமதிக்குக் காத்திருக்கிறார்')).toBeInTheDocument();
    expect(within(newbie).getByText('கடைசி லாகின்: இதுவரை இல்லை')).toBeInTheDocument();
    expect(within(newbie).getByRole('button', { name: 'பாஸ்வேர்டு ரீசெட்' })).toBeEnabled();
    expect(within(newbie).getByRole('switch', { name: 'Newbie இயக்கத்தில்' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'அனுமதிக்குக் காத்திருப்போர் (1)' })).toBeInTheDocument();
    expect(screen.getByText(/^ஒரு பயனருக்கு இன்னும் பொறுப்பு இல்லை\./)).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'பயனரைத் தேடு' })).toHaveAttribute(
      'placeholder',
      'பெயர், ஈமெயில் அல்லது பொறுப்பு',
    );
  });

  it('show roles, role pages by area and the audit log in Tamil', async () => {
    act(() => localeStore.set('ta'));
    renderAsAdmin('/user-roles-persmission?user=Newbie');
    expect(
      await screen.findByText(
        'பொறுப்பு இல்லாமல் Newbie முகப்பையும் தன் விவரத்தையும் மட்டுமே திறக்க முடியும்.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'பொறுப்புகளைச் சேமி' })).toBeDisabled();

    fireEvent.click(screen.getByRole('tab', { name: 'பொறுப்பின் பக்கங்கள்' }));
    // The input itself (Mantine also labels its option list with the field's label).
    fireEvent.click((await screen.findAllByLabelText('பொறுப்பு'))[0] as HTMLElement);
    fireEvent.click(
      await screen.findByRole('option', { name: 'Inspector (1 பயனர்)', hidden: true }),
    );
    expect(
      await screen.findByRole('group', { name: 'கேட் & பணியாளர்கள் (4-இல் 0)' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /விசிட்டர் பதிவு/ })).not.toBeChecked();

    fireEvent.click(screen.getByRole('tab', { name: 'மாற்றப் பதிவு' }));
    expect(await screen.findByText('குறை வகை Slub: தமிழ்ப் பெயர் ஸ்லப் → ஸ்லப் நூல்')).toBeInTheDocument();
    expect(screen.getByText(/ · Chief செய்தது$/)).toBeInTheDocument();
  });
});
