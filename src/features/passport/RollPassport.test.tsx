import { act, fireEvent, screen, within } from '@testing-library/react';
import { onlineManager, QueryClient } from '@tanstack/react-query';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { passportQuery, type PassportAnswer } from './queries';
import { handle } from '../../../tests/setup/msw';
import { renderInRoute } from '../../../tests/setup/renderInRoute';
import { localeStore } from '../../i18n';
import { RollPassportPage } from './RollPassportPage';
import type { PassportSearch } from './search';
import { dispatched, greigeOnly } from './testPassport';

let answer: PassportAnswer = { found: 'one', passport: greigeOnly() };
const asked: { roll_no: string; kind?: string }[] = [];
const server = setupServer(
  handle('getRollPassport', ({ input }) => {
    asked.push(input);
    return answer;
  }),
  handle('getDefectPhoto', ({ input }) => ({
    id: input.photo_id,
    width: 640,
    height: 480,
    takenAt: '2026-11-10T10:00:00+05:30',
    kind: 'fabric',
    reportNo: 'QI-141',
    rollNo: 'FR-17',
    mistake: 'Stain',
    takenBy: 'Asha',
    photo: 'data:image/jpeg;base64,/9j/4AAQ',
  })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  asked.length = 0;
  onlineManager.setOnline(true);
});
afterAll(() => server.close());

const newClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

function renderPassport(search: PassportSearch, queryClient = newClient()) {
  const at = search.rollNo ? `/roll-passport?rollNo=${search.rollNo}` : '/roll-passport';
  return renderInRoute(() => <RollPassportPage search={search} />, queryClient, at);
}

const step = (name: string | RegExp) => screen.getByRole('article', { name });

