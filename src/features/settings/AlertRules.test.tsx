import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CallInput, CallOutput, Calls } from '@contract';
import { handle, problem } from '../../../tests/setup/msw';
import { localeStore } from '../../i18n';
import { AlertRules } from './AlertRules';

type Sent = CallInput<Calls['saveAlertRules']>['jsonData'];

const rules: CallOutput<Calls['getAlertRules']> = {
  repeatK: 2,
  repeatN: 3,
  repeatHours: 24,
  grade3: true,
  supplierLotK: 2,
  ccLotRejected: true,
  supervisorEmail: null,
  updatedAt: null,
  updatedBy: null,
};
/** What the form sent, in order. */
const sent: Sent[] = [];
/** A field the server refuses, as it answers 422. */
let refuse: { path: string; message: string } | null = null;

const server = setupServer(
  handle('getAlertRules', rules),
  handle('saveAlertRules', ({ input }) => {
    sent.push(input.jsonData);
    if (refuse) return problem(422, 'bad_input', refuse.message, { issues: [refuse] });
    return { ...input.jsonData, updatedAt: '2026-11-20T09:30:00+05:30', updatedBy: 'Chief' };
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  sent.length = 0;
  refuse = null;
  act(() => localeStore.set('en'));
});
afterAll(() => server.close());

function renderRules(canEdit: boolean) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <AlertRules canEdit={canEdit} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const field = (form: HTMLElement, name: string) => within(form).getByRole('textbox', { name });

describe('the alert rules in Settings', () => {
  it('shows the mill’s rules, and an administrator saves them', async () => {
    renderRules(true);
    const form = await screen.findByRole('form', { name: 'Alerts' });
    expect(field(form, 'Rolls with the defect (K)')).toHaveValue('2');
    expect(field(form, 'Of the machine’s last rolls (N)')).toHaveValue('3');
    expect(field(form, 'Within hours (H)')).toHaveValue('24');
    expect(
      within(form).getByText(
        'An alert when 2 of the machine’s last 3 rolls, inspected within 24 hours, have the same defect.',
      ),
    ).toBeInTheDocument();
    const save = within(form).getByRole('button', { name: 'Save alert rules' });
    expect(save).toBeDisabled();

    fireEvent.change(field(form, 'Rolls of a supplier’s lot over the points limit'), {
      target: { value: '0' },
    });
    fireEvent.click(
      within(form).getByRole('switch', { name: 'Alert on a knitting machine’s roll graded 3' }),
    );
    fireEvent.change(within(form).getByRole('textbox', { name: 'Knitting supervisor’s email' }), {
      target: { value: ' Knit.Boss@Mill.test ' },
    });
    fireEvent.click(save);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      repeatK: 2,
      repeatN: 3,
      repeatHours: 24,
      grade3: false,
      supplierLotK: 0,
      ccLotRejected: true,
      supervisorEmail: 'knit.boss@mill.test',
    });
    // The saved rules come back and the form starts again from them.
    expect(
      await screen.findByText(/^Last changed 20-11-2026 \d\d:\d\d by Chief\.$/),
    ).toBeInTheDocument();
  });

  it('sends no address when the email is left empty', async () => {
    renderRules(true);
    const form = await screen.findByRole('form', { name: 'Alerts' });
    fireEvent.change(field(form, 'Within hours (H)'), { target: { value: '12' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save alert rules' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ repeatHours: 12, supervisorEmail: null });
  });

  it('refuses K over N on the K field, before sending', async () => {
    renderRules(true);
    const form = await screen.findByRole('form', { name: 'Alerts' });
    const k = field(form, 'Rolls with the defect (K)');
    fireEvent.change(k, { target: { value: '4' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save alert rules' }));
    expect(
      await within(form).findByText('must be at most the number of rolls looked at (3)'),
    ).toBeInTheDocument();
    expect(k).toHaveAttribute('aria-invalid', 'true');
    expect(k).toHaveValue('4');
    expect(sent).toEqual([]);

    // Looking at more rolls makes the same K right.
    fireEvent.change(field(form, 'Of the machine’s last rolls (N)'), { target: { value: '5' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save alert rules' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ repeatK: 4, repeatN: 5 });
  });

  it('names the field out of range, and a bad address', async () => {
    renderRules(true);
    const form = await screen.findByRole('form', { name: 'Alerts' });
    fireEvent.change(field(form, 'Within hours (H)'), { target: { value: '200' } });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Knitting supervisor’s email' }), {
      target: { value: 'boss at mill' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Save alert rules' }));
    expect(await within(form).findByText('must be at most 168 hours (a week)')).toBeInTheDocument();
    expect(within(form).getByText('must be an email address')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('shows the server’s refusal on the field it names', async () => {
    refuse = {
      path: 'jsonData.repeatK',
      message: 'must be at most the number of rolls looked at (3)',
    };
    renderRules(true);
    const form = await screen.findByRole('form', { name: 'Alerts' });
    fireEvent.change(field(form, 'Within hours (H)'), { target: { value: '48' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save alert rules' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    await waitFor(() =>
      expect(field(form, 'Rolls with the defect (K)')).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(
      within(form).getAllByText(/must be at most the number of rolls looked at \(3\)/).length,
    ).toBeGreaterThan(0);
    expect(within(form).getByText('Alert rules not saved')).toBeInTheDocument();
  });

  it('lets everyone else read the rules, not change them', async () => {
    renderRules(false);
    const section = await screen.findByRole('region', { name: 'Alerts' });
    expect(
      within(section).getByText('Only an administrator can change these.'),
    ).toBeInTheDocument();
    expect(field(section, 'Rolls with the defect (K)')).toBeDisabled();
    expect(field(section, 'Knitting supervisor’s email')).toBeDisabled();
    expect(
      within(section).getByRole('switch', { name: 'Alert on a collar & cuff lot rejected' }),
    ).toBeDisabled();
    expect(within(section).queryByRole('button', { name: 'Save alert rules' })).toBeNull();
  });

  it('speaks Tamil', async () => {
    act(() => localeStore.set('ta'));
    renderRules(true);
    const form = await screen.findByRole('form', { name: 'எச்சரிக்கைகள்' });
    expect(field(form, 'குறையுள்ள ரோல்கள் (K)')).toHaveValue('2');
    expect(
      within(form).getByRole('button', { name: 'எச்சரிக்கை விதிகளைச் சேமி' }),
    ).toBeInTheDocument();
  });
});
