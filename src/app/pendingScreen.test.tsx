import { act, screen } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { handle } from '../../tests/setup/msw';
import { renderAt } from '../../tests/setup/renderAt';
import { authState } from '../lib/session';
import { ccReport } from '../features/collarCuff/view/testReport';
import { adminSession as admin } from '../../tests/setup/sessions';

/**
 * A screen whose code or first data are slow shows the frame first, with the screen's title and
 * a loader where the screen goes (src/app/router.ts, PENDING_MS), then the screen once it is
 * there: on a weak signal the user sees where they are before the data arrives.
 */

let release: () => void = () => undefined;
const held = new Promise<void>((resolve) => {
  release = resolve;
});
const server = setupServer(
  handle('getOnGoingCCInspectionDetails', async () => {
    await held;
    return {
      rows: [ccReport({ reportNo: 'QCC-7', status: 'ongoing' })],
      total: 1,
      nextCursor: null,
    };
  }),
  handle('getQICCReportFromDBCompleted', async () => {
    await held;
    return { rows: [], total: 0, nextCursor: null };
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => authState.signedOut());
afterAll(() => server.close());

describe('a slow screen', () => {
  it('shows the frame with its title and a loader, then the screen in its place', async () => {
    authState.signedIn('root');
    renderAt('/collar-cuff-home', admin);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Collar & cuff inspection home' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
    expect(screen.getByLabelText('Loading the screen')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Ongoing today' })).not.toBeInTheDocument();

    act(() => release());
    expect(await screen.findByRole('region', { name: 'Ongoing today' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Loading the screen')).not.toBeInTheDocument();
  });
});
