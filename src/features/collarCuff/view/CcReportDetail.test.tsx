import { act, fireEvent, screen, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { handle, problem } from '../../../../tests/setup/msw';
import { renderAt } from '../../../../tests/setup/renderAt';
import { parseSearch } from '../../../app/searchParams';
import { localeStore } from '../../../i18n';
import { authState } from '../../../lib/session';
import { ccReportWithRolls, rollSheet } from './testReport';
import { adminSession as admin } from '../../../../tests/setup/sessions';
import { findTable, tablesSettled } from '../../../../tests/setup/tables';

let report = ccReportWithRolls();
/** The rolls whose sheets were asked for. */
const sheetsAsked: string[] = [];

const server = setupServer(
  handle('getQICCReportWithRollsFromDB', ({ input }) =>
    input.report_no === report.reportNo
      ? report
      : problem(404, 'not_found', `No CC QI report ${input.report_no}.`),
  ),
  handle('getQICCReportFromERPNEXT', ({ input }) => {
    sheetsAsked.push(input.roll_no);
    return rollSheet(
      report,
      input.roll_no,
      input.roll_no === 'KB-1'
        ? [
            { mistake: 'Hole', mistakeTa: 'ஓட்டை', pieces: 4 },
            { mistake: 'Curl', mistakeTa: null, pieces: 2 },
          ]
        : [{ mistake: 'Curl', mistakeTa: null, pieces: 1 }],
    );
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => {
  server.resetHandlers();
  sheetsAsked.length = 0;
  report = ccReportWithRolls();
  act(() => localeStore.set('en'));
  authState.signedOut();
});
afterAll(() => server.close());

function open(reportNo = 'QCC-1') {
  authState.signedIn('root');
  return renderAt(`/cc-report-view-detail?reportNo=${reportNo}`, admin);
}

const headers = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('columnheader')
    .map((h) => h.textContent);
const cells = (table: string, rowText: string) =>
  within(
    within(screen.getByRole('table', { name: table }))
      .getAllByRole('row')
      .find((r) => within(r).queryByText(rowText))!,
  )
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('cc-report-view-detail', () => {
  it('shows the lot, its verdict and why, each roll’s part of the sample, and defects', async () => {
    open();
    await screen.findByRole('heading', { name: 'Collar & cuff inspection report' });
    await tablesSettled();
    expect(screen.getByText('Tiruppur Polo Co')).toBeInTheDocument();
    expect(screen.getByText('KCC-1')).toBeInTheDocument();
    expect(screen.getByText('600 · 80 · 7')).toBeInTheDocument();

    const verdict = screen.getByTestId('cc-verdict');
    expect(within(verdict).getByText('Inspect not OK')).toBeInTheDocument();
    expect(verdict).toHaveTextContent(
      'AQL plan: Level II · AQL 2.5 · code letter J · Sample 80 · accept up to 5 · reject at 6',
    );
    expect(verdict).toHaveTextContent(
      '80 pieces checked, 7 rejected; the plan accepts up to 5 in a sample of 80.',
    );

    // jsdom lays nothing out: every column shows, as on a wide screen.
    expect(headers('Rolls')).toEqual([
      'Roll',
      'Pieces',
      'Sample',
      'Checked',
      'Rejected',
      'Rejected %',
      'Grade',
      'Verdict',
      'AQL plan',
      'Kg',
    ]);
    expect(cells('Rolls', 'KB-1')).toEqual([
      'KB-1',
      '400',
      '54',
      '54',
      '6',
      '11.1%',
      '3',
      'Fail',
      'J: 80 pcs, 5/6',
      '20 kg',
    ]);
    expect(cells('Rolls', 'KB-2').slice(1, 8)).toEqual([
      '200',
      '27',
      '26',
      '1',
      '3.9%',
      '2',
      'Pass',
    ]);

    await findTable('Rejected pieces by defect');
    expect(cells('Rejected pieces by defect', 'Curl')).toEqual(['Curl', '3', '42.9%']);
    expect(cells('Rejected pieces by defect', 'Hole')).toEqual(['Hole', '4', '57.1%']);
    expect(cells('Defects by roll', 'KB-1')).toEqual(['KB-1', 'Hole ×4 · Curl ×2', '6']);
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
    // A completed lot is read, not continued.
    expect(screen.queryByRole('link', { name: 'Continue inspection' })).not.toBeInTheDocument();
  });

  it('does not ask for the defects of a roll with no rejected piece', async () => {
    report = ccReportWithRolls();
    report.rollRows[1] = { ...report.rollRows[1]!, piecesRejected: 0, rejectPct: 0, grade: 1 };
    open();
    await findTable('Defects by roll');
    expect(sheetsAsked).toEqual(['KB-1']);
    expect(
      within(screen.getByRole('table', { name: 'Defects by roll' })).queryByText('KB-2'),
    ).not.toBeInTheDocument();
  });

  it('an ongoing lot says how far its sample got and continues where it is inspected', async () => {
    report = ccReportWithRolls({
      status: 'ongoing',
      verdict: null,
      aql: {
        ...ccReportWithRolls().aql!,
        piecesChecked: 30,
        piecesRejected: 2,
        accepted: null,
      },
    });
    const router = open();
    const verdict = await screen.findByTestId('cc-verdict');
    expect(within(verdict).getByText('Ongoing')).toBeInTheDocument();
    expect(verdict).toHaveTextContent(
      '30 of 80 sample pieces checked, 2 rejected; the lot fails at 6.',
    );
    const link = new URL(
      screen.getByRole('link', { name: 'Continue inspection' }).getAttribute('href') ?? '',
      'http://tablet',
    );
    expect([link.pathname, parseSearch(link.search)]).toEqual([
      '/collar-cuff-details',
      { reportNo: 'QCC-1' },
    ]);
    const row = within(await findTable('Rolls'))
      .getAllByRole('row')
      .find((r) => within(r).queryByText('KB-2'))!;
    fireEvent.click(row);
    await vi.waitFor(() =>
      expect(router.state.location.search).toEqual({ reportNo: 'QCC-1', rollNo: 'KB-2' }),
    );
    expect(router.state.location.pathname).toBe('/collar-cuff-details');
  });

  it('says so when there is no report of that number', async () => {
    open('QCC-404');
    expect(await screen.findByText('There is no report QCC-404.')).toBeInTheDocument();
  });

  it('speaks Tamil: headings, columns, verdict and defect names', async () => {
    act(() => localeStore.set('ta'));
    open();
    await screen.findByRole('heading', { name: 'காலர் & கஃப் இன்ஸ்பெக்ஷன் ரிப்போர்ட்' });
    await tablesSettled();
    expect(
      within(screen.getByTestId('cc-verdict')).getByText('இன்ஸ்பெக்ஷன் சரியில்லை'),
    ).toBeInTheDocument();
    expect(headers('ரோல்கள்')).toContain('சாம்பிள்');
    await findTable('குறை வாரியாக ரிஜெக்ட் பீஸ்கள்');
    expect(cells('குறை வாரியாக ரிஜெக்ட் பீஸ்கள்', 'ஓட்டை')).toEqual(['ஓட்டை', '4', '57.1%']);
  });
});
