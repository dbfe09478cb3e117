import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { handle } from '../../../tests/setup/msw';
import { renderAt } from '../../../tests/setup/renderAt';
import { sessionOf } from '../../../tests/setup/sessions';
import { authState } from '../../lib/session';
import { greigeOnly } from './testPassport';

const asked: string[] = [];
const server = setupServer(
  handle('getRollPassport', ({ input }) => {
    asked.push(input.roll_no);
    return { found: 'one', passport: greigeOnly({ rollNo: input.roll_no }) };
  }),
);
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  // Loaded here, so that the search's absence below is not only its code still on the way.
  await import('./HeaderSearch');
});
afterEach(() => {
  asked.length = 0;
  authState.signedOut();
});
afterAll(() => server.close());

const mayFindRolls = sessionOf({ pages: ['select-home', 'roll-passport'] });

function renderHome(session = mayFindRolls) {
  authState.signedIn(session.username);
  const router = renderAt('/select-home', session);
  return router;
}

const headerField = () => screen.findByRole('textbox', { name: 'Find a roll' });

describe('the roll search in the header', () => {
  it('opens the passport of the number typed, on Enter (as a keyboard scanner sends it)', async () => {
    const router = renderHome();
    const field = await headerField();
    fireEvent.change(field, { target: { value: 'GR-17' } });
    fireEvent.submit(field.closest('form')!);

    await waitFor(() => expect(router.state.location.pathname).toBe('/roll-passport'));
    expect(router.state.location.search).toEqual({ rollNo: 'GR-17' });
    expect(await screen.findByRole('heading', { name: 'Roll GR-17' })).toBeInTheDocument();
    expect(asked).toEqual(['GR-17']);
  });

  it('reads a scanned label’s address as its roll number', async () => {
    const router = renderHome();
    const field = await headerField();
    fireEvent.change(field, {
      target: { value: 'https://greige.mill.in/roll-passport?rollNo=FR-0042' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Show the roll' }));

    await waitFor(() => expect(router.state.location.search).toEqual({ rollNo: 'FR-0042' }));
    expect(await screen.findByRole('heading', { name: 'Roll FR-0042' })).toBeInTheDocument();
  });

  it('refuses what cannot be a roll number, naming why, and stays', async () => {
    const router = renderHome();
    const field = await headerField();
    fireEvent.change(field, { target: { value: 'x'.repeat(81) } });
    fireEvent.submit(field.closest('form')!);

    expect(await screen.findByText(/That is not a roll number/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/select-home');
  });

  it('on a phone, is one search button that opens the field', async () => {
    const router = renderHome();
    const toggle = await screen.findByRole('button', { name: 'Find a roll by its number' });
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const popover = await screen.findByRole('dialog');
    const field = within(popover).getByRole('textbox', { name: 'Find a roll' });
    fireEvent.change(field, { target: { value: 'GR-17' } });
    fireEvent.submit(field.closest('form')!);

    await waitFor(() => expect(router.state.location.search).toEqual({ rollNo: 'GR-17' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('is not there for a user whose role does not grant the passport', async () => {
    renderHome(sessionOf({ pages: ['select-home'] }));
    await screen.findByRole('heading', { level: 1, name: 'Home' });
    await act(async () => {});
    expect(screen.queryByRole('textbox', { name: 'Find a roll' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Scan a roll label' })).not.toBeInTheDocument();
  });
});
