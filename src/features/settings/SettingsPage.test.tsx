import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CallOutput, Calls, SessionInfo } from '@contract';
import { defaultAlertRules } from '@rules';
import { handle } from '../../../tests/setup/msw';
import { localeStore } from '../../i18n';
import { callQuery } from '../../lib/rpc';
import { authState } from '../../lib/session';
import { sessionQuery } from '../../lib/useSession';
import { SettingsPage } from './SettingsPage';

const settings: CallOutput<Calls['getSettings']> = {
  gradeBand: { grade1Below: 20, grade3Above: 30 },
  gsmTolerancePct: 5,
  widthTolerancePct: 3,
  toleranceLowersGrade: true,
  processLossTolerancePct: 10,
  overrides: [
    { scope: 'item', key: 'FAB-1', label: 'Single jersey', grade1Below: 15, grade3Above: 25 },
  ],
  connections: {
    smtp: { state: 'notConfigured', missing: ['SMTP_URL'] },
    erpnext: { state: 'configured', missing: [] },
  },
  updatedAt: '2026-11-20T09:30:00+05:30',
  updatedBy: 'Chief',
};
/** What the settings form last sent. */
const sent: unknown[] = [];

const server = setupServer(
  handle('getSettings', settings),
  // Read again after a save, which marks every kept answer stale.
  handle('getSession', () => session(true)),
  handle('saveSettings', ({ input }) => {
    sent.push(input.jsonData);
    return { ...settings, ...input.jsonData, overrides: settings.overrides };
  }),
  handle('getAlertRules', {
    ...defaultAlertRules,
    supervisorEmail: null,
    updatedAt: null,
    updatedBy: null,
  }),
  handle('getAllItemsFromDB', []),
  handle('getErpStatus', {
    configured: false,
    siteUrl: null,
    user: null,
    checkError: null,
    checkedAt: null,
    syncSeconds: 300,
    running: false,
    doctypes: [],
    waitUntil: null,
    siteTimeZone: null,
    lacking: [],
    push: { pending: 0, refused: 0 },
  }),
  handle('getErpPushProblems', { connected: false, rows: [], waiting: 0, refused: 0 }),
  handle('getCustomerDataFromDB', []),
  handle('getPeopleNames', [{ kind: 'shift', name: 'General', nameTa: null, people: null }]),
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
afterEach(() => {
  authState.signedOut();
  act(() => localeStore.set('en'));
  sent.length = 0;
});
afterAll(() => server.close());

const session = (isAdmin: boolean): SessionInfo => ({
  username: isAdmin ? 'Chief' : 'asha',
  email: 'someone@mill.test',
  roles: [isAdmin ? 'admin' : 'inspector'],
  pages: ['select-home', 'settings'],
  isAdmin,
});

function renderSettings(isAdmin: boolean): QueryClient {
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
  return client;
}

describe('the settings page', () => {
  it('offers an inspector this device’s preferences, and the alert rules to read', async () => {
    renderSettings(false);
    expect(screen.getByRole('heading', { name: 'This device' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Mill settings' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Defect types' })).not.toBeInTheDocument();
    const alerts = await screen.findByRole('region', { name: 'Alerts' }, { timeout: 5000 });
    expect(within(alerts).queryByRole('button', { name: 'Save alert rules' })).toBeNull();
  });

  it('speaks Tamil to an administrator: device, mill settings and defect types', async () => {
    act(() => localeStore.set('ta'));
    renderSettings(true);
    expect(screen.getByRole('heading', { name: 'இந்த டேப்லெட்' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'நெருக்கம்' })).toBeInTheDocument();
    expect(screen.getByText('ரிப்போர்ட் திறக்கும்போது காட்டும் காலம்')).toBeInTheDocument();

    const mill = await screen.findByRole(
      'form',
      { name: 'மில் செட்டிங்ஸ்' },
      // Three lazy panels load at once for an administrator: slow on a busy machine.
      { timeout: 5000 },
    );
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

  it('takes the process-loss tolerance between 0 and 50 %, and says why not beyond', async () => {
    renderSettings(true);
    const mill = await screen.findByRole('form', { name: 'Mill settings' });
    const field = within(mill).getByRole('textbox', { name: 'Process loss tolerance ±%' });
    expect(field).toHaveValue('10');
    const save = within(mill).getByRole('button', { name: 'Save mill settings' });
    fireEvent.change(field, { target: { value: '60' } });
    fireEvent.click(save);
    expect(await within(mill).findByText('must be at most 50')).toBeInTheDocument();
    expect(field).toHaveValue('60');
    expect(sent).toEqual([]);

    fireEvent.change(field, { target: { value: '7.5' } });
    fireEvent.click(save);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ processLossTolerancePct: 7.5, gsmTolerancePct: 5 });
  });

  it('marks every answer kept on the device as stale once saved: they were computed with the old settings', async () => {
    const client = renderSettings(true);
    const lossKey = callQuery('getPOProcessLossFromDB', { po_no: 'PO-1' }).queryKey;
    client.setQueryData(lossKey, []);
    const mill = await screen.findByRole('form', { name: 'Mill settings' });
    fireEvent.change(within(mill).getByRole('textbox', { name: 'Process loss tolerance ±%' }), {
      target: { value: '2' },
    });
    expect(client.getQueryState(lossKey)?.isInvalidated).toBe(false);
    fireEvent.click(within(mill).getByRole('button', { name: 'Save mill settings' }));
    await waitFor(() => expect(client.getQueryState(lossKey)?.isInvalidated).toBe(true));
  });

  it('labels the tolerance in Tamil', async () => {
    act(() => localeStore.set('ta'));
    renderSettings(true);
    const mill = await screen.findByRole(
      'form',
      { name: 'மில் செட்டிங்ஸ்' },
      // Three lazy panels load at once for an administrator: slow on a busy machine.
      { timeout: 5000 },
    );
    expect(within(mill).getByRole('textbox', { name: 'பிராசஸ் லாஸ் டாலரன்ஸ் ±%' })).toHaveValue('10');
  });
});
