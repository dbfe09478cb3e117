import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handle } from '../../../../tests/setup/msw';
import { localeStore } from '../../../i18n';
import type { LossRow } from './loss';
import { ProcessLossPage } from './ProcessLossPage';
import { findTable } from '../../../../tests/setup/tables';

const line = (p: Partial<LossRow>): LossRow => ({
  poNo: 'PO-1',
  itemCode: 'SJ',
  itemName: 'Single jersey',
  batchNo: 'B-1',
  colour: 'Red',
  processor: 'Dye House - M',
  greigeKgIn: 100,
  finishKgOut: 93,
  pendingKg: 0,
  rollsIssued: 5,
  rollsReceived: 5,
  lossKg: 7,
  lossPercent: 7,
  tolerancePercent: 10,
  overTolerance: false,
  rolls: [],
  ...p,
});

const server = setupServer(
  handle('getPoNoFromDB', [{ poNo: 'PO-1', date: '2026-10-01', supplier: 'Sri Knits' }]),
  handle('getPOProcessLossFromDB', [
    line({}),
    line({
      batchNo: 'B-2',
      finishKgOut: 86,
      lossKg: 14,
      lossPercent: 14,
      overTolerance: true,
      rolls: [
        {
          greigeRollNo: 'GR-21',
          finishRollNo: 'FR-21',
          greigeKg: 50,
          finishKg: 42,
          lossKg: 8,
          lossPercent: 16,
          overTolerance: true,
        },
        {
          greigeRollNo: 'GR-22',
          finishRollNo: null,
          greigeKg: 50,
          finishKg: null,
          lossKg: null,
          lossPercent: null,
          overTolerance: false,
        },
      ],
    }),
    line({ batchNo: 'B-3', finishKgOut: 102.1, lossKg: -2.1, lossPercent: -2.1 }),
  ]),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

function renderLoss() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <ProcessLossPage search={{ po: 'PO-1' }} onChange={() => {}} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const rowOf = (table: HTMLElement, batchNo: string) =>
  within(table)
    .getAllByRole('row')
    .find((r) => within(r).queryByText(batchNo) !== null)!;

describe('process-loss', () => {
  it('says in words which batches are beyond tolerance, and shows a gain as one', async () => {
    renderLoss();
    const table = await findTable('Process loss of PO-1');
    const beyond = rowOf(table, 'B-2');
    expect(beyond).toHaveTextContent('⚠ Loss beyond tolerance');
    expect(beyond).toHaveTextContent('Beyond tolerance: 14% against 10% allowed.');
    expect(rowOf(table, 'B-1')).toHaveTextContent('Within tolerance');
    const gain = rowOf(table, 'B-3');
    expect(gain).toHaveTextContent('Gain, within tolerance');
    expect(gain).toHaveTextContent('2.1% gain');
    // The line most in need of a look comes first.
    expect(within(table).getAllByRole('row')[1]).toBe(beyond);
    expect(screen.getByText('Lines beyond tolerance').parentElement).toHaveTextContent('1');
  });

  it("opens a batch's rolls, a roll not back yet waiting rather than lost", async () => {
    renderLoss();
    const table = await findTable('Process loss of PO-1');
    fireEvent.click(within(rowOf(table, 'B-2')).getByText('Single jersey'));
    const rolls = await findTable('Rolls of batch B-2');
    expect(rowOf(rolls, 'GR-21')).toHaveTextContent('⚠ Loss beyond tolerance');
    expect(rowOf(rolls, 'GR-22')).toHaveTextContent('Not back yet');
  });

  it('speaks Tamil', async () => {
    act(() => localeStore.set('ta'));
    renderLoss();
    const table = await findTable('PO-1-இன் பிராசஸ் லாஸ்');
    expect(rowOf(table, 'B-2')).toHaveTextContent('⚠ அனுமதி வரம்பை மீறிய லாஸ்');
  });
});
