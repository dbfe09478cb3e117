import { screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderInRoute } from '../../../../tests/setup/renderInRoute';
import { handle } from '../../../../tests/setup/msw';
import { sheet } from '../mistakes/testSheet';
import { oneReportQuery, rollSheetQuery, type QiReportWithRolls, type RollSheet } from '../queries';
import { ReportDetail } from './ReportDetail';

const id = (n: number) => `5e0c7a10-8f1b-4c1e-9d2a-00000000000${n}`;
const image = (n: number) => `data:image/jpeg;base64,UEhPVE8${n}`;

const server = setupServer(
  handle('getDefectPhoto', ({ input: { photo_id } }) => ({
    id: photo_id,
    width: 1280,
    height: 960,
    takenAt: '2026-11-22T10:01:00+05:30',
    kind: 'fabric',
    reportNo: 'QI-1',
    rollNo: 'R-1',
    mistake: 'Hole',
    takenBy: 'asha',
    photo: image(Number(photo_id.slice(-1))),
  })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const tap = (
  rollNo: string,
  n: number,
  mistake: string,
  positionM: number | null,
  photos: number[],
) => ({
  id: `${rollNo}-${n}`,
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
  photos: photos.map((p) => ({
    id: id(p),
    width: 1280,
    height: 960,
    takenAt: '2026-11-22T10:01:00+05:30',
  })),
});

/** Two rolls: R-1 with a photographed hole and an unphotographed slub, R-2 with a stain in three photos. */
function sheets(): RollSheet[] {
  const s = sheet();
  const roll = (rollNo: string, mistakes: RollSheet['mistakes']): RollSheet => ({
    ...s,
    roll: {
      ...s.roll,
      rollNo,
      greigeRollNo: rollNo,
      mistakes: mistakes.length,
      status: 'completed',
    },
    mistakes,
  });
  return [
    roll('R-1', [tap('R-1', 1, 'Hole', 12.5, [1]), tap('R-1', 2, 'Slub', 30, [])]),
    roll('R-2', [tap('R-2', 1, 'Stain', null, [2, 3, 4])]),
  ];
}

function renderReport(report: Partial<QiReportWithRolls> = {}, rolls = sheets()) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity } },
  });
  const full: QiReportWithRolls = {
    ...sheet().report,
    status: 'completed',
    verdict: 'inspectNotOk',
    rolls: rolls.length,
    rollRows: rolls.map((r) => r.roll),
    ...report,
  };
  client.setQueryData(oneReportQuery('QI-1').queryKey, full);
  for (const r of rolls) client.setQueryData(rollSheetQuery('QI-1', r.roll.rollNo).queryKey, r);
  renderInRoute(() => <ReportDetail reportNo="QI-1" />, client);
}

const evidence = async (title: string) =>
  (await screen.findByRole('heading', { name: title })).closest('section')!;

describe('the printed report’s evidence', () => {
  it('of a purchased lot is for the supplier, named, after the rolls', async () => {
    renderReport();
    const section = await evidence('Evidence for the supplier: Sri Mills');
    const rolls = screen.getByRole('heading', { name: 'Rolls' });
    // After the rolls in the page's order (what prints first comes first).
    expect(rolls.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const defects = within(section).getAllByRole('listitem');
    expect(defects.map((d) => d.querySelector('p')?.textContent)).toEqual([
      'Roll R-1 · Hole · 4 pt · at 12.5 m',
      'Roll R-2 · Stain · 4 pt',
    ]);
    // The slub has no photo: it is not evidence.
    expect(within(section).queryByText(/Slub/)).toBeNull();
    const stains = () =>
      within(defects[1]!).queryAllByRole('img', { name: 'Photo of Stain on roll R-2' });
    await waitFor(() => expect(stains()).toHaveLength(3));
    expect(stains().map((i) => i.getAttribute('src'))).toEqual([image(2), image(3), image(4)]);
    expect(await within(defects[0]!).findByRole('img')).toHaveAttribute('src', image(1));
  });

  it('of a bought lot without a supplier’s name is still for the supplier', async () => {
    renderReport({ sourceKind: 'supplier', supplier: null });
    await evidence('Evidence for the supplier');
  });

  it('of the mill’s own work is plain evidence', async () => {
    renderReport({ sourceKind: 'workOrder', sourceDocNo: 'WO-1', supplier: null });
    await evidence('Evidence');
    expect(screen.queryByText(/for the supplier/)).toBeNull();
  });

  it('is left out when no defect has a photo', async () => {
    renderReport(
      {},
      sheets().map((s) => ({ ...s, mistakes: s.mistakes.map((t) => ({ ...t, photos: [] })) })),
    );
    await screen.findByRole('table', { name: 'Mistakes by type' });
    expect(screen.queryByRole('heading', { name: /Evidence/ })).toBeNull();
  });
});
