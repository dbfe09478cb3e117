import { fireEvent, screen, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { handle } from '../../../tests/setup/msw';
import { renderAt } from '../../../tests/setup/renderAt';
import { authState } from '../../lib/session';
import { adminSession as admin } from '../../../tests/setup/sessions';

const none = () => ({ rows: [], total: 0, nextCursor: null });

const server = setupServer(
  handle('getQIReportFromDBAllData', none),
  handle('getQIReportFromDBCompleted', none),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => authState.signedOut());
afterAll(() => server.close());

describe('a report page’s filters', () => {
  it('keep two quick changes: a status tap, then a date pick before the address caught up', async () => {
    authState.signedIn('root');
    const router = renderAt('/qi-report-view', admin);
    const completed = await screen.findByRole('radio', { name: 'Completed' });
    const dates = screen.getByRole('combobox', { name: 'Dates' });

    // Both in the same moment, as a quick finger (or a loaded tablet) does them.
    fireEvent.click(completed);
    fireEvent.change(dates, { target: { value: 'yesterday' } });

    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({
        status: 'completed',
        preset: 'yesterday',
      }),
    );
  });
});
