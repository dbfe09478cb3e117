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
import { pageNames, pickedIn } from '@contract';
import { RouteError } from '../components/RouteError';
import { localeStore } from '../i18n';
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
  const recordPages = pageNames.filter((p) => pickedIn(p));

  it.each(recordPages)(
    '/%s says what it shows and leads to the list where it is picked',
    async (page) => {
      renderAsAdmin(`/${page}`);
      const alert = await screen.findByRole('alert');
      expect(
        within(alert).getByRole('heading', { name: 'Nothing picked yet' }),
      ).toBeInTheDocument();
      expect(alert).toHaveTextContent(/This screen .+\. Pick the /);
      // In the user's words: not what its address lacks.
      expect(alert).not.toHaveTextContent(/address|it needs/i);
      const links = within(alert).getAllByRole('link');
      expect(links.map((l) => l.getAttribute('href'))).toEqual([`/${pickedIn(page)}`, '/']);
      expect(links[0]).toHaveTextContent(/^Pick /);
      expect(screen.queryByText(/something went wrong/i)).not.toBeInTheDocument();
      // Still inside the app: the menu is there.
      expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
    },
  );

  it('says so in Tamil too', async () => {
    localeStore.set('ta');
    renderAsAdmin('/roll-view?reportNo=QI-1');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('இந்தத் திரை ஒரு துணி இன்ஸ்பெக்ஷன் ரிப்போர்ட்டின் ஒரு ரோலை');
    expect(within(alert).getByRole('link', { name: /^ரிப்போர்ட், பிறகு/ })).toHaveAttribute(
      'href',
      '/qi-report-view',
    );
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
