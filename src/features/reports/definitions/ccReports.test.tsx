import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { localeStore } from '../../../i18n';
import { presetRange } from '../../../lib/datePresets';
import { callKey } from '../../../lib/rpc';
import { reportQuery, type ReportFilters } from '../definition';
import { ReportView } from '../ReportView';
import { ccReportDefinition as def, type CcReportListRow } from './ccReports';
import { ccReportScreen } from './ccReportScreens';

const ccReport = (over: Partial<CcReportListRow>): CcReportListRow => ({
  reportNo: 'QCC-1',
  date: '2026-11-09',
  stage: 'greige',
  status: 'completed',
  verdict: 'inspectNotOk',
  kind: 'collar',
  sourceKind: 'jobCard',
  sourceDocNo: 'JC-1',
  supplier: null,
  customer: 'Tiruppur Polo Co',
  knitReportNo: 'KCC-1',
  itemCode: 'CC-POLO-1',
  itemName: 'Polo collar navy',
  colour: 'Navy',
  size: 'L',
  lot: null,
  inspector: 'asha',
  tableName: 'Table 2',
  rolls: 2,
  lotPieces: 600,
  piecesChecked: 80,
  piecesRejected: 7,
  rejectPct: 8.75,
  kg: 30.5,
  aql: null,
  gradeBand: { grade1Below: 2, grade3Above: 5 },
  grade: 3,
  ...over,
});

const rows: CcReportListRow[] = [
  ccReport({
    reportNo: 'QCC-1',
    date: '2026-11-02',
    rejectPct: 1.25,
    grade: 1,
    verdict: 'inspectOk',
  }),
  ccReport({ reportNo: 'QCC-2', date: '2026-11-09', rejectPct: 8.75, grade: 3 }),
  ccReport({
    reportNo: 'QCC-3',
    date: '2026-11-05',
    status: 'ongoing',
    verdict: null,
    rejectPct: 2.5,
    grade: 2,
  }),
];

const filters: ReportFilters = { preset: 'thisMonth', status: 'all' };

function renderList(f: ReportFilters = filters, onOpen?: (row: CcReportListRow) => void) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false } },
  });
  queryClient.setQueryData(reportQuery(def, f).queryKey, {
    pages: [{ rows, total: rows.length, nextCursor: null }],
    pageParams: [undefined],
  });
  const onChange = vi.fn();
  render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <ReportView
          def={def}
          screen={ccReportScreen}
          filters={f}
          onFiltersChange={onChange}
          onOpen={onOpen}
        />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return onChange;
}

/** Lays every element out `px` wide while `run` runs (jsdom lays out nothing). */
function atWidth(px: number, run: () => void) {
  const spy = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(px);
  try {
    run();
  } finally {
    spy.mockRestore();
  }
}

const headers = () =>
  screen.getAllByRole('columnheader').map((h) => h.textContent?.replace(/[▲▼ ]+$/, ''));
const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const cellsOf = (i: number) =>
  within(bodyRows()[i]!)
    .getAllByRole('cell')
    .map((c) => c.textContent);

afterEach(() => act(() => localeStore.set('en')));

describe('qi-ccreport-view on the report engine', () => {
  it('shows every column on a wide screen: pieces, rejects, grade and the lot’s verdict', () => {
    renderList();
    expect(headers()).toEqual([
      'Report',
      'Date',
      'Item',
      'Colour / size',
      'Customer',
      'Rolls',
      'Pieces',
      'Checked',
      'Rejected',
      'Kg',
      'Rejected %',
      'Grade',
      'Verdict',
    ]);
    // Newest first.
    expect(cellsOf(0)).toEqual([
      'QCC-2',
      '09-11-2026',
      'Polo collar navy',
      'Navy / L',
      'Tiruppur Polo Co',
      '2',
      '600',
      '80',
      '7',
      '30.5 kg',
      '8.8%',
      '3',
      'Inspect not OK',
    ]);
    expect(cellsOf(1).at(-1)).toBe('Ongoing');
    expect(screen.getByText('3 reports')).toBeInTheDocument();
  });

  it('on a phone keeps report, rejected %, grade and verdict; the rest in each row’s details', () => {
    atWidth(356, () => {
      renderList();
      expect(headers()).toEqual(['Report', 'Rejected %', 'Grade', 'Verdict']);
    });
  });

  it('on a portrait tablet adds the date and the item', () => {
    atWidth(766, () => {
      renderList();
      expect(headers()).toEqual(['Report', 'Date', 'Item', 'Rejected %', 'Grade', 'Verdict']);
    });
  });

  it('sorts by rejected % when its header is tapped, and by the filters’ sort', () => {
    const onChange = renderList();
    fireEvent.click(screen.getByRole('button', { name: 'Rejected %' }));
    expect(onChange).toHaveBeenCalledWith({ sort: 'rejectPct', desc: false });
  });

  it('orders by the sort in the filters', () => {
    renderList({ ...filters, sort: 'rejectPct', desc: true });
    expect(bodyRows().map((r) => within(r).getAllByRole('cell')[0]?.textContent)).toEqual([
      'QCC-2',
      'QCC-3',
      'QCC-1',
    ]);
  });

  it('switching status asks for the filters of its call', () => {
    const onChange = renderList();
    fireEvent.click(screen.getByLabelText('Inspect not OK'));
    expect(onChange).toHaveBeenCalledWith({ status: 'inspectNotOk' });
  });

  it.each([
    ['all', 'getQICCReportFromDBAllData'],
    ['completed', 'getQICCReportFromDBCompleted'],
    ['inspectOk', 'getQICCReportFromDBWithInspectOk'],
    ['inspectNotOk', 'getQICCReportFromDBWithInspectNotOk'],
  ] as const)('status %s reads %s over the preset’s dates', (status, call) => {
    const range = presetRange('yesterday');
    expect(reportQuery(def, { preset: 'yesterday', status }).queryKey).toEqual([
      ...callKey(call, { jsonStartDate: range.from, jsonEndDate: range.to }),
      'pages',
    ]);
  });

  it('a tapped row opens the CC report detail', () => {
    const onOpen = vi.fn();
    renderList(filters, onOpen);
    fireEvent.click(bodyRows()[0]!);
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ reportNo: 'QCC-2' }));
    expect(def.detail?.(rows[1]!)).toEqual({
      to: '/cc-report-view-detail',
      search: { reportNo: 'QCC-2' },
    });
  });

  it('speaks Tamil: title, statuses, columns and verdicts', () => {
    act(() => localeStore.set('ta'));
    renderList();
    expect(screen.getByRole('heading', { name: 'QI காலர் & கஃப் ரிப்போர்ட்கள்' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'சரியில்லாதவை' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ரிஜெக்ட் %' })).toBeInTheDocument();
    expect(cellsOf(0).at(-1)).toBe('சரியில்லை');
    expect(screen.getByText('3 ரிப்போர்ட்கள்')).toBeInTheDocument();
  });
});
