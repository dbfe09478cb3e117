import 'fake-indexeddb/auto';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { freshOutbox, renderInRoute } from '../../../../tests/setup/renderInRoute';
import { handle, problem } from '../../../../tests/setup/msw';
import { localeStore } from '../../../i18n';
import { sheet } from '../mistakes/testSheet';
import type { QiReportWithRolls } from '../queries';
import { DiscardEmptyReport } from './DiscardEmptyReport';

const empty: QiReportWithRolls = {
  ...sheet().report,
  rolls: 0,
  totalKg: 0,
  grade: null,
  points100m2: null,
  rollRows: [],
};
let discarded: string[] = [];
let refuse = false;

const server = setupServer(
  handle('discardQIReport', ({ input }) => {
    if (refuse)
      return problem(
        409,
        'conflict',
        `QI report ${input.jsonReportNo} has 1 roll inspected: only an ongoing report no roll was inspected in can be discarded.`,
      );
    discarded.push(input.jsonReportNo);
    return { reportNo: input.jsonReportNo, discarded: true };
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(async () => {
  discarded = [];
  refuse = false;
  await freshOutbox();
});

function renderFor(report: QiReportWithRolls) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderInRoute(
    () => <DiscardEmptyReport report={report} />,
    queryClient,
    '/select-create-roll?reportNo=QI-1',
  );
}

const askAndConfirm = async () => {
  fireEvent.click(await screen.findByRole('button', { name: 'Discard this report' }));
  const dialog = await screen.findByRole('dialog', { name: 'Discard report QI-1?' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, discard it' }));
  return dialog;
};

describe('discarding a report started on the wrong source', () => {
  it('asks first, then discards it and goes back to starting a report', async () => {
    const router = renderFor(empty);
    fireEvent.click(await screen.findByRole('button', { name: 'Discard this report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Discard report QI-1?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(discarded).toEqual([]);

    await askAndConfirm();
    await waitFor(() => expect(discarded).toEqual(['QI-1']));
    await waitFor(() => expect(router.state.location.search).toEqual({}));
  });

  it('is not offered once the report has a roll, or is completed', async () => {
    renderFor({ ...empty, rolls: 1, rollRows: [sheet().roll] });
    await act(async () => {});
    expect(screen.queryByRole('button', { name: 'Discard this report' })).toBeNull();
  });

  it('says why the server refused, in Tamil too', async () => {
    refuse = true;
    act(() => localeStore.set('ta'));
    renderFor(empty);
    fireEvent.click(await screen.findByRole('button', { name: 'இந்த ரிப்போர்ட்டை நீக்கு' }));
    const dialog = await screen.findByRole('dialog', { name: 'ரிப்போர்ட் QI-1-ஐ நீக்கவா?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'ஆம், நீக்கிவிடு' }));
    expect(
      await within(dialog).findByText(
        'இந்த ரிப்போர்ட்டில் இப்போது ரோல்கள் உள்ளன, அல்லது முடிந்துவிட்டது: நீக்க முடியாது.',
      ),
    ).toBeInTheDocument();
    expect(discarded).toEqual([]);
  });
});
