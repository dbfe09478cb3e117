import 'fake-indexeddb/auto';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { freshOutbox, renderInRoute } from '../../../../tests/setup/renderInRoute';
import { handle } from '../../../../tests/setup/msw';
import { ccSheetQuery, mistakeMasterQuery, type CcRollSheet, type MistakeType } from '../queries';
import { ccReport, ccRoll, plan } from '../view/testReport';
import { CcMistakeDetails } from './CcMistakeDetails';

const type = (name: string, appliesTo: MistakeType['appliesTo'], sortOrder: number) => ({
  name,
  nameTa: null,
  defaultPoints: 1,
  continuous: false,
  isHole: false,
  appliesTo,
  sortOrder,
  usage: 0,
  active: true,
});
const master: MistakeType[] = [
  type('Slub', 'fabric', 1),
  type('Hole', 'both', 3),
  type('Curl', 'collarCuff', 2),
];

/** A roll of 400 pieces in an open lot of 600 (sample 80: accept 5, reject 6), nothing checked. */
const open = (): CcRollSheet => ({
  report: ccReport({
    status: 'ongoing',
    verdict: null,
    piecesChecked: 0,
    piecesRejected: 0,
    aql: { ...plan, piecesChecked: 0, piecesRejected: 0, accepted: null },
  }),
  roll: ccRoll({
    status: 'ongoing',
    piecesChecked: 0,
    piecesRejected: 0,
    rejectPct: null,
    passed: null,
    grade: null,
  }),
  mistakes: [],
  mistakeSummary: [],
});

const received: { call: string; body: Record<string, unknown> }[] = [];
/** The roll's taps as the server holds them. */
let taps: CcRollSheet['mistakes'] = [];
let checked = 0;
const counts = () => ({
  roll: { ...open().roll, piecesChecked: checked, piecesRejected: taps.length },
  aql: { ...plan, piecesChecked: checked, piecesRejected: taps.length, accepted: null },
});

const server = setupServer(
  handle('getQICCReportFromERPNEXT', () => {
    const { roll, aql } = counts();
    return { ...open(), report: { ...open().report, aql }, roll, mistakes: taps };
  }),
  handle('getMistakeDetailsFromDB', () => master),
  handle('getQICCReportWithRollsFromDB', () => ({ ...open().report, rollRows: [open().roll] })),
  handle('postCCMistakeData', ({ input: { jsonData } }) => {
    received.push({ call: 'postCCMistakeData', body: jsonData });
    const mistake = {
      id: String(received.length),
      reportNo: 'QCC-1',
      rollNo: 'KB-1',
      mistake: jsonData.mistake,
      mistakeTa: null,
      pieces: 1,
      recordedBy: 'asha',
      recordedAt: '2026-11-22T10:00:00+00:00',
      clientId: jsonData.clientId ?? null,
    };
    taps.push(mistake);
    return { mistake, ...counts() };
  }),
  handle('removeCCMistakeData', ({ input: { jsonData } }) => {
    received.push({ call: 'removeCCMistakeData', body: jsonData });
    taps = taps.filter((t) => t.id !== jsonData.id && t.clientId !== jsonData.clientId);
    return { removed: true, ...counts() };
  }),
  handle('postCCRollSummaryData', ({ input: { jsonData } }) => {
    received.push({ call: 'postCCRollSummaryData', body: jsonData });
    checked = jsonData.piecesChecked;
    return { ...counts(), reportStatus: 'ongoing', verdict: null };
  }),
);

function renderCounting(initial: CcRollSheet) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false } },
  });
  queryClient.setQueryData(ccSheetQuery('QCC-1', 'KB-1').queryKey, initial);
  queryClient.setQueryData(mistakeMasterQuery().queryKey, master);
  renderInRoute(() => <CcMistakeDetails reportNo="QCC-1" rollNo="KB-1" />, queryClient);
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(async () => {
  received.length = 0;
  taps = [];
  checked = 0;
  await freshOutbox();
});

describe('collar & cuff piece counting', () => {
  it('offers the collar & cuff defects in the master’s order, and the sample still to check', async () => {
    renderCounting(open());
    const grid = await screen.findByRole('group', { name: 'Record a rejected piece' });
    expect(
      within(grid)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Curl: one rejected piece', 'Hole: one rejected piece']);
    expect(screen.getByText('Roll KB-1 · Polo collar navy · Navy · L · 400 pieces')).toBeVisible();
    expect(screen.getByTestId('lot-verdict')).toHaveTextContent(
      'Check 80 more pieces to decide the lot',
    );
    expect(screen.getByText('No rejected pieces on this roll yet.')).toBeInTheDocument();
  });

  it('counts a rejected piece at once, saves it, and takes it back', async () => {
    renderCounting(open());
    fireEvent.click(await screen.findByRole('button', { name: 'Hole: one rejected piece' }));
    screen.getByRole('button', { name: 'Hole: one rejected piece, 1 so far' });
    await act(() => expect.poll(() => received).toHaveLength(1));
    const tap = received[0]!;
    expect(tap).toMatchObject({
      call: 'postCCMistakeData',
      body: { reportNo: 'QCC-1', rollNo: 'KB-1', mistake: 'Hole', pieces: 1 },
    });
    await screen.findByText('Last rejected pieces');
    expect(screen.getByText('1 piece')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Undo Hole' }));
    await act(() => expect.poll(() => received).toHaveLength(2));
    expect(received[1]).toMatchObject({
      call: 'removeCCMistakeData',
      body: { reportNo: 'QCC-1', rollNo: 'KB-1', clientId: tap.body.clientId },
    });
    await screen.findByRole('button', { name: 'Hole: one rejected piece' });
  });

  it('saves the pieces checked, as the roll’s counts', async () => {
    renderCounting(open());
    fireEvent.click(await screen.findByRole('button', { name: '10 more pieces checked' }));
    expect(screen.getByTestId('roll-checked')).toHaveTextContent('10 of 400');
    await act(() => expect.poll(() => received).toHaveLength(1));
    expect(received[0]).toMatchObject({
      call: 'postCCRollSummaryData',
      body: { reportNo: 'QCC-1', rollNo: 'KB-1', piecesChecked: 10, piecesRejected: 0 },
    });
    expect(screen.getByTestId('lot-verdict')).toHaveTextContent(
      'Check 70 more pieces to decide the lot',
    );
  });
});

describe('a completed lot', () => {
  it('shows its result read-only, with where to go next', async () => {
    renderCounting({ ...open(), report: ccReport(), roll: ccRoll() });
    await screen.findByRole('heading', { name: 'Lot QCC-1 is completed: Inspect not OK' });
    expect(screen.queryByRole('group', { name: 'Record a rejected piece' })).toBeNull();
    expect(screen.getByText('No more pieces can be recorded on this lot.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open report QCC-1' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start another lot' })).toBeInTheDocument();
  });
});
