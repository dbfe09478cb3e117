import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { handle, problem } from '../../../../tests/setup/msw';
import { localeStore } from '../../../i18n';
import { callKey } from '../../../lib/rpc';
import type { PeopleName, PeopleNameInput } from './save';
import { TamilNamesPanel } from './TamilNamesPanel';

const names: PeopleName[] = [
  { kind: 'designation', name: 'Operator', nameTa: null, people: 25 },
  { kind: 'designation', name: 'Manager', nameTa: 'மேலாளர்', people: 5 },
  { kind: 'department', name: 'Knitting', nameTa: null, people: 38 },
  { kind: 'shift', name: 'C', nameTa: null, people: null },
];

/** Every savePeopleName input that reached the server, in order. */
const sent: PeopleNameInput[] = [];
const server = setupServer(
  handle('getPeopleNames', () => names),
  handle('savePeopleName', ({ input }) => {
    sent.push(input.jsonData);
    if (input.jsonData.nameTa === 'மேலாளர்') {
      const message = 'is already the Tamil name of Manager';
      return problem(409, 'conflict', `jsonData.nameTa: ${message}`, {
        issues: [{ path: 'jsonData.nameTa', message }],
        detail: { reason: 'nameTaTaken', name: 'Manager' },
      });
    }
    return { ...input.jsonData, nameTa: input.jsonData.nameTa || null, people: 25 };
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  sent.length = 0;
  act(() => localeStore.set('en'));
});
afterAll(() => server.close());

function renderPanel() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // The attendance list, as the attendance page left it in the cache.
  const attendance = callKey('getAttendanceDataFromDB', { jsonTodayDate: '2026-11-29' });
  client.setQueryData(attendance, []);
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <TamilNamesPanel />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { client, attendance };
}

describe('the Tamil names of designations, departments and shifts', () => {
  it('saves a designation’s Tamil name, and the attendance reads again', async () => {
    const { client, attendance } = renderPanel();
    const operator = await screen.findByRole('form', { name: 'Operator' });
    expect(within(operator).getByText('25 people')).toBeInTheDocument();
    fireEvent.change(within(operator).getByRole('textbox', { name: 'Tamil name of Operator' }), {
      target: { value: ' ஆப்பரேட்டர் ' },
    });
    fireEvent.click(
      within(operator).getByRole('button', { name: 'Save the Tamil name of Operator' }),
    );
    await waitFor(() =>
      expect(sent).toEqual([{ kind: 'designation', name: 'Operator', nameTa: 'ஆப்பரேட்டர்' }]),
    );
    await waitFor(() => expect(client.getQueryState(attendance)?.isInvalidated).toBe(true));
  });

  it('says, in Tamil, which designation already has the name', async () => {
    act(() => localeStore.set('ta'));
    renderPanel();
    const designations = await screen.findByRole('region', { name: 'பதவிகள்' });
    const operator = within(designations).getByRole('form', { name: 'Operator' });
    fireEvent.change(within(operator).getByRole('textbox'), { target: { value: 'மேலாளர்' } });
    fireEvent.click(within(operator).getByRole('button'));
    expect(
      await within(operator).findByText('இந்தத் தமிழ்ப் பெயர் ஏற்கனவே Manager க்கு உள்ளது.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'ஷிப்ட்கள்' })).toBeInTheDocument();
  });
});
