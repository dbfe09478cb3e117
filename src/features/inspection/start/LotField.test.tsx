import { fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { setupServer } from 'msw/node';
import { useState } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handle } from '../../../../tests/setup/msw';
import { emptyStart, type StartForm } from './form';
import { LotField } from './LotField';

const batch = (batchNo: string, lot: string | null, colour = 'Navy') => ({
  batchNo,
  itemCode: 'FAB-SJ-T1',
  itemName: 'SJ',
  colour,
  lot,
  warehouse: null,
  rolls: 4,
  qtyKg: 80,
  createdOn: '2026-01-10',
});
const batches = [batch('B-1', 'L-12'), batch('B-2', 'L-12'), batch('B-3', null, 'Bottle green')];

const server = setupServer(
  // As the server filters: a colour asked for keeps its batches (and those with none).
  handle('getbatchFromDB', ({ input }) =>
    batches.filter(
      (b) => !input.colour || b.colour.toLowerCase() === input.colour.trim().toLowerCase(),
    ),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

/** The input itself (Mantine also labels its option list with the field's label). */
const lotInput = () => screen.getAllByLabelText('Lot')[0] as HTMLElement;
const options = async () =>
  (await screen.findAllByRole('option', { hidden: true })).map((o) => o.textContent);
const pickOption = async (n: number) => {
  fireEvent.click(lotInput());
  fireEvent.click((await screen.findAllByRole('option', { hidden: true }))[n] as HTMLElement);
};

function Harness({ seen, start }: { seen: (f: StartForm) => void; start?: Partial<StartForm> }) {
  const [form, setForm] = useState<StartForm>({
    ...emptyStart('2026-01-12', 'Table 1'),
    itemCode: 'FAB-SJ-T1',
    ...start,
  });
  seen(form);
  return <LotField form={form} set={(p) => setForm((f) => ({ ...f, ...p }))} />;
}

function renderLot(seen: (f: StartForm) => void, start?: Partial<StartForm>) {
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <Harness seen={seen} start={start} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('the lot on a new report', () => {
  it('is picked from the item’s batches, once per lot, and typed only on request', async () => {
    let form = emptyStart('', '');
    renderLot((f) => (form = f));
    const toTyping = await screen.findByRole('button', { name: 'Lot not listed? Type it' });
    fireEvent.click(lotInput());
    expect(await options()).toEqual(['L-12 (batch B-1, Navy)', 'B-3 (batch B-3, Bottle green)']);
    await pickOption(1);
    expect(form.lot).toBe('B-3');
    // With no colour yet, the report's colour follows the lot picked.
    expect(form.colour).toBe('Bottle green');

    fireEvent.click(toTyping);
    expect(form.lot).toBe('');
    fireEvent.change(lotInput(), { target: { value: 'SUP-77' } });
    expect(form.lot).toBe('SUP-77');
    expect(screen.getByRole('button', { name: 'Pick the lot from the list' })).toBeTruthy();
  });

  it('offers the order’s colour only, and says so before a lot of another colour fills the form', async () => {
    let form = emptyStart('', '');
    renderLot((f) => (form = f), { colour: 'Navy', orderColour: 'Navy' });
    expect(await screen.findByText('Lots of the order’s colour, Navy')).toBeInTheDocument();
    fireEvent.click(lotInput());
    expect(await options()).toEqual(['L-12 (batch B-1, Navy)']);

    fireEvent.click(screen.getByRole('button', { name: 'Show lots of every colour' }));
    await screen.findByRole('button', { name: 'Show only lots of Navy' });
    fireEvent.click(lotInput());
    expect(await options()).toEqual(['L-12 (batch B-1, Navy)', 'B-3 (batch B-3, Bottle green)']);
    await pickOption(1);
    const warning = await screen.findByRole('alert');
    expect(warning).toHaveTextContent('Lot B-3 is Bottle green, but the order’s colour is Navy.');
    // Nothing filled yet: the inspector decides.
    expect(form).toMatchObject({ lot: '', colour: 'Navy' });

    fireEvent.click(screen.getByRole('button', { name: 'Pick another lot' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(form).toMatchObject({ lot: '', colour: 'Navy' });

    await pickOption(1);
    fireEvent.click(
      await screen.findByRole('button', { name: 'Use lot B-3 and colour Bottle green' }),
    );
    expect(form).toMatchObject({ lot: 'B-3', colour: 'Bottle green' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so too when the colour was typed, and fills a lot of the same colour at once', async () => {
    let form = emptyStart('', '');
    renderLot((f) => (form = f), { colour: 'navy ' });
    await screen.findByRole('button', { name: 'Lot not listed? Type it' });
    await pickOption(0);
    expect(form).toMatchObject({ lot: 'L-12', colour: 'Navy' });
    await pickOption(1);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Lot B-3 is Bottle green, but the colour entered is Navy.',
    );
    expect(form.lot).toBe('L-12');
  });
});
