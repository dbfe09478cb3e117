import { fireEvent, screen, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handle } from '../../../tests/setup/msw';
import { renderInRoute } from '../../../tests/setup/renderInRoute';
import { sessionOf } from '../../../tests/setup/sessions';
import { alertOf } from '../../../tests/setup/alerts';
import { sessionQuery } from '../../lib/useSession';
import { AlertsPage } from './AlertsPage';

const active = [
  alertOf(),
  alertOf({
    id: 2,
    state: 'acknowledged',
    acknowledgedBy: 'ravi',
    acknowledgedAt: '2026-03-02T09:30:00.000Z',
    acknowledgeNote: 'needle changed',
    subject: 'M7',
  }),
];
const resolved = [
  alertOf({
    id: 3,
    rule: 'ccLotRejected',
    subjectKind: 'ccLot',
    subject: 'QCC-12',
    defect: null,
    defectTa: null,
    rolls: [],
    rollCount: 0,
    state: 'resolved',
    resolvedBy: 'ravi',
    resolvedAt: '2026-03-03T07:00:00.000Z',
    resolveNote: 'supplier told',
  }),
];
let empty = false;

const server = setupServer(
  handle('getAlerts', ({ input }) => {
    const rows = empty ? [] : input.state === 'resolved' ? resolved : active;
    return { rows, total: rows.length, nextCursor: null };
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

function showPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(sessionQuery().queryKey, sessionOf({ pages: ['alerts'] }));
  renderInRoute(() => <AlertsPage />, queryClient, '/alerts');
}

describe('the alerts screen', () => {
  it('lists the alerts to act on, then the resolved ones on their tab', async () => {
    empty = false;
    showPage();
    const list = await screen.findByRole('list', { name: 'Alerts' });
    expect(within(list).getByText('Needle line on 2 rolls of machine M12')).toBeInTheDocument();
    expect(within(list).getByText('Needle line on 2 rolls of machine M7')).toBeInTheDocument();
    expect(screen.getByText('2 of 2')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('tab', { name: 'Resolved' }));
    expect(
      await screen.findByText('Collar & cuff lot QCC-12 rejected by its sample'),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Resolved by ravi, .+: supplier told$/)).toBeInTheDocument();
    expect(screen.queryByText('Needle line on 2 rolls of machine M12')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Resolve:/ })).toBeNull();
  });

  it('says so when there is nothing to act on', async () => {
    empty = true;
    showPage();
    expect(await screen.findByText('No alerts to act on')).toBeInTheDocument();
  });
});
