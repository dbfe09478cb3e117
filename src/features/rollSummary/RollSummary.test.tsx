import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { handle, problem } from '../../../tests/setup/msw';
import { renderAt } from '../../../tests/setup/renderAt';
import { localeStore } from '../../i18n';
import { authState } from '../../lib/session';
import { totalsOf, type RollRow } from './rolls';
import { adminSession as admin } from '../../../tests/setup/sessions';
import { findTable } from '../../../tests/setup/tables';

const roll = (
  rollNo: string,
  grade: 1 | 2 | 3,
  kg: number,
  extra: Partial<RollRow> = {},
): RollRow => ({
  rollNo,
  date: '2026-11-20',
  itemCode: 'F1',
  itemName: 'Single jersey',
  machine: 'KM-1',
  operator: 'ravi',
  shift: 'A',
  kg,
  gsm: 180,
  diaIn: 30,
  stage: 'greige',
  reportNo: `QI-${rollNo}`,
  grade,
  workOrderNo: 'WO-1',
  jobCardNo: 'JC-1',
  poNo: null,
  ...extra,
});

const asked: string[] = [];
const server = setupServer(
  handle('getGradeNo1RollReportFromERPNEXT', () => {
    asked.push('1');
    return [roll('GR-1', 1, 20.1), roll('GR-2', 1, 20.2)];
  }),
  handle('getGradeNo2RollReportFromERPNEXT', () => {
    asked.push('2');
    return [roll('GR-3', 2, 18)];
  }),
  handle('getGradeNo2RollReportFromERPNEXTForDate', ({ input }) => {
    asked.push(`2:${input.jsonStartDate}..${input.jsonEndDate}`);
    return [];
  }),
  handle('getAllJobCardFromDB', []),
  handle('getRollReportSummaryJobCardWiseFromERPNext', ({ input }) =>
    input.jsonReportNo === 'JC-1'
      ? {
          docNo: 'JC-1',
          rolls: 3,
          kg: 61.3,
          byGrade: [
            { grade: 1, rolls: 2, kg: 43.3 },
            { grade: null, rolls: 1, kg: 18 },
          ],
          rollRows: [
            roll('GR-1', 1, 21.1),
            roll('GR-2', 1, 22.2),
            roll('GR-9', 1, 18, { grade: null, stage: null, reportNo: null }),
          ],
        }
      : problem(404, 'not_found', `No rolls for job card ${input.jsonReportNo}.`),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => {
  server.resetHandlers();
  asked.length = 0;
  act(() => localeStore.set('en'));
  authState.signedOut();
});
afterAll(() => server.close());

function open(path: string) {
  authState.signedIn('root');
  return renderAt(path, admin);
}

const stat = (label: string) => screen.getByText(label, { selector: 'p' }).parentElement!;

describe('totalsOf', () => {
  it('adds kg without float drift', () => {
    expect(totalsOf([{ kg: 0.1 }, { kg: 0.2 }])).toEqual({ rolls: 2, kg: 0.3 });
  });
});

describe('production-roll-summary', () => {
  it("shows a grade's rolls with their totals, and another grade on a tap", async () => {
    open('/production-roll-summary');
    const table = await findTable('Grade 1 rolls');
    expect(within(table).getByText('GR-1')).toBeInTheDocument();
    expect(stat('Rolls')).toHaveTextContent('2');
    expect(stat('Weight')).toHaveTextContent('40.3 kg');

    fireEvent.click(screen.getByRole('radio', { name: 'Grade 2' }));
    const two = await findTable('Grade 2 rolls');
    await waitFor(() => expect(within(two).getByText('GR-3')).toBeInTheDocument());
    expect(stat('Rolls')).toHaveTextContent('1');
    expect(asked).toEqual(['1', '2']);
  });

  it('asks the dated call when a range is chosen', async () => {
    const router = open(
      '/production-roll-summary?grade=2&dates=range&preset=custom&from=2026-11-01&to=2026-11-15',
    );
    await screen.findByText('produced 01-11-2026 to 15-11-2026', {}, { timeout: 5000 });
    await screen.findByText('No rolls.');
    expect(asked).toEqual(['2:2026-11-01..2026-11-15']);
    expect(router.state.location.pathname).toBe('/production-roll-summary');
  });

  it('opens a roll’s summary from its row', async () => {
    const router = open('/production-roll-summary');
    const table = await findTable('Grade 1 rolls');
    fireEvent.click(within(table).getByText('GR-2'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/roll-summary-modal'));
    expect(router.state.location.search).toEqual({ reportNo: 'QI-GR-2', rollNo: 'GR-2' });
  });
});

describe('production-roll-report-summary', () => {
  it("shows a job card's totals, grades and rolls", async () => {
    open('/production-roll-report-summary?by=jobCard&doc=JC-1');
    const table = await findTable('Job card number JC-1');
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(stat('Rolls')).toHaveTextContent('3');
    expect(stat('Weight')).toHaveTextContent('61.3 kg');
    const grades = screen.getAllByTestId('grade-total');
    expect(grades[0]).toHaveTextContent('2 rolls · 43.3 kg');
    expect(grades[1]).toHaveTextContent('Not graded');
  });

  it('takes a typed number and says when it has no rolls', async () => {
    const router = open('/production-roll-report-summary');
    await screen.findByText('Type or pick a number, then tap Show.', {}, { timeout: 5000 });
    fireEvent.change(screen.getByRole('textbox', { name: 'Job card number' }), {
      target: { value: ' JC-404 ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    await screen.findByText('No rolls for job card JC-404.');
    expect(router.state.location.search).toEqual({ doc: 'JC-404' });
  });

  it('speaks Tamil', async () => {
    act(() => localeStore.set('ta'));
    open('/production-roll-report-summary?by=jobCard&doc=JC-1');
    await findTable('ஜாப் கார்டு எண் JC-1');
    expect(screen.getByRole('radio', { name: 'பர்ச்சேஸ் ஆர்டர்' })).toBeInTheDocument();
  });
});
