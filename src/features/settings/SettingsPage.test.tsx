import { act, render, screen, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SessionInfo } from '@contract';
import { handle } from '../../../tests/setup/msw';
import { localeStore } from '../../i18n';
import { authState } from '../../lib/session';
import { sessionQuery } from '../../lib/useSession';
import { SettingsPage } from './SettingsPage';

const server = setupServer(
  handle('getSettings', {
    gradeBand: { grade1Below: 20, grade3Above: 30 },
    gsmTolerancePct: 5,
    widthTolerancePct: 3,
    toleranceLowersGrade: true,
    overrides: [
      { scope: 'item', key: 'FAB-1', label: 'Single jersey', grade1Below: 15, grade3Above: 25 },
    ],
    connections: {
      smtp: { state: 'notConfigured', missing: ['SMTP_URL'] },
      erpnext: { state: 'configured', missing: [] },
    },
    updatedAt: '2026-11-20T09:30:00+05:30',
    updatedBy: 'Chief',
  }),
  handle('getAllItemsFromDB', []),
  handle('getCustomerDataFromDB', []),
  handle('getMistakeTypes', [
    {
      name: 'Hole',
      nameTa: 'ஓட்டை',
      defaultPoints: 4,
      continuous: false,
      isHole: true,
      sortOrder: 10,
      appliesTo: 'both',
      active: true,
    },
  ]),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => authState.signedOut());
afterAll(() => server.close());

const session = (isAdmin: boolean): SessionInfo => ({
  username: isAdmin ? 'Chief' : 'asha',
  email: 'someone@mill.test',
  roles: [isAdmin ? 'admin' : 'inspector'],
  pages: ['select-home', 'settings'],
  isAdmin,
});

function renderSettings(isAdmin: boolean) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(sessionQuery().queryKey, session(isAdmin));
  authState.signedIn(session(isAdmin).username);
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <SettingsPage />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('the settings page', () => {
  it('offers an inspector this device’s preferences only', () => {
    renderSettings(false);
    expect(screen.getByRole('heading', { name: 'This device' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Mill settings' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Defect types' })).not.toBeInTheDocument();
  });

  it('speaks Tamil to an administrator: device, mill settings and defect types', async () => {
    act(() => localeStore.set('ta'));
    renderSettings(true);
    expect(screen.getByRole('heading', { name: 'இந்த டேப்லெட்' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'நெருக்கம்' })).toBeInTheDocument();
    expect(screen.getByText('ரிப்போர்ட் திறக்கும்போது காட்டும் காலம்')).toBeInTheDocument();

    const mill = await screen.findByRole('form', { name: 'மில் செட்டிங்ஸ்' });
    // The time is the test machine's local time of the change.
    expect(
      within(mill).getByText(/^கடைசியாக 20-11-2026 \d\d:\d\d அன்று Chief மாற்றினார்\.$/),
    ).toBeInTheDocument();
    expect(within(mill).getByRole('textbox', { name: 'GSM டாலரன்ஸ் ±%' })).toHaveValue('5');
    expect(within(mill).getByLabelText('தனி அளவு 1')).toBeInTheDocument();
    expect(within(mill).getByText('அமைக்கவில்லை')).toBeInTheDocument();
    expect(within(mill).getByText('சர்வரில் SMTP_URL அமைக்க வேண்டும்.')).toBeInTheDocument();
    expect(within(mill).getByRole('button', { name: 'மில் செட்டிங்ஸைச் சேமி' })).toBeDisabled();

    const defects = await screen.findByRole('region', { name: 'குறை வகைகள்' });
    const hole = await within(defects).findByRole('listitem', { name: 'Hole' });
    expect(within(hole).getByText('4 பாயிண்ட்')).toBeInTheDocument();
    expect(within(defects).getByRole('button', { name: 'Hole மாற்று' })).toBeInTheDocument();
  });
});
