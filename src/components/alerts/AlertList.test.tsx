import 'fake-indexeddb/auto';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SessionInfo } from '@contract';
import type { AlertRow } from '../../../contract/main/alerts';
import { handle } from '../../../tests/setup/msw';
import { freshOutbox, renderInRoute } from '../../../tests/setup/renderInRoute';
import { sessionOf } from '../../../tests/setup/sessions';
import { localeStore } from '../../i18n';
import { outboxState } from '../../lib/outbox';
import { sessionQuery } from '../../lib/useSession';
import { AlertList } from './AlertList';
import { alertOf, alertsOfEachRule } from '../../../tests/setup/alerts';

const supervisor = sessionOf({ username: 'ravi', pages: ['alerts', 'machine-view'] });
const wallViewer = sessionOf({ pages: ['dashboardlive'] });

let sent: unknown[] = [];
const server = setupServer(
  handle('acknowledgeAlert', ({ input }) => {
    sent.push(input);
    return alertOf({
      state: 'acknowledged',
      acknowledgedBy: 'ravi',
      acknowledgedAt: '2026-03-02T09:30:00.000Z',
      acknowledgeNote: input.jsonData.note ?? '',
    });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(async () => {
  sent = [];
  await freshOutbox();
});
afterEach(() => localeStore.set(undefined));

function show(alerts: readonly AlertRow[], session: SessionInfo = supervisor, compact = false) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(sessionQuery().queryKey, session);
  renderInRoute(() => <AlertList alerts={alerts} compact={compact} />, queryClient);
}

describe('what an alert says', () => {
  it('says what happened, rule by rule, in plain words', async () => {
    show(alertsOfEachRule());
    expect(await screen.findByText('Needle line on 2 rolls of machine M12')).toBeInTheDocument();
    expect(screen.getByText('Machine M12 knitted a grade 3 roll')).toBeInTheDocument();
    expect(
      screen.getByText('Lot L-7 from Supplier X: 2 rolls over the points limit'),
    ).toBeInTheDocument();
    expect(screen.getByText('Collar & cuff lot QCC-12 rejected by its sample')).toBeInTheDocument();
  });

  it('says it in Tamil, the defect by its Tamil name', async () => {
    act(() => localeStore.set('ta'));
    show(alertsOfEachRule());
    expect(await screen.findByText('M12 மெஷினின் 2 ரோல்களில் ஊசிக் கோடு')).toBeInTheDocument();
    expect(screen.getByText('M12 மெஷினில் நிட் ஆன ஒரு ரோல் கிரேடு 3')).toBeInTheDocument();
    expect(
      screen.getByText('Supplier X தந்த லாட் L-7: 2 ரோல்கள் பாயிண்ட் வரம்பைத் தாண்டின'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('காலர் & கஃப் லாட் QCC-12 சாம்பிள் சோதனையில் நிராகரிக்கப்பட்டது'),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^கவனித்தேன்/ })).toHaveLength(4);
  });

  it('links its rolls to their passports and its machine to the machine’s page', async () => {
    show([alertOf()]);
    const rolls = await screen.findByRole('list', { name: 'Rolls' });
    expect(
      within(rolls)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/roll-passport?rollNo=R-101', '/roll-passport?rollNo=R-103']);
    expect(screen.getByRole('link', { name: 'Machine M12' })).toHaveAttribute(
      'href',
      '/machine-view?machine=M12',
    );
  });

  it('says who acknowledged it, with their note, and offers only Resolve then', async () => {
    show([
      alertOf({
        state: 'acknowledged',
        acknowledgedBy: 'ravi',
        acknowledgedAt: '2026-03-02T09:30:00.000Z',
        acknowledgeNote: 'needle changed',
      }),
    ]);
    expect(
      await screen.findByText(/^Acknowledged by ravi, .+: needle changed$/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Acknowledge/ })).toBeNull();
    expect(screen.getByRole('button', { name: /^Resolve/ })).toBeInTheDocument();
  });
});

describe('acting on an alert', () => {
  const acknowledgeWith = async (note: string) => {
    fireEvent.click(
      await screen.findByRole('button', {
        name: 'Acknowledge: Needle line on 2 rolls of machine M12',
      }),
    );
    const form = screen.getByRole('form', {
      name: 'Acknowledge: Needle line on 2 rolls of machine M12',
    });
    fireEvent.change(within(form).getByRole('textbox', { name: /^Note/ }), {
      target: { value: note },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Acknowledge' }));
    return form;
  };

  it('acknowledges with a note: the server gets that alert and that note', async () => {
    show([alertOf({ id: 7 })]);
    await acknowledgeWith('needle changed');
    await waitFor(() =>
      expect(sent).toEqual([{ jsonData: { alertId: 7, note: 'needle changed' } }]),
    );
    await waitFor(() => expect(screen.queryByRole('form')).toBeNull());
  });

  it('refuses a note of 301 characters before keeping or sending anything', async () => {
    show([alertOf()]);
    const form = await acknowledgeWith('x'.repeat(301));
    expect(
      await within(form).findByText('The note may be at most 300 characters: remove 1.'),
    ).toBeInTheDocument();
    expect(within(form).getByText('301 of 300 characters')).toBeInTheDocument();
    await act(async () => {});
    expect(sent).toEqual([]);
    expect(outboxState.get().pending).toHaveLength(0);
  });

  it('offers no action to someone without the alerts page, on a card or a line', async () => {
    show(alertsOfEachRule(), wallViewer);
    expect(await screen.findByText('Machine M12 knitted a grade 3 roll')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('keeps Acknowledge on a compact line', async () => {
    show([alertOf()], supervisor, true);
    expect(
      await screen.findByRole('button', {
        name: 'Acknowledge: Needle line on 2 rolls of machine M12',
      }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Resolve/ })).toBeNull();
  });
});
