import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { onlineManager } from '@tanstack/react-query';
import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { handle } from '../../tests/setup/msw';
import { adminSession as admin } from '../../tests/setup/sessions';
import { ccReport } from '../features/collarCuff/view/testReport';
import { localeStore, m } from '../i18n';
import { deviceAuth } from '../lib/auth';
import { authState } from '../lib/session';
import { PERSIST_KEY } from '../lib/storageKeys';
import { sessionQuery } from '../lib/useSession';
import { Providers } from './Providers';
import { createQueryClient } from './queryClient';
import { createAppRouter } from './router';

/**
 * Offline, a screen this tablet never opened has no data to show: it says so in words, with the
 * way back, instead of a loader that turns for as long as the connection is gone. Driven by the
 * query's state: the read found no server and waits for one (`paused`) with nothing kept.
 */

let serverDown = false;
const ongoing = { rows: [ccReport({ reportNo: 'QCC-7', status: 'ongoing' })], total: 1 };
const server = setupServer(
  handle('getOnGoingCCInspectionDetails', () =>
    serverDown ? HttpResponse.error() : { ...ongoing, nextCursor: null },
  ),
  handle('getQICCReportFromDBCompleted', () =>
    serverDown ? HttpResponse.error() : { rows: [], total: 0, nextCursor: null },
  ),
  handle('getUserData', () => HttpResponse.error()),
);
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'bypass' });
  // The words' own code loads only offline; loaded here, no wait below includes compiling it.
  await import('./NotOnTablet');
});
beforeEach(() => {
  // Each test is a tablet that has kept nothing (the kept answers would bring the screen back).
  localStorage.removeItem(PERSIST_KEY);
  authState.signedIn('root');
});
afterEach(() => {
  serverDown = false;
  onlineManager.setOnline(true);
  authState.signedOut();
});
afterAll(() => server.close());

/** The app as it runs: its own query client (reads try once offline, then wait for the network). */
function renderApp(path: string) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(sessionQuery().queryKey, admin);
  const router = createAppRouter(
    { queryClient, auth: deviceAuth },
    createMemoryHistory({ initialEntries: [path] }),
  );
  render(
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { router, queryClient };
}

/** The server goes away and the app knows it (src/lib/connectivity.ts drives onlineManager). */
const goOffline = () =>
  act(() => {
    serverDown = true;
    onlineManager.setOnline(false);
  });

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });
const notOnTablet = () => screen.findByRole('alert', { name: /not on this tablet/ });

describe('a screen not on this tablet, opened offline', () => {
  it('says so in words, with the way back to the screen before and to the start page', async () => {
    const { router } = renderApp('/select-home');
    await heading('Home');
    goOffline();
    act(() => void router.navigate({ to: '/collar-cuff-home' }));

    expect(await notOnTablet()).toHaveTextContent(
      'It opens by itself once the connection is back.',
    );
    expect(screen.queryByLabelText('Loading the screen')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the start page' })).toHaveAttribute('href', '/');

    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await heading('Home')).toBeInTheDocument();
    expect(screen.queryByRole('alert', { name: /not on this tablet/ })).not.toBeInTheDocument();
  });

  it('opens by itself once the connection is back', async () => {
    const { router } = renderApp('/select-home');
    await heading('Home');
    goOffline();
    act(() => void router.navigate({ to: '/collar-cuff-home' }));
    await notOnTablet();

    act(() => {
      serverDown = false;
      onlineManager.setOnline(true);
    });
    expect(await screen.findByRole('region', { name: 'Ongoing today' })).toBeInTheDocument();
    expect(screen.queryByRole('alert', { name: /not on this tablet/ })).not.toBeInTheDocument();
  });

  it('shows a screen whose data is kept on the tablet as it is', async () => {
    const { router } = renderApp('/collar-cuff-home');
    expect(await screen.findByRole('region', { name: 'Ongoing today' })).toBeInTheDocument();
    act(() => void router.navigate({ to: '/select-home' }));
    await heading('Home');
    goOffline();

    act(() => void router.navigate({ to: '/collar-cuff-home' }));
    expect(await screen.findByRole('region', { name: 'Ongoing today' })).toBeInTheDocument();
    expect(screen.queryByRole('alert', { name: /not on this tablet/ })).not.toBeInTheDocument();
  });

  it('says so above a screen that reads its own data, once that read waits offline', async () => {
    const { router } = renderApp('/select-home');
    await heading('Home');
    goOffline();
    act(() => void router.navigate({ to: '/users-list' }));

    await heading('Users');
    expect(await notOnTablet()).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  });

  it('says it in Tamil', async () => {
    localeStore.set('ta');
    const { router } = renderApp('/select-home');
    await screen.findByRole('heading', { level: 1 });
    goOffline();
    act(() => void router.navigate({ to: '/collar-cuff-home' }));

    expect(
      await screen.findByRole('alert', { name: m.frame_not_on_tablet({}, { locale: 'ta' }) }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: m.frame_start_page({}, { locale: 'ta' }) }),
    ).toBeInTheDocument();
  });
});
