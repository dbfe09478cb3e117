import 'fake-indexeddb/auto';
import { useState } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CallInput, Calls } from '@contract';
import { freshOutbox, renderInRoute } from '../../../../tests/setup/renderInRoute';
import { handle, problem } from '../../../../tests/setup/msw';
import { localeStore, useLocale } from '../../../i18n';
import { CreateBatchPage } from './CreateBatchPage';
import type { BatchableRoll } from './pick';

const roll = (rollNo: string, kg: number, itemCode = 'SJ-160'): BatchableRoll => ({
  rollNo,
  itemCode,
  itemName: itemCode === 'SJ-160' ? 'Single jersey 160' : 'Pique 220',
  kg,
  producedOn: '2026-11-20',
  warehouse: 'Greige - M',
  sourceDocNo: 'PO-7',
  supplier: null,
});
const free = [roll('GR-1', 21.4), roll('GR-2', 20), roll('GR-3', 19.6)];
let held: Record<string, string> = {};
let saved: CallInput<Calls['postBatchData']>['jsonData'][] = [];
let refuseSave = false;

const server = setupServer(
  handle('getAllItemsFromDB', [
    {
      itemCode: 'SJ-160',
      itemName: 'Single jersey 160',
      itemGroup: 'Fabric',
      gsm: 160,
      widthCm: null,
      diaIn: 30,
      uom: 'Kg',
    },
  ]),
  handle('getIndentsFromDB', []),
  handle('getbatchFromDB', []),
  handle('getWarehousesFromDB', [
    {
      name: 'Dye House - M',
      warehouseGroup: 'Mill',
      isJobWork: false,
      warehouseType: 'Dyeing',
      processor: true,
    },
    {
      name: 'Greige - M',
      warehouseGroup: 'Mill',
      isJobWork: false,
      warehouseType: 'Greige',
      processor: false,
    },
  ]),
  handle('getGreigeRollsForBatch', ({ input }) => {
    const rows = free.filter((r) => !input.searchItemText || r.itemCode === input.searchItemText);
    return { rows, total: rows.length, nextCursor: null };
  }),
  handle('checkRollForBatch', ({ input }) => {
    const batchNo = held[input.rollNo];
    if (batchNo)
      return {
        ok: false,
        problem: 'inBatch',
        message: `Roll ${input.rollNo} is in open batch ${batchNo}.`,
        roll: null,
        batchNo,
        stockEntryNo: null,
      };
    const r = [...free, roll('PQ-1', 25, 'PQ-220')].find((x) => x.rollNo === input.rollNo);
    return r
      ? { ok: true, problem: null, message: 'ok', roll: r, batchNo: null, stockEntryNo: null }
      : {
          ok: false,
          problem: 'unknownRoll',
          message: `No greige roll ${input.rollNo}.`,
          roll: null,
          batchNo: null,
          stockEntryNo: null,
        };
  }),
  handle('getBatchRollsFromDB', ({ input }) =>
    problem(404, 'not_found', `No batch ${input.batchNo}.`),
  ),
  handle('postBatchData', ({ input: { jsonData } }) => {
    if (refuseSave) {
      // Taken by another batch between the scan and the save, as the server says it.
      held['GR-2'] = 'B-0042';
      const message = 'Roll GR-2 is in open batch B-0042 (lot L-1).';
      return problem(400, 'bad_input', `jsonData.greigeRollNos.0: ${message}`, {
        issues: [{ path: 'jsonData.greigeRollNos.0', message }],
      });
    }
    saved.push(jsonData);
    const rollRows = jsonData.greigeRollNos.map((no) => ({
      rollNo: no,
      kg: free.find((r) => r.rollNo === no)?.kg ?? 0,
    }));
    return {
      batchNo: 'B-0100',
      rolls: rollRows.length,
      totalKg: rollRows.reduce((s, r) => s + r.kg, 0),
      stockEntryNo: 'STE-0500',
      processor: jsonData.processor,
      rollRows,
      erpStatus: 'queued',
    };
  }),
);

function Screen() {
  // Drawn again on a change of language, as the app's providers do.
  useLocale();
  const [card, setCard] = useState<string | undefined>();
  return <CreateBatchPage search={{ card }} onCard={setCard} />;
}

function renderScreen() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderInRoute(Screen, queryClient);
}

const scanBox = () => screen.findByRole('textbox', { name: 'Scan or type a roll number' });
async function scan(code: string) {
  const box = await scanBox();
  fireEvent.change(box, { target: { value: code } });
  fireEvent.submit(box.closest('form')!);
}
const running = () => screen.getByTestId('running-kg');

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(async () => {
  saved = [];
  refuseSave = false;
  held = { 'GR-9': 'B-0042' };
  await freshOutbox();
});

