import { act, fireEvent, screen, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { handle } from '../../../tests/setup/msw';
import { renderInRoute } from '../../../tests/setup/renderInRoute';
import { findTable } from '../../../tests/setup/tables';
import type { AlertRow } from '../../../contract/main/alerts';
import { alertOf } from '../../../tests/setup/alerts';
import { csvTable } from '../../components/table/csv';
import { localeStore, m } from '../../i18n';
import { DashboardScreen } from './DashboardView';
import { findPanel, type TablePanel } from './definition';
import { productionDashboard } from './definitions/production';
import { pick } from './read';

const machineDays = [
  { machine: 'CK-01', date: '2026-11-03', rolls: 5, kg: 100 },
  { machine: '', date: '2026-11-03', rolls: 2, kg: 40 },
];

/** The alerts still to act on, as getAlerts answers them. */
let alerts: AlertRow[] = [];

// Every other panel has nothing in the period.
const server = setupServer(
  handle('getAlerts', ({ input }) => ({
    rows: input.state === 'resolved' ? [] : alerts,
    total: alerts.length,
    nextCursor: null,
  })),
  handle('getTodayProductionMachineWiseDayWiseTotalRollsForDate', machineDays),
  http.get('*/api/api/:call', () => HttpResponse.json([])),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  alerts = [];
  act(() => localeStore.set('en'));
});
afterAll(() => server.close());

/** The dashboard as the root of a router: the alert cards link to rolls and machines. */
function renderDashboard() {
  const onDrill = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderInRoute(
    () => (
      <DashboardScreen
        def={productionDashboard}
        title="Production Dashboard"
        search={{ preset: 'custom', from: '2026-11-01', to: '2026-11-30' }}
        onFiltersChange={vi.fn()}
        onDrill={onDrill}
        onCloseDrill={vi.fn()}
      />
    ),
    client,
  );
  return onDrill;
}

describe('the production dashboard’s machine × day table', () => {
  it('names the rolls knitted without a machine, on the screen and in the file', async () => {
    const onDrill = renderDashboard();
    const table = await findTable(m.prod_machine_day());
    fireEvent.click(within(table).getByText('No machine'));
    // The rows behind a figure are asked for by machine, and these have none to ask by.
    expect(onDrill).not.toHaveBeenCalled();
    fireEvent.click(within(table).getByText('CK-01'));
    expect(onDrill).toHaveBeenCalledWith({
      panel: 'machine-day',
      key: 'CK-01',
      from: '2026-11-03',
      to: '2026-11-03',
    });
    const panel = findPanel(productionDashboard, 'machine-day') as TablePanel;
    expect(csvTable(machineDays, panel.columns, pick).map((r) => r[0])).toEqual([
      'Machine',
      'CK-01',
      'No machine',
    ]);
  });

  it('names them in Tamil', async () => {
    act(() => localeStore.set('ta'));
    renderDashboard();
    const table = await findTable(m.prod_machine_day());
    expect(within(table).getByText('இயந்திரம் இல்லை')).toBeInTheDocument();
  });
});

describe('the production dashboard’s open alerts', () => {
  it('lists the alerts still to act on with their rolls, below the figures (which never move for it)', async () => {
    alerts = [
      alertOf(),
      alertOf({
        id: 2,
        subject: 'M14',
        state: 'acknowledged',
        rolls: [{ rollNo: 'R-207', reportNo: 'QI-3', addedAt: '2026-03-02T11:00:00.000Z' }],
        acknowledgedBy: 'ravi',
        acknowledgedAt: '2026-03-02T11:30:00.000Z',
        acknowledgeNote: 'needle changed',
      }),
    ];
    renderDashboard();
    const panel = await screen.findByRole('region', { name: 'Open alerts' }, { timeout: 5000 });
    await within(panel).findAllByText(/M12/, {}, { timeout: 5000 });
    expect(panel).toHaveTextContent(/M14/);
    expect(panel).toHaveTextContent('needle changed');
    // The rolls that gathered each alert, each a way to the roll's passport.
    for (const rollNo of ['R-101', 'R-103', 'R-207']) {
      expect(within(panel).getByRole('link', { name: new RegExp(rollNo) })).toHaveAttribute(
        'href',
        `/roll-passport?rollNo=${rollNo}`,
      );
    }
    const figures = screen.getByRole('heading', { name: m.prod_section_fabric() });
    expect(panel.compareDocumentPosition(figures) & Node.DOCUMENT_POSITION_PRECEDING).toBeTruthy();
  });

  it('says when there is none, in Tamil too', async () => {
    act(() => localeStore.set('ta'));
    renderDashboard();
    const panel = await screen.findByRole(
      'region',
      { name: 'திறந்த எச்சரிக்கைகள்' },
      { timeout: 5000 },
    );
    expect(
      await within(panel).findByText('கவனிக்க வேண்டிய எச்சரிக்கை எதுவும் இல்லை.'),
    ).toBeInTheDocument();
  });
});
