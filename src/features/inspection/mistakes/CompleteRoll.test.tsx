import 'fake-indexeddb/auto';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { freshOutbox, renderInRoute } from '../../../../tests/setup/renderInRoute';
import { handle } from '../../../../tests/setup/msw';
import { localeStore } from '../../../i18n';
import { rollSheetQuery } from '../queries';
import { CompleteRoll } from './CompleteRoll';
import { sheet } from './testSheet';

let online = true;
const summaries: Record<string, unknown>[] = [];

const server = setupServer(
  handle('getQIReportWithRollsFromDB', () => ({ ...sheet().report, rollRows: [sheet().roll] })),
  handle('postRollSummaryData', ({ input: { jsonData } }) => {
    if (!online) return HttpResponse.error();
    summaries.push(jsonData);
    return {
      reportNo: 'QI-1',
      rollNo: 'R-1',
      points: 4,
      points100m2: 13.5,
      points100yd2: 11.3,
      grade: 2,
      reportStatus: 'ongoing',
      verdict: null,
    };
  }),
);

function renderFinish() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false } },
  });
  const s = sheet();
  queryClient.setQueryData(rollSheetQuery('QI-1', 'R-1').queryKey, {
    ...s,
    report: { ...s.report, colour: 'Navy' },
  });
  // The grade and points as the tap screen shows them now: the sheet's are from before the taps.
  return renderInRoute(
    () => (
      <CompleteRoll
        reportNo="QI-1"
        rollNo="R-1"
        date="2026-11-22"
        grade={2}
        points100m2={13.5}
        onCompleted={() => {}}
      />
    ),
    queryClient,
  );
}

async function printLabel() {
  fireEvent.click(await screen.findByRole('button', { name: 'Complete roll' }));
  const dialog = await screen.findByRole('dialog', { name: 'Complete roll R-1' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Print label' }));
  return screen.findByRole('dialog', { name: 'Label of roll R-1' }, { timeout: 10_000 });
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(async () => {
  online = true;
  summaries.length = 0;
  await freshOutbox();
});

describe('completing a roll', () => {
  it('offers its label once the roll is finished, with the screen’s grade and points', async () => {
    const router = renderFinish();
    const labels = await printLabel();
    const label = await within(labels).findByRole('article', { name: 'R-1' });
    expect(label).toHaveTextContent('Single jersey 200');
    expect(within(label).getByText('Navy')).toBeInTheDocument();
    expect(within(label).getByText('20 kg')).toBeInTheDocument();
    expect(within(label).getByText('Grade').nextSibling).toHaveTextContent('2');
    expect(within(label).getByText('Points / 100 m²').nextSibling).toHaveTextContent('13.5');
    expect(within(label).getByRole('img', { name: 'QR code of roll R-1' })).toBeInTheDocument();
    await act(() =>
      expect
        .poll(() => summaries[0])
        .toMatchObject({ reportNo: 'QI-1', rollNo: 'R-1', completeReport: false }),
    );

    fireEvent.click(within(labels).getByRole('button', { name: 'Next roll' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/select-create-roll'));
  });

  it('offers the label offline too, the finish kept on the tablet', async () => {
    online = false;
    renderFinish();
    const labels = await printLabel();
    expect(await within(labels).findByRole('article', { name: 'R-1' })).toBeInTheDocument();
    expect(summaries).toEqual([]);

    fireEvent.click(within(labels).getByRole('button', { name: 'Back to the roll' }));
    expect(screen.queryByRole('dialog', { name: 'Label of roll R-1' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Complete roll' })).toHaveFocus();
  });

  it('says it in Tamil', async () => {
    act(() => localeStore.set('ta'));
    renderFinish();
    fireEvent.click(await screen.findByRole('button', { name: 'ரோலை முடி' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'லேபிள் பிரிண்ட்' }));
    const labels = await screen.findByRole('dialog', { name: 'ரோல் R-1-இன் லேபிள்' });
    const label = await within(labels).findByRole('article', { name: 'R-1' });
    expect(within(label).getByText('எடை').nextSibling).toHaveTextContent('20 kg');
  });
});
