import { screen, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handle, problem } from '../../../tests/setup/msw';
import { renderInRoute } from '../../../tests/setup/renderInRoute';
import { sessionOf } from '../../../tests/setup/sessions';
import { alertOf } from '../../../tests/setup/alerts';
import { sessionQuery } from '../../lib/useSession';
import { MachinePage } from './MachinePage';

const server = setupServer(
  handle('getMachineHistory', ({ input }) =>
    input.machine === 'M12'
      ? {
          machine: 'M12',
          kind: 'circular',
          days: [
            { day: '2026-03-01', rolls: 4, rollsWithDefects: 1, points: 12, points100m2: 3.5 },
            { day: '2026-03-02', rolls: 3, rollsWithDefects: 2, points: 30, points100m2: 9.25 },
          ],
          alerts: [alertOf()],
          lastRolls: [
            {
              rollNo: 'R-103',
              reportNo: 'QI-1',
              inspectedAt: '2026-03-02T09:00:00.000Z',
              grade: 2,
              points: 18,
              defects: [{ mistake: 'Needle line', mistakeTa: 'ஊசிக் கோடு', count: 2 }],
            },
          ],
        }
      : problem(404, 'not_found', `No knitting machine ${input.machine}.`),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

function showMachine(machine: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(
    sessionQuery().queryKey,
    sessionOf({ pages: ['alerts', 'machine-view'] }),
  );
  renderInRoute(() => <MachinePage machine={machine} />, queryClient, '/machine-view');
}

describe('a machine’s page', () => {
  it('shows its rate per day as a table too, its alerts and its last rolls', async () => {
    showMachine('M12');
    expect(
      await screen.findByRole('heading', { name: 'Machine M12 · circular knitting' }),
    ).toBeInTheDocument();
    const days = screen.getByRole('table', { name: 'Defect rate per day, as a table' });
    expect(within(days).getByRole('row', { name: /02-03-2026 3 2 30 9\.3/ })).toBeInTheDocument();
    expect(screen.getByText('Needle line on 2 rolls of machine M12')).toBeInTheDocument();
    const rolls = screen.getByRole('list', { name: 'Last rolls inspected' });
    expect(within(rolls).getByRole('link', { name: 'Passport of roll R-103' })).toHaveAttribute(
      'href',
      '/roll-passport?rollNo=R-103',
    );
    expect(within(rolls).getByText('Defects: Needle line × 2')).toBeInTheDocument();
  });

  it('shows the server’s word for a machine the mill does not have', async () => {
    showMachine('M99');
    expect(await screen.findByText('No knitting machine M99.')).toBeInTheDocument();
  });
});
