import { render, screen, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { RouteError } from '../components/RouteError';
import { authState } from '../lib/session';
import { renderAt } from '../../tests/setup/renderAt';
import { adminSession as admin } from '../../tests/setup/sessions';

/** The real route tree at `path`, signed in as an administrator; no request is made. */
function renderAsAdmin(path: string) {
  authState.signedIn('root');
  renderAt(path, admin);
}

afterEach(() => authState.signedOut());

describe('a screen of one record opened without it', () => {
  it.each([
    ['/roll-details', 'the report number', 'Pick an ongoing inspection', '/home'],
    [
      '/mistake-details',
      'the report number and the roll number',
      'Pick an ongoing inspection',
      '/home',
    ],
    ['/report-view-detail', 'the report number', 'Pick a report', '/qi-report-view'],
    [
      '/roll-view?reportNo=QI-1',
      'the report number and the roll number',
      'Pick a report, then its roll',
      '/qi-report-view',
    ],
  ])('%s says what it needs and links to where it is picked', async (path, needs, pick, to) => {
    renderAsAdmin(path);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Nothing picked yet' })).toBeInTheDocument();
    expect(alert).toHaveTextContent(`it needs ${needs}`);
    expect(within(alert).getByRole('link', { name: pick })).toHaveAttribute('href', to);
    expect(screen.queryByText(/something went wrong/i)).not.toBeInTheDocument();
    expect(screen.queryByText(/"code"|invalid_type/)).not.toBeInTheDocument();
    // Still inside the app: the menu is there.
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
  });

  it('an address the app does not know shows the not-found page', async () => {
    renderAsAdmin('/no-such-screen');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the start page' })).toHaveAttribute('href', '/');
  });

  it('any other screen opened with an incomplete address names what is missing, in words', async () => {
    const root = createRootRoute({
      validateSearch: z.object({ reportNo: z.string().min(1) }),
      component: () => <p>shown</p>,
      errorComponent: RouteError,
    });
    const router = createRouter({
      routeTree: root,
      history: createMemoryHistory({ initialEntries: ['/'] }),
    });
    render(
      <MantineProvider>
        <RouterProvider router={router} />
      </MantineProvider>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This address is incomplete');
    expect(alert).toHaveTextContent('The screen needs reportNo in its address');
    expect(screen.queryByText(/expected string|invalid_type/i)).not.toBeInTheDocument();
  });
});
