import { fireEvent, render, screen, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { presetRange } from '../../lib/datePresets';
import { reportQuery, type ReportFilters } from './definition';
import { qiReportDefinition as def, type QiReportRow } from './definitions/qiReports';
import { ReportView } from './ReportView';

const row = (reportNo: string, date: string, totalKg: number, grade: 1 | 2 | 3): QiReportRow => ({
  reportNo,
  date,
  stage: 'greige',
  status: 'completed',
  verdict: grade === 3 ? 'inspectNotOk' : 'inspectOk',
  sourceKind: 'purchaseOrder',
  sourceDocNo: 'PO-1',
  supplier: 'Sri Mills',
  itemCode: 'FAB-1',
  itemName: 'Single jersey 180',
  colour: null,
  lot: null,
  inspector: 'asha',
  tableName: 'Table 1',
  rolls: 3,
  totalKg,
  totalPoints: 12,
  points100m2: 10.5,
  grade,
});
const rows = [
  row('QI-1', '2026-11-02', 250.5, 1),
  row('QI-2', '2026-11-09', 80, 3),
  row('QI-3', '2026-11-05', 120, 2),
];

/** The cache is filled the way the route loader fills it; nothing is fetched. */
function renderReport(filters: ReportFilters, onFiltersChange = vi.fn()) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false } },
  });
  queryClient.setQueryData(reportQuery(def, filters).queryKey, rows);
  render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <ReportView def={def} filters={filters} onFiltersChange={onFiltersChange} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return onFiltersChange;
}

const filters: ReportFilters = { preset: 'thisMonth', status: 'completed' };
const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const reportNos = () => bodyRows().map((r) => within(r).getAllByRole('cell')[0]?.textContent);

describe('ReportView with the QI report definition', () => {
  it('shows the definition’s columns and formats kg, dates and grades', () => {
    renderReport(filters);
    const headers = screen
      .getAllByRole('columnheader')
      .map((h) => h.textContent?.replace(/[▲▼ ]+$/, ''));
    expect(headers).toEqual([
      'Report',
      'Date',
      'Stage',
      'Item',
      'Supplier',
      'Rolls',
      'Kg',
      'Pts/100 m²',
      'Grade',
      'Status',
    ]);
    const first = within(bodyRows()[0]!)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(first[6]).toMatch(/^80 kg$/);
    expect(first[8]).toBe('Grade 3');
    expect(first[9]).toBe('Inspect not OK');
    expect(screen.getByText('3 reports')).toBeInTheDocument();
  });

  it('sorts by the default sort (newest first) and asks for another sort when a header is tapped', () => {
    const onChange = renderReport(filters);
    expect(reportNos()).toEqual(['QI-2', 'QI-3', 'QI-1']);
    expect(screen.getByRole('columnheader', { name: /Date/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Kg' }));
    expect(onChange).toHaveBeenCalledWith({ ...filters, sort: 'totalKg', desc: false });
  });

  it('orders by the sort in the filters, descending on request', () => {
    renderReport({ ...filters, sort: 'totalKg', desc: true });
    expect(reportNos()).toEqual(['QI-1', 'QI-3', 'QI-2']);
  });

  it('changing the status asks for the filters that select its call variant', () => {
    const onChange = renderReport(filters);
    fireEvent.click(screen.getByLabelText('Inspect OK'));
    expect(onChange).toHaveBeenCalledWith({ ...filters, status: 'inspectOk' });
  });

  it.each([
    ['all', 'getQIReportFromDBAllData'],
    ['completed', 'getQIReportFromDBCompleted'],
    ['inspectOk', 'getQIReportFromDBWithInspectOk'],
    ['inspectNotOk', 'getQIReportFromDBWithInspectNotOk'],
  ])('status %s reads %s over the preset’s dates', (status, call) => {
    const range = presetRange('thisMonth');
    expect(reportQuery(def, { preset: 'thisMonth', status }).queryKey).toEqual([
      'api',
      'main',
      call,
      { jsonStartDate: range.from, jsonEndDate: range.to },
    ]);
  });

  it('parses unknown search params back to the defaults', () => {
    expect(def.filterSchema.parse({ preset: 'someday', status: 'nope', from: 'x' })).toEqual({
      preset: 'thisMonth',
      status: 'all',
      from: undefined,
      to: undefined,
      sort: undefined,
      desc: undefined,
    });
  });
});
