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

const server = setupServer(
  handle('getbatchFromDB', [
    batch('B-1', 'L-12'),
    batch('B-2', 'L-12'),
    batch('B-3', null, 'Bottle green'),
  ]),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

/** The input itself (Mantine also labels its option list with the field's label). */
const lotInput = () => screen.getAllByLabelText('Lot')[0] as HTMLElement;

function Harness({ seen }: { seen: (f: StartForm) => void }) {
  const [form, setForm] = useState<StartForm>({
    ...emptyStart('2026-01-12', 'Table 1'),
    itemCode: 'FAB-SJ-T1',
  });
  seen(form);
  return <LotField form={form} set={(p) => setForm((f) => ({ ...f, ...p }))} />;
}

describe('the lot on a new report', () => {
  it('is picked from the item’s batches, once per lot, and typed only on request', async () => {
    let form = emptyStart('', '');
    render(
      <MantineProvider>
        <QueryClientProvider client={new QueryClient()}>
          <Harness seen={(f) => (form = f)} />
        </QueryClientProvider>
      </MantineProvider>,
    );
    const toTyping = await screen.findByRole('button', { name: 'Lot not listed? Type it' });
    fireEvent.click(lotInput());
    const options = await screen.findAllByRole('option', { hidden: true });
    expect(options.map((o) => o.textContent)).toEqual([
      'L-12 (batch B-1, Navy)',
      'B-3 (batch B-3, Bottle green)',
    ]);
    fireEvent.click(options[1] as HTMLElement);
    expect(form.lot).toBe('B-3');
    // The report's colour follows the lot picked.
    expect(form.colour).toBe('Bottle green');
    fireEvent.click(lotInput());
    fireEvent.click((await screen.findAllByRole('option', { hidden: true }))[0] as HTMLElement);
    expect(form.lot).toBe('L-12');
    expect(form.colour).toBe('Navy');

    fireEvent.click(toTyping);
    expect(form.lot).toBe('');
    fireEvent.change(lotInput(), { target: { value: 'SUP-77' } });
    expect(form.lot).toBe('SUP-77');
    expect(screen.getByRole('button', { name: 'Pick the lot from the list' })).toBeTruthy();
  });
});
