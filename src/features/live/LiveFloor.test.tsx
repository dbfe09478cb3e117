import { act, screen, waitFor, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { handle, problem } from '../../../tests/setup/msw';
import { renderAt } from '../../../tests/setup/renderAt';
import type { AlertRow } from '../../../contract/main/alerts';
import { alertOf } from '../../../tests/setup/alerts';
import { localeStore } from '../../i18n';
import { authState } from '../../lib/session';
import { LIVE_REFRESH_MS } from './liveData';
import { adminSession as admin } from '../../../tests/setup/sessions';

const now = () => new Date().toISOString();
let points = 10;
let failing = false;
/** The alerts still to act on, as getAlerts answers them. */
let alerts: AlertRow[] = [];

const needleAlert = (): AlertRow =>
  alertOf({ id: 41, subject: 'KM-07', raisedAt: now(), lastSeenAt: now() });

const server = setupServer(
  handle('getAlerts', () => ({ rows: alerts, total: alerts.length, nextCursor: null })),
  handle('getLiveFabricMachineInspectionDetails', () =>
    failing
      ? problem(503, 'unavailable', 'The database is restarting.')
      : [
          {
            tableName: 'Table 1',
            active: true,
            reportNo: 'QI-7',
            inspector: 'asha',
            rolls: 3,
            kg: 90,
            points,
            lastActivityAt: now(),
          },
          {
            tableName: 'Table 2',
            active: false,
            reportNo: null,
            inspector: null,
            rolls: 5,
            kg: 120.5,
            points: 4,
            lastActivityAt: null,
          },
        ],
  ),
  handle('getLiveFabricInspectionDetails', () => [
    {
      reportNo: 'QI-7',
      tableName: 'Table 1',
      inspector: 'asha',
      itemCode: 'F1',
      itemName: 'Single jersey',
      stage: 'greige',
      currentRollNo: 'GR-12',
      rolls: 3,
      startedAt: now(),
      lastActivityAt: now(),
      kg: 90,
      points,
    },
  ]),
  handle('getLiveCCMachineInspectionDetails', () => [
    {
      tableName: 'CC 1',
      active: true,
      reportNo: 'QCC-1',
      inspector: 'devi',
      rolls: 1,
      piecesChecked: 50,
      piecesRejected: 2,
      lastActivityAt: now(),
    },
  ]),
  handle('getLiveCCInspectionDetails', () => [
    {
      reportNo: 'QCC-1',
      tableName: 'CC 1',
      inspector: 'devi',
      itemCode: 'C1',
      itemName: 'Rib collar',
      stage: 'greige',
      currentRollNo: 'KB-1',
      rolls: 1,
      startedAt: now(),
      lastActivityAt: now(),
      piecesChecked: 50,
      piecesRejected: 2,
    },
  ]),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => {
  server.resetHandlers();
  points = 10;
  failing = false;
  alerts = [];
  // Answers kept for a reload (src/app/queryPersist.ts) would show the last test's alerts first.
  localStorage.clear();
  vi.useRealTimers();
  act(() => localeStore.set('en'));
  authState.signedOut();
});
afterAll(() => server.close());

function open(path = '/dashboardlive') {
  authState.signedIn('root');
  return renderAt(path, admin);
}

const card = (name: string) =>
  screen.getAllByTestId('live-card').find((c) => within(c).queryByRole('heading', { name }))!;

describe('dashboardlive', () => {
  it('shows every table, busy or idle, and a busy card opens its report', async () => {
    open();
    await screen.findByRole('heading', { name: 'Table 1' }, { timeout: 5000 });
    const t1 = card('Table 1');
    expect(t1).toHaveTextContent('Busy');
    expect(t1).toHaveTextContent('QI-7');
    expect(t1).toHaveTextContent('Roll GR-12');
    expect(t1).toHaveTextContent('Single jersey');
    expect(decodeURIComponent(t1.getAttribute('href') ?? '')).toMatch(
      /^\/report-view-detail\?reportNo="?QI-7"?$/,
    );
    const t2 = card('Table 2');
    expect(t2).toHaveTextContent('Idle');
    expect(t2.tagName).not.toBe('A');
    const cc = card('CC 1');
    expect(decodeURIComponent(cc.getAttribute('href') ?? '')).toMatch(
      /^\/cc-report-view-detail\?reportNo="?QCC-1"?$/,
    );
    expect(cc).toHaveTextContent('4%');
  });

  it(
    'changes the figures by itself, and keeps the last answer when a refresh fails',
    { timeout: 20_000 },
    async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setInterval'] });
      open();
      await screen.findByRole('heading', { name: 'Table 1' }, { timeout: 5000 });
      const pointsOf = () =>
        within(card('Table 1'))
          .getAllByText(/./, { selector: 'dd' })
          .map((d) => d.textContent);
      expect(pointsOf()).toContain('10');

      points = 14;
      await act(() => vi.advanceTimersByTimeAsync(LIVE_REFRESH_MS + 100));
      await waitFor(() => expect(pointsOf()).toContain('14'));

      failing = true;
      await act(() => vi.advanceTimersByTimeAsync(LIVE_REFRESH_MS + 100));
      const stale = (await screen.findByText(/^Last answer .* s ago\)$/)).closest('[role=status]');
      expect(stale).toHaveTextContent('The database is restarting.');
      // The cards stay as last answered.
      expect(pointsOf()).toContain('14');
      expect(screen.getAllByTestId('live-card')).toHaveLength(3);

      failing = false;
      points = 15;
      await act(() => vi.advanceTimersByTimeAsync(LIVE_REFRESH_MS + 100));
      await waitFor(() => expect(pointsOf()).toContain('15'));
      expect(screen.queryByText(/^Last answer/)).toBeNull();
      expect(screen.getByTestId('live-updated')).toHaveTextContent(/^Updated .* s ago\)$/);
    },
  );

  it('shows the alerts still to act on above the tables, on the wall too', async () => {
    alerts = [needleAlert(), { ...needleAlert(), id: 42, subject: 'KM-09', state: 'acknowledged' }];
    open('/dashboardlive?wall=true');
    const strip = await screen.findByRole(
      'region',
      { name: 'Alerts on the floor' },
      { timeout: 5000 },
    );
    expect(within(strip).getByRole('heading', { name: /^Alerts/ })).toHaveTextContent(
      /2 to act on$/,
    );
    expect(strip).toHaveTextContent('KM-07');
    expect(strip).toHaveTextContent('KM-09');
    await screen.findByRole('heading', { name: 'Table 1' });
    // Above the tables: the strip comes first in the page.
    expect(
      strip.compareDocumentPosition(card('Table 1')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('shows an alert raised between two refreshes', { timeout: 20_000 }, async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setInterval'] });
    open();
    await screen.findByRole('heading', { name: 'Table 1' }, { timeout: 5000 });
    expect(screen.queryByRole('region', { name: 'Alerts on the floor' })).toBeNull();

    alerts = [needleAlert()];
    await act(() => vi.advanceTimersByTimeAsync(LIVE_REFRESH_MS + 100));
    const strip = await screen.findByRole('region', { name: 'Alerts on the floor' });
    expect(strip).toHaveTextContent('KM-07');
    expect(strip).toHaveTextContent('1 to act on');
    // Off the wall, after the cards: its arrival moves no card under a finger.
    expect(
      strip.compareDocumentPosition(card('Table 1')) & Node.DOCUMENT_POSITION_PRECEDING,
    ).toBeTruthy();
  });

  it('draws big cards for a wall in Tamil', async () => {
    act(() => localeStore.set('ta'));
    open('/dashboardlive?wall=true');
    await screen.findByRole('heading', { name: 'Table 1' }, { timeout: 5000 });
    expect(screen.getByRole('button', { name: 'சுவர் திரையிலிருந்து வெளியேறு' })).toBeInTheDocument();
    expect(card('Table 1')).toHaveTextContent('வேலையில்');
    expect(card('Table 2')).toHaveTextContent('சும்மா');
  });
});
