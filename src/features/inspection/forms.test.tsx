import { act, fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handle } from '../../../tests/setup/msw';
import { localeStore } from '../../i18n';
import { sheet } from './mistakes/testSheet';
import { EditRollForm } from './roll/EditRollForm';
import { NewRollForm } from './roll/NewRollForm';
import { StartReportForm } from './start/StartReportForm';

const report = sheet().report;

const server = setupServer(
  handle('getAllQIReportFromDB', { rows: [report], total: 1, nextCursor: null }),
  handle('getAllPurchaseOrderFromDB', []),
  handle('getRollsWaitingFromDB', []),
  handle('getGreigeRollNoInDB', {
    found: true,
    roll: {
      greigeRollNo: 'GR-7',
      finishRollNo: null,
      itemCode: 'FAB-1',
      itemName: 'Single jersey 200',
      kg: 20,
      gsm: 200,
      widthCm: 160,
      diaIn: 30,
      machine: 'Circular 01',
      operator: 'Ravi',
      shift: 'A',
      sourceKind: null,
      sourceDocNo: null,
      supplier: null,
    },
  }),
  handle('getItemsDetailsFromDB', {
    itemCode: 'FAB-1',
    itemName: 'Single jersey 200',
    itemGroup: 'Fabric',
    gsm: 200,
    widthCm: 160,
    diaIn: 30,
    uom: 'Kg',
  }),
  handle('getAllOperatorFromDB', [
    { employee: 'E-1', employeeName: 'Ravi', designation: null, department: null },
  ]),
  handle('getAllMachinesFromDB', [
    { name: 'Circular 01', kind: 'circular', make: null, diaIn: 30 },
  ]),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

function renderScreen(screenUnderTest: () => ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createRouter({
    routeTree: createRootRoute({ component: screenUnderTest }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

/**
 * Words in Latin letters a user reads or hears on the screen: its text and its controls' names
 * and hints. Data (item, machine, operator names, numbers) is left out by the caller.
 */
function latinWords(data: readonly string[]): string[] {
  const attributes = [...document.querySelectorAll('[aria-label], [title], [placeholder]')].flatMap(
    (el) => ['aria-label', 'title', 'placeholder'].map((name) => el.getAttribute(name) ?? ''),
  );
  const texts: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    // Mantine's responsive styles are <style> text, not words on the screen.
    if (node.parentElement?.closest('style, script')) continue;
    texts.push(node.textContent ?? '');
  }
  const text = [...texts, ...attributes].join('\n');
  const known = new Set(data.flatMap((d) => d.match(/[A-Za-z]+/g) ?? []));
  return [...new Set(text.match(/[A-Za-z]+/g) ?? [])].filter((w) => !known.has(w));
}

/** What stays as it is in Tamil: GSM and kg are how the floor writes them. */
const UNITS = ['GSM', 'kg'];

describe('the inspection forms in Tamil', () => {
  it('start a report with Tamil labels and Tamil reasons under the fields', async () => {
    act(() => localeStore.set('ta'));
    renderScreen(() => <StartReportForm date="2026-11-22" />);
    await screen.findByRole('button', { name: 'ரிப்போர்ட் தொடங்கு' });
    for (const label of ['ஸ்டேஜ்', 'துணி எங்கிருந்து', 'கிரே', 'ஃபினிஷ்', 'சப்கான்ட்ராக்ட்']) {
      expect(screen.getByText(label)).toBeInTheDocument();
    }
    for (const label of ['பர்ச்சேஸ் ஆர்டர்', 'ஐட்டம்', 'கலர்', 'லாட்', 'இன்ஸ்பெக்ஷன் டேபிள்', 'தேதி']) {
      expect(screen.getAllByLabelText(label).length).toBeGreaterThan(0);
    }
    // The mill's table names are data ("Table 1"), offered as they are.
    const data = ['Table'];
    expect(latinWords(data)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'ரிப்போர்ட் தொடங்கு' }));
    expect(await screen.findByText('ஆர்டரைத் தேர்வு செய்யுங்கள்')).toBeInTheDocument();
    expect(screen.getByText('ஐட்டத்தைத் தேர்வு செய்யுங்கள்')).toBeInTheDocument();
    expect(screen.getByText('இன்ஸ்பெக்ஷன் டேபிளைத் தேர்வு செய்யுங்கள்')).toBeInTheDocument();
    expect(latinWords(data)).toEqual([]);
  });

  it('enter a new roll with Tamil labels, units and reasons', async () => {
    act(() => localeStore.set('ta'));
    renderScreen(() => <NewRollForm report={report} greigeRollNo="GR-7" />);
    expect(
      await screen.findByText('Circular 01 மெஷினில் நிட் செய்தவர்: Ravi · ஷிஃப்ட் A'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'ரோல் GR-7' })).toBeInTheDocument();
    for (const label of [
      'எடை',
      'GSM ஸ்பெக்',
      'அளந்த GSM',
      'GSM டாலரன்ஸ்',
      'அகலம் ஸ்பெக்',
      'அகலம் – தொடக்கம்',
      'அகலம் – நடு',
      'அகலம் – கடைசி',
      'நீளம்',
      'ஆப்பரேட்டர்',
      'மெஷின்',
      'ஷேட்',
      'குறிப்பு',
    ]) {
      expect(screen.getAllByLabelText(label).length).toBeGreaterThan(0);
    }
    // Units in Tamil beside the numbers: centimetres for the widths, metres for the length.
    expect(screen.getAllByText('செ.மீ.')).toHaveLength(4);
    expect(screen.getByText('மீ.')).toBeInTheDocument();
    const data = ['Circular 01', 'Ravi', 'GR-7', 'A', ...UNITS];
    expect(latinWords(data)).toEqual([]);

    fireEvent.change(screen.getByLabelText('அகலம் – நடு'), { target: { value: '600' } });
    fireEvent.change(screen.getByLabelText('GSM டாலரன்ஸ்'), { target: { value: '30' } });
    fireEvent.click(screen.getByRole('button', { name: 'சேமித்து, குறை பதி' }));
    expect(await screen.findByText('அதிகபட்சம் 500 செ.மீ.')).toBeInTheDocument();
    expect(screen.getByText('அதிகபட்சம் 25%')).toBeInTheDocument();
    expect(latinWords(data)).toEqual([]);
  });

  it('correct a roll with Tamil labels', async () => {
    act(() => localeStore.set('ta'));
    const s = sheet();
    renderScreen(() => (
      <EditRollForm
        sheet={{ ...s, roll: { ...s.roll, shade: 'Slightly darker' } }}
        widthUnit="centimeter"
      />
    ));
    expect(await screen.findByRole('heading', { name: 'ரோல் R-1 திருத்து' })).toBeInTheDocument();
    for (const label of ['எடை', 'அளந்த GSM', 'அளந்த அகலம்', 'நீளம்', 'ஷேட்']) {
      expect(screen.getAllByLabelText(label).length).toBeGreaterThan(0);
    }
    // The saved shade is shown in Tamil.
    expect(screen.getByDisplayValue('கொஞ்சம் டார்க்')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'மாற்றங்களைச் சேமி' })).toBeInTheDocument();
    expect(latinWords(['R-1', ...UNITS])).toEqual([]);
  });
});

describe('the inspection forms in English', () => {
  it('word a refused field from its issue, in the field’s unit', async () => {
    renderScreen(() => <NewRollForm report={report} greigeRollNo="GR-7" />);
    await screen.findByText('Knitted on Circular 01 by Ravi · Shift A');
    fireEvent.change(screen.getByLabelText('Width middle'), { target: { value: '600' } });
    fireEvent.change(screen.getByLabelText('GSM tolerance'), { target: { value: '30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save roll and start tapping' }));
    expect(await screen.findByText('Must be 500 cm or less')).toBeInTheDocument();
    expect(screen.getByText('Must be 25% or less')).toBeInTheDocument();
  });
});