async function pickProcessor() {
  const select = screen.getByRole('combobox', { name: 'Send to processor' });
  // Only the processors are offered, not the greige store the rolls come from.
  await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(2));
  fireEvent.change(select, { target: { value: 'Dye House - M' } });
}

describe('create-batch', () => {
  it('adds scanned rolls with their running kg, the first choosing the fabric', async () => {
    renderScreen();
    await scan(' GR-1\r\n');
    // The line end and spaces a scanner adds are not part of the number.
    await screen.findByText('Added roll GR-1 (21.4 kg)');
    expect(running()).toHaveTextContent('1 roll · 21.4 kg');
    // The fabric is now the roll's, and its free rolls are listed with the scanned one ticked.
    const list = await screen.findByRole('region', { name: 'Greige rolls free to batch' });
    expect(within(list).getByRole('checkbox', { name: 'Roll GR-1, 21.4 kg' })).toBeChecked();

    await scan('GR-3');
    await screen.findByText('Added roll GR-3 (19.6 kg)');
    expect(running()).toHaveTextContent('2 rolls · 41 kg');
  });

  it('says why a scanned roll cannot join: twice, another fabric, or held by a batch', async () => {
    renderScreen();
    await scan('GR-1');
    await screen.findByText('Added roll GR-1 (21.4 kg)');
    await scan('GR-1');
    await screen.findByText('Roll GR-1 is already in this batch');
    await scan('PQ-1');
    await screen.findByText("Roll PQ-1 is another fabric (PQ-220), not this batch's");
    await scan('GR-9');
    await screen.findByText('Roll GR-9 is in open batch B-0042.');
    expect(running()).toHaveTextContent('1 roll · 21.4 kg');
  });

  it('picks and drops rolls from the list, and saves the batch to print its card', async () => {
    renderScreen();
    await scan('GR-1');
    const list = await screen.findByRole('region', { name: 'Greige rolls free to batch' });
    fireEvent.click(await within(list).findByRole('checkbox', { name: 'Roll GR-2, 20 kg' }));
    fireEvent.click(within(list).getByRole('checkbox', { name: 'Roll GR-3, 19.6 kg' }));
    expect(running()).toHaveTextContent('3 rolls · 61 kg');
    fireEvent.click(screen.getByRole('button', { name: 'Remove roll GR-3' }));
    expect(running()).toHaveTextContent('2 rolls · 41.4 kg');

    fireEvent.change(screen.getByLabelText('Colour', { selector: 'input' }), {
      target: { value: 'Navy' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Lot' }), { target: { value: 'L-7' } });
    await pickProcessor();
    fireEvent.click(screen.getByRole('button', { name: 'Save the batch of 2 rolls' }));

    const card = await screen.findByRole(
      'article',
      { name: 'Card of batch B-0100' },
      { timeout: 5000 },
    );
    expect(within(card).getByRole('img', { name: 'Barcode of batch B-0100' })).toBeInTheDocument();
    const rolls = within(card).getByRole('list', { name: 'Rolls of the batch' });
    expect(
      within(rolls)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['GR-1 · 21.4 kg', 'GR-2 · 20 kg']);
    expect(card).toHaveTextContent('Dye House - M');
    expect(card).toHaveTextContent('STE-0500');
    expect(screen.getByText(/left greige stock for Dye House - M/)).toBeInTheDocument();
    expect(saved).toMatchObject([
      {
        itemCode: 'SJ-160',
        colour: 'Navy',
        lot: 'L-7',
        processor: 'Dye House - M',
        greigeRollNos: ['GR-1', 'GR-2'],
      },
    ]);
  });

  it("shows the server's refusal naming the batch that holds a roll, and keeps the form", async () => {
    refuseSave = true;
    renderScreen();
    await scan('GR-2');
    await screen.findByText('Added roll GR-2 (20 kg)');
    fireEvent.change(screen.getByLabelText('Colour', { selector: 'input' }), {
      target: { value: 'Navy' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Lot' }), { target: { value: 'L-7' } });
    await pickProcessor();
    fireEvent.click(screen.getByRole('button', { name: 'Save the batch of 1 roll' }));
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('Roll GR-2 is in open batch B-0042 (lot L-1).');
    expect(running()).toHaveTextContent('1 roll · 20 kg');
    // In Tamil the roll is checked again, so the holding batch is named in Tamil words.
    act(() => localeStore.set('ta'));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('ரோல் GR-2 ஏற்கனவே பேட்ச் B-0042-இல் உள்ளது.'),
    );
  });

  it('names a field the batch still needs instead of sending it', async () => {
    renderScreen();
    await scan('GR-2');
    await screen.findByText('Added roll GR-2 (20 kg)');
    fireEvent.click(screen.getByRole('button', { name: 'Save the batch of 1 roll' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Lot' })).toHaveAccessibleDescription(/./),
    );
    expect(saved).toEqual([]);
  });
});
