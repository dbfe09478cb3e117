import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { calls, type CallInput, type CallOutput, type Calls, type PageName } from '@contract';
import { handle, problem } from '../../../tests/setup/msw';
import { sessionOf } from '../../../tests/setup/sessions';
import { localeStore } from '../../i18n';
import { authState } from '../../lib/session';
import { sessionQuery } from '../../lib/useSession';
import { DIGEST_PAGES } from './DigestForm';
import { UserProfile } from './UserProfile';

type Digest = CallOutput<Calls['getMyDigest']>;

const neverAsked: Digest = {
  enabled: false,
  hour: 7,
  language: 'en',
  email: 'asha@mill.test',
  lastSentOn: null,
};
let digest: Digest = neverAsked;
/** What the form sent, in order. */
const sent: CallInput<Calls['saveMyDigest']>['jsonData'][] = [];
let refuseHour = false;

const server = setupServer(
  handle('getMySessions', []),
  handle('getMyDigest', () => digest),
  handle('saveMyDigest', ({ input }) => {
    sent.push(input.jsonData);
    if (refuseHour) {
      return problem(422, 'bad_input', 'jsonData.hour: is not an hour the mail goes out', {
        issues: [{ path: 'jsonData.hour', message: 'is not an hour the mail goes out' }],
      });
    }
    digest = { ...digest, ...input.jsonData };
    return digest;
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  digest = neverAsked;
  sent.length = 0;
  refuseHour = false;
  authState.signedOut();
  act(() => localeStore.set('en'));
});
afterAll(() => server.close());

/** The profile of a user with these pages. */
function renderProfile(pages: PageName[]) {
  const session = sessionOf({ pages: ['select-home', 'user-profile', ...pages] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(sessionQuery().queryKey, session);
  authState.signedIn(session.username);
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <UserProfile />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const findDigest = (name = 'Morning digest') =>
  screen.findByRole('region', { name }, { timeout: 5000 });

describe('the morning digest on the profile', () => {
  it('is offered to exactly those the call serves', () => {
    for (const name of ['getMyDigest', 'saveMyDigest'] as const) {
      expect([...DIGEST_PAGES].sort()).toEqual(
        [...(calls[name].access as readonly PageName[])].sort(),
      );
    }
  });

  it('is not shown to someone without a dashboard or the alerts', async () => {
    renderProfile([]);
    expect(await screen.findByRole('heading', { name: 'Account' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Morning digest' })).toBeNull();
  });

  it('starts in the app’s language, and sends the hour and language chosen', async () => {
    act(() => localeStore.set('ta'));
    renderProfile(['production-dashboard']);
    const section = await findDigest('காலைச் சுருக்கம்');
    fireEvent.click(within(section).getByRole('switch', { name: 'எனக்குக் காலைச் சுருக்கம் அனுப்பு' }));
    expect(within(section).getByRole('radio', { name: 'தமிழ்' })).toBeChecked();
    expect(within(section).getByText('இது asha@mill.test-க்குப் போகும்.')).toBeInTheDocument();

    const hour = within(section).getByRole('combobox', { name: /^நேரம்/ });
    expect(hour).toHaveDisplayValue('07:00');
    fireEvent.change(hour, { target: { value: '6' } });
    expect(hour).toHaveDisplayValue('06:00');
    fireEvent.click(within(section).getByRole('button', { name: 'காலைச் சுருக்கத்தைச் சேமி' }));
    await waitFor(() => expect(sent).toEqual([{ enabled: true, hour: 6, language: 'ta' }]));
  });

  it('shows a digest asked for as it was saved, whatever the app’s language', async () => {
    digest = { ...neverAsked, enabled: true, hour: 18, lastSentOn: '2026-11-22' };
    renderProfile(['dashboard']);
    const section = await findDigest();
    expect(
      within(section).getByRole('switch', { name: 'Send me the morning digest' }),
    ).toBeChecked();
    expect(within(section).getByRole('combobox', { name: /^Time/ })).toHaveDisplayValue('18:00');
    expect(within(section).getByRole('radio', { name: 'English' })).toBeChecked();
    expect(within(section).getByText('Last sent on 22-11-2026.')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Save morning digest' })).toBeDisabled();

    // Turned off: nothing more to choose, and that is saved too.
    fireEvent.click(within(section).getByRole('switch', { name: 'Send me the morning digest' }));
    expect(within(section).queryByRole('combobox', { name: /^Time/ })).toBeNull();
    fireEvent.click(within(section).getByRole('button', { name: 'Save morning digest' }));
    await waitFor(() => expect(sent).toEqual([{ enabled: false, hour: 18, language: 'en' }]));
  });

  it('shows the server’s refusal on the field it names', async () => {
    refuseHour = true;
    renderProfile(['alerts']);
    const section = await findDigest();
    fireEvent.click(within(section).getByRole('switch', { name: 'Send me the morning digest' }));
    fireEvent.click(within(section).getByRole('button', { name: 'Save morning digest' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    const hour = within(section).getByRole('combobox', { name: /^Time/ });
    await waitFor(() => expect(hour).toHaveAttribute('aria-invalid', 'true'));
    expect(within(section).getByText('is not an hour the mail goes out')).toBeInTheDocument();
    expect(within(section).getByText('Morning digest not saved')).toBeInTheDocument();
  });
});
