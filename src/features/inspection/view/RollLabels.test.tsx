import { fireEvent, screen, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { renderInRoute } from '../../../../tests/setup/renderInRoute';
import { sheet } from '../mistakes/testSheet';
import { oneReportQuery, rollSheetQuery, type RollSheet } from '../queries';
import { ReportDetail } from './ReportDetail';
import { RollView } from './RollView';

/** A 40 m roll with a hole at 12.5 m and a slub recorded without a metre. */
function inspected(rollNo = 'R-1'): RollSheet {
  const s = sheet();
  const tap = (id: string, mistake: string, positionM: number | null) => ({
    id,
    reportNo: 'QI-1',
    rollNo,
    mistake,
    mistakeTa: null,
    points: 4,
    continuousM: null,
    positionM,
    recordedBy: 'asha',
    recordedAt: '2026-11-22T10:00:00+05:30',
    clientId: null,
  });
  return {
    ...s,
    roll: { ...s.roll, rollNo, lengthM: 40, widthMeasuredCm: 180, points: 8, grade: 2 },
    mistakes: [tap(`${rollNo}-1`, 'Hole', 12.5), tap(`${rollNo}-2`, 'Slub', null)],
  };
}

function cached(...sheets: RollSheet[]) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false } },
  });
  for (const s of sheets)
    queryClient.setQueryData(rollSheetQuery('QI-1', s.roll.rollNo).queryKey, s);
  queryClient.setQueryData(oneReportQuery('QI-1').queryKey, {
    ...sheets[0]!.report,
    rollRows: sheets.map((s) => s.roll),
  });
  return queryClient;
}

describe('the roll sheet', () => {
  it('draws the roll’s defect map, counting the defect without a metre', async () => {
    renderInRoute(() => <RollView reportNo="QI-1" rollNo="R-1" />, cached(inspected()));
    const map = await screen.findByTestId('defect-map');
    const [row] = within(map).getAllByRole('img');
    expect(row).toHaveAccessibleName('Defect map of roll R-1, 0 m to 25 m');
    expect(row!.querySelector('[data-defect="1"] title')).toHaveTextContent('1. Hole at 12.5 m');
    expect(within(map).getByText('1 defect recorded without a metre')).toBeInTheDocument();
  });

  it('prints the roll’s label, a thermal label to begin with', async () => {
    renderInRoute(() => <RollView reportNo="QI-1" rollNo="R-1" />, cached(inspected()));
    fireEvent.click(await screen.findByRole('button', { name: 'Print label' }));
    const labels = await screen.findByRole('dialog', { name: 'Label of roll R-1' });
    await within(labels).findByRole('article', { name: 'R-1' });
    expect(within(labels).getByRole('region', { name: 'Roll labels' })).toHaveClass(
      'roll-labels--thermal',
    );
  });
});

describe('the report sheet', () => {
  it('prints a label for each of its rolls, on A4', async () => {
    renderInRoute(
      () => <ReportDetail reportNo="QI-1" />,
      cached(inspected('R-1'), inspected('R-2'), inspected('R-3')),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Print roll labels' }));
    const labels = await screen.findByRole('dialog', { name: 'Labels of report QI-1: 3 rolls' });
    const sheetOfLabels = await within(labels).findByRole('region', { name: 'Roll labels' });
    expect(sheetOfLabels).toHaveClass('roll-labels--a4');
    expect(
      within(sheetOfLabels)
        .getAllByRole('article')
        .map((a) => a.getAttribute('aria-label')),
    ).toEqual(['R-1', 'R-2', 'R-3']);
  });
});
