import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { OutboxItem } from '../lib/outbox';
import { NeedsAttentionList } from './NeedsAttention';

const fixSave = vi.hoisted(() =>
  vi.fn((_id: string, _input: unknown, _newId: string) => Promise.resolve()),
);
vi.mock('../lib/outbox', async (original) => ({
  ...(await original<typeof import('../lib/outbox')>()),
  fixSave,
}));

const CLIENT_ID = '3f6c1a52-7d1e-4b8a-9c2d-0e5f6a7b8c9d';

const refused = (over: Partial<OutboxItem>): OutboxItem => ({
  id: 'old-key',
  call: 'postMistakeData',
  input: {},
  seq: 1,
  savedAt: Date.parse('2026-11-20T08:30:00Z'),
  user: 'inspector1',
  attempts: 1,
  state: 'attention',
  ...over,
});

const tap = refused({
  input: {
    jsonData: { reportNo: 'QI-1', rollNo: 'G-7', mistake: 'Hole', points: 9, clientId: CLIENT_ID },
  },
  problem: {
    status: 400,
    message: 'jsonData.points: must be 1 to 4',
    issues: [{ path: 'jsonData.points', message: 'must be 1 to 4' }],
  },
});

const show = (item: OutboxItem) =>
  render(
    <MantineProvider>
      <NeedsAttentionList items={[item]} />
    </MantineProvider>,
  );

/** Shown, with the correction form once the call's schemas have loaded (with its domain). */
const showFixable = async (item: OutboxItem) => {
  show(item);
  await screen.findByRole('button', { name: 'Save corrected' });
};

beforeEach(() => fixSave.mockClear());

describe('fixing a refused save', () => {
  it('shows the named field with the server’s message, prefilled as a number', async () => {
    await showFixable(tap);
    const input = screen.getByLabelText('jsonData.points') as HTMLInputElement;
    expect(input.type).toBe('number');
    expect(input.value).toBe('9');
    expect(screen.getByText('Server said: must be 1 to 4')).toBeTruthy();
  });

  it('names a still-wrong value on the tablet and keeps it out of the queue', async () => {
    await showFixable(tap);
    fireEvent.change(screen.getByLabelText('jsonData.points'), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save corrected' }));
    expect(screen.getByText('must be 1 to 4')).toBeTruthy();
    expect(fixSave).not.toHaveBeenCalled();
  });

  it('re-queues the corrected save under a new key, other fields untouched', async () => {
    await showFixable(tap);
    fireEvent.change(screen.getByLabelText('jsonData.points'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save corrected' }));
    await waitFor(() => expect(fixSave).toHaveBeenCalledTimes(1));
    const [id, input, newId] = fixSave.mock.calls[0] ?? [];
    expect(id).toBe('old-key');
    expect(newId).not.toBe('old-key');
    expect(input).toEqual({
      jsonData: {
        reportNo: 'QI-1',
        rollNo: 'G-7',
        mistake: 'Hole',
        points: 3,
        clientId: CLIENT_ID,
      },
    });
  });

  it('offers the contract’s choices for an enum field', async () => {
    const visitor = refused({
      call: 'postVistorDataToDB',
      input: { jsonData: { idProofType: 'Passport card' } },
      problem: {
        status: 400,
        message: 'jsonData.idProofType: invalid option',
        issues: [{ path: 'jsonData.idProofType', message: 'invalid option' }],
      },
    });
    await showFixable(visitor);
    const select = screen.getByRole('combobox', { name: 'jsonData.idProofType' });
    fireEvent.click(select);
    expect(select.getAttribute('aria-expanded')).toBe('true');
    // The dropdown is still in its opening transition when the options are counted.
    expect((await screen.findAllByRole('option', { hidden: true })).length).toBeGreaterThan(1);
  });

  it('offers only Send again when the refusal names no field', () => {
    show(refused({ problem: { status: 403, message: 'No access to mistake-details' } }));
    expect(screen.queryByRole('button', { name: 'Save corrected' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Send again' })).toBeTruthy();
  });
});

describe('a save the server could not take', () => {
  it('says the server failed it, how often, with the server’s message', () => {
    show(
      refused({
        attempts: 8,
        failures: 8,
        problem: { status: 500, message: 'The database refused the write.' },
      }),
    );
    expect(screen.getByText(/The server failed this save 8 times:/)).toBeTruthy();
    expect(screen.getByText('The database refused the write.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send again' })).toBeTruthy();
  });

  it('says a 501 is not taken yet, with the server’s message', () => {
    show(refused({ problem: { status: 501, message: 'postMistakeData is not built yet.' } }));
    expect(screen.getByText(/The server cannot take this save yet:/)).toBeTruthy();
    expect(screen.getByText('postMistakeData is not built yet.')).toBeTruthy();
  });
});
