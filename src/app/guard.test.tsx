import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { pageNames, type SessionInfo } from '@contract';
import { authState } from '../lib/session';
import { renderAt } from '../../tests/setup/renderAt';
import { sessionOf } from '../../tests/setup/sessions';

const session = (over: Partial<SessionInfo>): SessionInfo =>
  sessionOf({ pages: ['select-home', 'dashboard', 'user-profile'], ...over });

afterEach(() => authState.signedOut());

describe('route guard', () => {
  it('sends a signed-out visitor of a guarded route to login, with no message', async () => {
    authState.signedOut();
    const router = renderAt('/select-home');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends the empty path to login', async () => {
    authState.signedOut();
    const router = renderAt('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('sends a signed-in user away from login to select-home', async () => {
    authState.signedIn('asha');
    const router = renderAt('/login', session({}));
    await waitFor(() => expect(router.state.location.pathname).toBe('/select-home'));
    expect(await screen.findByRole('heading', { name: 'Hello, asha' })).toBeInTheDocument();
  });

  it('shows No access on a guarded page the session does not grant', async () => {
    authState.signedIn('asha');
    renderAt('/pivot', session({}));
    expect(await screen.findByRole('heading', { name: 'No access' })).toBeInTheDocument();
  });

  it('opens a granted page, and every page for an administrator', async () => {
    authState.signedIn('root');
    renderAt('/pivot', session({ isAdmin: true, pages: [...pageNames] }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Pivot' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'No access' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
  });

  it('opens a modal route without signing in, and without the shell', async () => {
    authState.signedOut();
    renderAt('/roll-modal');
    expect(await screen.findByRole('button', { name: 'Back' })).toBeInTheDocument();
    expect(screen.getByText(/open a roll from an inspection report/i)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
  });
});
