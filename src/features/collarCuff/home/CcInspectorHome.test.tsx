import { act, screen, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { handle } from '../../../../tests/setup/msw';
import { renderAt } from '../../../../tests/setup/renderAt';
import { parseSearch } from '../../../app/searchParams';
import { localeStore } from '../../../i18n';
import { isoDay } from '../../../lib/datePresets';
import { authState } from '../../../lib/session';
import { ccReport } from '../view/testReport';
import { adminSession as admin } from '../../../../tests/setup/sessions';

const ongoing = ccReport({
  reportNo: 'QCC-7',
  status: 'ongoing',
  verdict: null,
  piecesChecked: 20,
  piecesRejected: 1,
  grade: 2,
});
const done = ccReport({ reportNo: 'QCC-5', verdict: 'inspectOk', piecesRejected: 3, grade: 2 });
const asked: string[] = [];
const today = () => isoDay(new Date());

const server = setupServer(
  handle('getOnGoingCCInspectionDetails', ({ input }) => {
    asked.push(`ongoing ${input.jsonTodayDate}`);
    return { rows: [ongoing], total: 1, nextCursor: null };
  }),
  handle('getQICCReportFromDBCompleted', ({ input }) => {
    asked.push(`completed ${input.jsonStartDate}..${input.jsonEndDate}`);
    return { rows: [done], total: 1, nextCursor: null };
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => {
  server.resetHandlers();
  asked.length = 0;
  act(() => localeStore.set('en'));
  authState.signedOut();
});
afterAll(() => server.close());

function open() {
  authState.signedIn('root');
  renderAt('/collar-cuff-home', admin);
}

const target = (link: HTMLElement) => {
  const url = new URL(link.getAttribute('href') ?? '', 'http://tablet');
  return [url.pathname, parseSearch(url.search)];
};

describe('collar-cuff-home', () => {
  it('lists today’s ongoing lots to continue and completed ones to open, with figures', async () => {
    open();
    const ongoingList = await screen.findByRole('region', { name: 'Ongoing today' });
    const card = within(ongoingList)
      .getByText(/^QCC-7/)
      .closest('.mantine-Paper-root')!;
    expect(card).toHaveTextContent('600 pieces · 20 checked, 1 rejected · Ongoing');
    expect(
      target(within(card as HTMLElement).getByRole('link', { name: 'Continue inspection' })),
    ).toEqual(['/collar-cuff-details', { reportNo: 'QCC-7' }]);

    const completed = screen.getByRole('region', { name: 'Completed today' });
    await within(completed).findByText(/^QCC-5/);
    expect(within(completed).queryByRole('link', { name: 'Continue inspection' })).toBeNull();
    expect(target(within(completed).getByRole('link', { name: 'Open report' }))).toEqual([
      '/cc-report-view-detail',
      { reportNo: 'QCC-5' },
    ]);
    expect(completed).toHaveTextContent('Inspect OK');

    // Two lots: 4 of 100 checked pieces rejected.
    expect(screen.getByText('1 ongoing · 1 completed')).toBeInTheDocument();
    expect(screen.getByText('4%')).toBeInTheDocument();
    expect(screen.getByText('4 of 100 pieces checked')).toBeInTheDocument();
    expect(target(screen.getByRole('link', { name: 'Start collar & cuff inspection' }))).toEqual([
      '/select-create-collar-cuff',
      {},
    ]);
    expect([...new Set(asked)].sort()).toEqual([
      `completed ${today()}..${today()}`,
      `ongoing ${today()}`,
    ]);
  });

  it('speaks Tamil', async () => {
    act(() => localeStore.set('ta'));
    open();
    await screen.findByRole('region', { name: 'இன்று நடப்பில் உள்ளவை' });
    expect(await screen.findByRole('link', { name: 'இன்ஸ்பெக்ஷனைத் தொடர்' })).toBeInTheDocument();
    expect(screen.getByText('1 நடப்பில் · 1 முடிந்தது')).toBeInTheDocument();
  });
});