describe('the roll passport', () => {
  it('shows every step of a roll, and says in words which it has not reached yet', async () => {
    answer = { found: 'one', passport: greigeOnly() };
    renderPassport({ rollNo: 'GR-17' });

    expect(await screen.findByRole('heading', { name: 'Roll GR-17' })).toBeInTheDocument();
    const knitted = step('Knitted');
    expect(knitted).toHaveTextContent('KM-04');
    expect(knitted).toHaveTextContent('Murugan');
    expect(knitted).toHaveTextContent('Work order WO-55');
    expect(knitted).toHaveTextContent('01-11-2026');
    const greige = step('Greige inspection');
    expect(greige).toHaveTextContent('Table 2');
    expect(greige).toHaveTextContent('Grade 1');
    expect(within(greige).getByRole('list', { name: 'Defects' })).toHaveTextContent(
      'Hole · 4 points · at 12.5 m',
    );
    expect(within(greige).getByRole('link', { name: 'Roll sheet' })).toHaveAttribute(
      'href',
      '/roll-view?reportNo=QI-101&rollNo=GR-17&date=2026-11-02',
    );

    expect(step('Dyeing')).toHaveTextContent('Not yet dyed.');
    expect(step('Finish inspection')).toHaveTextContent('Not yet inspected at finish.');
    expect(step('Process loss')).toHaveTextContent('Not known until the roll is back from dyeing');
    expect(within(step('Stock moves')).getByRole('listitem')).toHaveTextContent(
      '01-11-2026 · Received into stock · 24.6 kg from knitting to Greige Store · Stock entry SE-900',
    );
    expect(step('Where it lies now')).toHaveTextContent('24.6 kg in Greige Store');
    expect(step('Dispatched')).toHaveTextContent('Still in the mill.');
    expect(step('Gate scans')).toHaveTextContent('Not scanned at the gate.');
    expect(asked).toEqual([{ roll_no: 'GR-17' }]);
  });

  it('follows a roll through dyeing to dispatch, showing a replaced inspection as replaced', async () => {
    answer = { found: 'one', passport: dispatched() };
    renderPassport({ rollNo: 'GR-17' });

    const dyeing = await screen.findByRole('article', { name: 'Dyeing' });
    expect(dyeing).toHaveTextContent('B-88');
    expect(dyeing).toHaveTextContent('Sri Dyeing Works');
    expect(dyeing).toHaveTextContent('08-11-2026');

    const [replaced, current] = screen.getAllByRole('article', { name: /^Finish inspection/ });
    expect(replaced).toHaveTextContent('Replaced by a re-inspection');
    expect(replaced).toHaveTextContent('QI-140');
    expect(current).not.toHaveTextContent('Replaced');
    expect(current).toHaveTextContent('Grade 2: GSM 168 is outside 180');
    expect(current).toHaveTextContent('Stain · 2 points · at 40 m · continuous 1.5 m');

    const loss = step('Process loss');
    expect(loss).toHaveTextContent('24.6 kg');
    expect(loss).toHaveTextContent('22.9 kg');
    expect(loss).toHaveTextContent('6.9%');
    expect(within(loss).getByRole('link', { name: 'Process loss of WO-55' })).toHaveAttribute(
      'href',
      '/process-loss?po=WO-55',
    );
    expect(
      within(step('Stock moves'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      '01-11-2026 · Received into stock · 24.6 kg from knitting to Greige Store · Stock entry SE-900',
      '04-11-2026 · Sent to dyeing · 24.6 kg from Greige Store to Sri Dyeing Works · Stock entry SE-1000',
      '08-11-2026 · Back from dyeing · 24.6 kg from Sri Dyeing Works to dyeing · Stock entry SE-1100',
      '08-11-2026 · Back from dyeing · arrived in Finished Goods from dyeing, not weighed yet · Stock entry SE-1100 · as roll FR-17',
      '10-11-2026 · Weighed · 22.9 kg from dyeing to Finished Goods · Stock entry SE-1150 · as roll FR-17',
      '12-11-2026 · Moved · 22.9 kg from Finished Goods to Dispatch · Stock entry SE-1200 · as roll FR-17 · for order SO-310',
    ]);
    expect(step('Where it lies now')).toHaveTextContent('It has left the mill.');
    const dispatch = step('Dispatched');
    expect(dispatch).toHaveTextContent('SE-1200');
    expect(within(dispatch).getByRole('link', { name: 'Sales order SO-310' })).toHaveAttribute(
      'href',
      '/sales-order-item-view?so=SO-310',
    );
    const scans = step('Gate scans');
    expect(scans).toHaveTextContent('Passed');
    expect(scans).toHaveTextContent('Main gate · Ravi');
    expect(screen.queryByText(/^Not yet/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
  });

  it('opens a defect photo in a dialog', async () => {
    answer = { found: 'one', passport: dispatched() };
    renderPassport({ rollNo: 'GR-17' });

    fireEvent.click(await screen.findByRole('button', { name: 'Photo 1 of Stain' }));
    const dialog = await screen.findByRole('dialog', { name: 'Photo of Stain' });
    expect(await within(dialog).findByRole('img', { name: 'Photo of Stain' })).toHaveAttribute(
      'src',
      'data:image/jpeg;base64,/9j/4AAQ',
    );
    expect(dialog).toHaveTextContent('Taken by Asha');
  });

  it('shows the defect types in Tamil on a Tamil screen', async () => {
    localeStore.set('ta');
    answer = { found: 'one', passport: dispatched() };
    renderPassport({ rollNo: 'GR-17' });

    expect(await screen.findByText('ஓட்டை')).toBeInTheDocument();
    expect(screen.getAllByText('கறை')).toHaveLength(2);
    expect(screen.queryByText('Hole')).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'டையிங்' })).toBeInTheDocument();
    expect(step('ஸ்டாக் நகர்வுகள்')).toHaveTextContent(
      'டையிங்-இலிருந்து Finished Goods-க்கு வந்தது, இன்னும் எடை போடவில்லை',
    );
  });

  it('asks which roll when the number matches several, each a link to its own passport', async () => {
    answer = {
      found: 'many',
      matches: [
        { kind: 'greige', rollNo: 'R-5', itemCode: 'SJ-180', itemName: 'Single jersey 180' },
        { kind: 'ccBundle', rollNo: 'R-5', itemCode: 'CL-38', itemName: null },
      ],
    };
    renderPassport({ rollNo: 'R-5' });

    expect(await screen.findByRole('heading', { name: 'Which roll R-5?' })).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Greige roll R-5 · Single jersey 180' }),
    ).toHaveAttribute('href', '/roll-passport?rollNo=R-5&kind=greige');
    expect(screen.getByRole('link', { name: 'Collar & cuff bundle R-5 · CL-38' })).toHaveAttribute(
      'href',
      '/roll-passport?rollNo=R-5&kind=ccBundle',
    );
  });

  it('reads the kind picked with the number', async () => {
    answer = { found: 'one', passport: greigeOnly() };
    renderPassport({ rollNo: 'R-5', kind: 'ccBundle' });
    await screen.findByRole('heading', { name: 'Roll GR-17' });
    expect(asked).toEqual([{ roll_no: 'R-5', kind: 'ccBundle' }]);
  });

  it('says when no roll has the number, with the field to try again', async () => {
    answer = { found: 'none', rollNo: 'XX-1' };
    const router = renderPassport({ rollNo: 'XX-1' });

    expect(await screen.findByRole('alert')).toHaveTextContent('No roll has the number XX-1.');
    const field = screen.getByRole('textbox', { name: 'Roll number' });
    fireEvent.change(field, { target: { value: ' GR-17 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    await act(async () => {});
    expect(router.state.location.search).toEqual({ rollNo: 'GR-17' });
  });

  it('opened bare, waits for a number without asking the server', async () => {
    renderPassport({});
    expect(await screen.findByText(/Type or scan a roll number/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Roll number' })).toHaveFocus();
    expect(asked).toEqual([]);
  });
});

describe('the roll passport offline', () => {
  it('says a roll never opened on this tablet is not here, instead of a loader', async () => {
    onlineManager.setOnline(false);
    renderPassport({ rollNo: 'GR-99' });

    expect(await screen.findByText('Roll GR-99 is not on this tablet')).toBeInTheDocument();
    expect(screen.queryByLabelText(/Loading the passport/)).not.toBeInTheDocument();
    expect(asked).toEqual([]);
  });

  it('shows a roll opened here before from what the tablet kept', async () => {
    const kept = newClient();
    const seen: PassportAnswer = { found: 'one', passport: greigeOnly() };
    kept.setQueryData(passportQuery('GR-17').queryKey, seen);
    onlineManager.setOnline(false);
    renderPassport({ rollNo: 'GR-17' }, kept);

    expect(await screen.findByRole('heading', { name: 'Roll GR-17' })).toBeInTheDocument();
    expect(screen.queryByText(/is not on this tablet/)).not.toBeInTheDocument();
  });
});
