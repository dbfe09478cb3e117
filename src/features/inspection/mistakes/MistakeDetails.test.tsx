import 'fake-indexeddb/auto';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { localeStore } from '../../../i18n';
import { freshOutbox, renderInRoute } from '../../../../tests/setup/renderInRoute';
import { handle } from '../../../../tests/setup/msw';
import { rollSheetQuery, type MistakeMaster, type RollSheet } from '../queries';
import { IDEMPOTENCY_HEADER, type CallOutput, type Calls } from '@contract';
import { defaultMillGradeRules, type Verdict } from '@rules';
import { gradeRulesQuery } from './gradeRules';
import { MistakeDetails } from './MistakeDetails';
import { mistakeMasterQuery } from '../queries';
import { GRID_ORDER_KEY } from './gridOrder';
import { sheet } from './testSheet';

type GradeRules = CallOutput<Calls['getGradeRules']>;

const master: MistakeMaster[] = [
  {
    name: 'Slub',
    nameTa: 'ஸ்லப்',
    defaultPoints: 1,
    continuous: false,
    isHole: false,
    appliesTo: 'both',
    sortOrder: 2,
    usage: 5,
    active: true,
  },
  {
    name: 'Hole',
    nameTa: 'ஓட்டை',
    defaultPoints: 4,
    continuous: false,
    isHole: true,
    appliesTo: 'fabric',
    sortOrder: 1,
    usage: 9,
    active: true,
  },
  {
    name: 'Cuff tip',
    nameTa: null,
    defaultPoints: 2,
    continuous: false,
    isHole: false,
    appliesTo: 'collarCuff',
    sortOrder: 3,
    usage: 99,
    active: true,
  },
];

/** What reached the server, in order. */
const received: { call: string; key: string | null; body: Record<string, unknown> }[] = [];
let pointsOnServer = 0;
/** The roll's taps as the server holds them, and how often the screen read the roll's sheet. */
let tapsOnServer: RollSheet['mistakes'] = [];
let sheetReads = 0;
/** The report as completed on the server, once a completion reached it. */
let completedOnServer: Verdict | null = null;
/** The report's other rolls, as getQIReportWithRollsFromDB answers them. */
let otherRolls: { rollNo: string; grade: 1 | 2 | 3 | null }[] = [];
const rollScore = (): CallOutput<Calls['removeMistakeData']>['roll'] => ({
  reportNo: 'QI-1',
  rollNo: 'R-1',
  points: pointsOnServer,
  points100m2: pointsOnServer,
  grade: 1,
});

const server = setupServer(
  handle('postMistakeData', ({ input: { jsonData }, request }) => {
    received.push({
      call: 'postMistakeData',
      key: request.headers.get(IDEMPOTENCY_HEADER),
      body: jsonData,
    });
    pointsOnServer += jsonData.points;
    const mistake = {
      id: String(received.length),
      reportNo: 'QI-1',
      rollNo: 'R-1',
      mistake: jsonData.mistake,
      points: jsonData.points,
      enteredPoints: jsonData.points,
      continuousM: null,
      positionM: null,
      recordedBy: 'asha',
      recordedAt: '2026-11-22T10:00:00+00:00',
      clientId: jsonData.clientId ?? null,
    };
    tapsOnServer.push(mistake);
    return { mistake, roll: rollScore() };
  }),
  handle('getQIReportWithRollsFromDB', () => ({
    ...sheet().report,
    rollRows: [sheet().roll, ...otherRolls.map((r) => ({ ...sheet().roll, ...r }))],
  })),
  // Read again once a completion reached the server.
  handle('getMistakeDetailsFromDB', () => master),
  handle('getQIReportFromERPNEXT', () => {
    sheetReads += 1;
    const base = sheet();
    const s = {
      ...base,
      roll: {
        ...base.roll,
        mistakes: tapsOnServer.length,
        points: pointsOnServer,
        points100m2: pointsOnServer,
        points100yd2: pointsOnServer,
      },
      mistakes: tapsOnServer,
    };
    return completedOnServer
      ? { ...s, report: { ...s.report, status: 'completed', verdict: completedOnServer } }
      : s;
  }),
  handle('postRollSummaryData', ({ input: { jsonData }, request }) => {
    if (jsonData.completeReport) completedOnServer = jsonData.verdict ?? null;
    received.push({
      call: 'postRollSummaryData',
      key: request.headers.get(IDEMPOTENCY_HEADER),
      body: jsonData,
    });
    return {
      ...rollScore(),
      points100yd2: pointsOnServer,
      reportStatus: jsonData.completeReport ? 'completed' : 'ongoing',
      verdict: jsonData.completeReport ? (jsonData.verdict ?? null) : null,
    };
  }),
  handle('removeMistakeData', ({ input: { jsonData }, request }) => {
    received.push({
      call: 'removeMistakeData',
      key: request.headers.get(IDEMPOTENCY_HEADER),
      body: jsonData,
    });
    pointsOnServer = 0;
    tapsOnServer = tapsOnServer.filter(
      (t) => t.id !== jsonData.id && (!t.clientId || t.clientId !== jsonData.clientId),
    );
    return { removed: true, roll: rollScore() };
  }),
);

function renderTapping(
  initial: RollSheet,
  rules: GradeRules = { ...defaultMillGradeRules, overrides: [] },
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false } },
  });
  queryClient.setQueryData(rollSheetQuery('QI-1', 'R-1').queryKey, initial);
  queryClient.setQueryData(mistakeMasterQuery().queryKey, master);
  // The mill's rules as the persisted cache restores them on a tablet without a network.
  queryClient.setQueryData(gradeRulesQuery().queryKey, rules);
  renderInRoute(() => <MistakeDetails reportNo="QI-1" rollNo="R-1" />, queryClient);
}

const score = () => screen.getByLabelText('Roll score');
const figure = (label: string) => within(score()).getByText(label).previousSibling?.textContent;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(async () => {
  received.length = 0;
  pointsOnServer = 0;
  tapsOnServer = [];
  sheetReads = 0;
  otherRolls = [];
  completedOnServer = null;
  localStorage.clear();
  await freshOutbox();
});

describe('defect tapping', () => {
  it('puts fabric mistakes most used first and leaves collar/cuff ones out', async () => {
    renderTapping(sheet());
    const grid = await screen.findByRole('group', { name: 'Record a mistake' });
    expect(
      within(grid)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Hole, 4 points', 'Slub, 1 point']);
  });

  it('counts a tap at once, replaces the preview with the server’s score, and undoes it', async () => {
    renderTapping(sheet());
    fireEvent.click(await screen.findByRole('button', { name: 'Hole, 4 points' }));
    // Shown before any answer: 4 points on 20 kg of 200 GSM fabric is 4 per 100 m².
    expect(figure('mistakes')).toBe('1');
    expect(figure('points')).toBe('4');
    expect(figure('pts / 100 m²')).toBe('4');

    await screen.findByRole('button', { name: 'Hole, 4 points, 1 so far' });
    await act(() => expect.poll(() => screen.queryByText(/Preview on this tablet/)).toBeNull());
    expect(received).toHaveLength(1);
    const tap = received[0]!;
    expect(tap.body).toMatchObject({ reportNo: 'QI-1', rollNo: 'R-1', mistake: 'Hole', points: 4 });
    expect(tap.key).toBe(tap.body.clientId);

    fireEvent.click(screen.getByRole('button', { name: 'Undo Hole' }));
    expect(figure('mistakes')).toBe('0');
    expect(figure('points')).toBe('0');
    await act(() => expect.poll(() => received.length).toBe(2));
    expect(received[1]).toMatchObject({
      call: 'removeMistakeData',
      body: { reportNo: 'QI-1', rollNo: 'R-1', clientId: tap.body.clientId },
    });
    await act(() => expect.poll(() => screen.queryByText(/Preview on this tablet/)).toBeNull());
    expect(figure('mistakes')).toBe('0');
  });

  it('reads the roll again once a burst of taps is answered, and keeps every tap on screen', async () => {
    renderTapping(sheet());
    const hole = await screen.findByRole('button', { name: 'Hole, 4 points' });
    fireEvent.click(hole);
    fireEvent.click(hole);
    fireEvent.click(hole);
    await act(() => expect.poll(() => tapsOnServer).toHaveLength(3));
    // The copy a reload without the network starts from is the server's, with all three.
    await act(() => expect.poll(() => sheetReads).toBeGreaterThan(0));
    await act(() => expect.poll(() => screen.queryByText(/Preview on this tablet/)).toBeNull());
    expect(figure('mistakes')).toBe('3');
    expect(figure('points')).toBe('12');
    screen.getByRole('button', { name: 'Hole, 4 points, 3 so far' });
  });

  it('previews with the mill’s kept rules: the item’s own band and the hole rule', async () => {
    const rules: GradeRules = {
      ...defaultMillGradeRules,
      overrides: [{ scope: 'item', key: 'FAB-1', grade1Below: 3, grade3Above: 3.5 }],
    };
    renderTapping(sheet(), rules);
    fireEvent.click(await screen.findByLabelText('1'));
    fireEvent.click(screen.getByRole('button', { name: /^Hole/ }));
    // A hole tapped as 1 point scores 4: 4 per 100 m², above FAB-1's grade 3 line of 3.5.
    expect(figure('points')).toBe('4');
    expect(figure('pts / 100 m²')).toBe('4');
    expect(within(score()).getByText('Grade 3')).toBeInTheDocument();
    expect(screen.getByText(/Preview on this tablet/)).toBeInTheDocument();
    await act(() => expect.poll(() => screen.queryByText(/Preview on this tablet/)).toBeNull());
  });

  it('applies the chosen points to the next tap only', async () => {
    renderTapping(sheet());
    fireEvent.click(await screen.findByLabelText('2'));
    fireEvent.click(screen.getByRole('button', { name: /^Slub/ }));
    fireEvent.click(screen.getByRole('button', { name: /^Slub/ }));
    expect(figure('points')).toBe('3');
    await act(() => expect.poll(() => received.map((r) => r.body.points)).toEqual([2, 1]));
  });
});

describe('defect tapping in Tamil', () => {
  it('shows the Tamil names and words, and saves a tap by the English name', async () => {
    act(() => localeStore.set('ta'));
    renderTapping(sheet());
    const grid = await screen.findByRole('group', { name: 'குறையைப் பதிவு செய்' });
    expect(
      within(grid)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['ஓட்டை, 4 பாயிண்ட்', 'ஸ்லப், 1 பாயிண்ட்']);
    expect(screen.getByText('அடுத்த குறைக்கு பாயிண்ட்')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ரோலை முடி' })).toBeInTheDocument();

    fireEvent.click(within(grid).getByText('ஓட்டை'));
    expect(screen.getByRole('button', { name: 'அழி: ஓட்டை' })).toBeInTheDocument();
    await act(() => expect.poll(() => received.length).toBe(1));
    expect(received[0]?.body).toMatchObject({ mistake: 'Hole', points: 4 });
    await screen.findByRole('button', { name: 'ஓட்டை, 4 பாயிண்ட், இதுவரை 1' });
  });
});

describe('the defect grid’s order', () => {
  it('stays as kept for the report, however the mill’s usage moved since it started', async () => {
    localStorage.setItem(
      GRID_ORDER_KEY,
      JSON.stringify({ 'QI-1': { names: ['Slub', 'Hole'], at: 1 } }),
    );
    renderTapping(sheet());
    const grid = await screen.findByRole('group', { name: 'Record a mistake' });
    expect(
      within(grid)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Slub, 1 point', 'Hole, 4 points']);
  });

  it('is kept when the report is first shown', async () => {
    renderTapping(sheet());
    await screen.findByRole('group', { name: 'Record a mistake' });
    expect(JSON.parse(localStorage.getItem(GRID_ORDER_KEY) ?? '{}')).toMatchObject({
      'QI-1': { names: ['Hole', 'Slub'] },
    });
  });
});

describe('the score for a screen reader', () => {
  it('is read out once it settles, as one sentence', async () => {
    renderTapping(sheet());
    const said = () =>
      screen.getAllByRole('status').find((s) => s.textContent?.startsWith('Score'));
    await screen.findByRole('group', { name: 'Record a mistake' });
    // Not when the screen opens: nothing has changed yet.
    expect(said()?.textContent).toBe('Score: 0 points, 0 per 100 m², grade 1.');
    fireEvent.click(screen.getByRole('button', { name: /^Hole/ }));
    expect(said()?.textContent).toBe('Score: 0 points, 0 per 100 m², grade 1.');
    await waitFor(
      () => expect(said()?.textContent).toBe('Score: 4 points, 4 per 100 m², grade 1.'),
      {
        timeout: 4000,
      },
    );
  });

  it('leaves the figures themselves out of the live region', async () => {
    renderTapping(sheet());
    await screen.findByRole('group', { name: 'Record a mistake' });
    expect(score().closest('[aria-live]')).toBeNull();
  });
});

describe('completing', () => {
  it('suggests Inspect not OK when a roll is grade 3, offers no OK, and says it completed', async () => {
    otherRolls = [{ rollNo: 'R-0', grade: 3 }];
    renderTapping(sheet());
    fireEvent.click(await screen.findByRole('button', { name: 'Complete roll' }));
    const dialog = await screen.findByRole('dialog', { name: 'Complete roll R-1' });
    await within(dialog).findByText('Roll R-0 is grade 3, so the report is Inspect not OK.');
    expect(within(dialog).getByLabelText('Inspect OK')).toBeDisabled();
    expect(within(dialog).getByLabelText('Inspect not OK')).toBeChecked();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Complete the report' }));
    const done = await screen.findByRole('heading', {
      name: 'Report QI-1 completed: Inspect not OK',
    });
    expect(done).toHaveFocus();
    expect(screen.queryByRole('group', { name: 'Record a mistake' })).toBeNull();
    expect(
      screen.getByText('It is now listed in QI Fabric Report View under “Inspect not OK”.'),
    ).toBeInTheDocument();
    await act(() =>
      expect
        .poll(() => received.find((r) => r.call === 'postRollSummaryData')?.body)
        .toMatchObject({ reportNo: 'QI-1', completeReport: true, verdict: 'inspectNotOk' }),
    );
  });

  it('suggests Inspect OK when every roll is grade 1 or 2; the inspector may still reject', async () => {
    otherRolls = [{ rollNo: 'R-0', grade: 2 }];
    renderTapping(sheet());
    fireEvent.click(await screen.findByRole('button', { name: 'Complete roll' }));
    const dialog = await screen.findByRole('dialog', { name: 'Complete roll R-1' });
    await within(dialog).findByText('Every roll is grade 1 or 2: Inspect OK is suggested.');
    expect(within(dialog).getByLabelText('Inspect OK')).toBeChecked();

    fireEvent.click(within(dialog).getByLabelText('Inspect not OK'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Complete the report' }));
    await screen.findByRole('heading', { name: 'Report QI-1 completed: Inspect not OK' });
    await act(() =>
      expect
        .poll(() => received.find((r) => r.call === 'postRollSummaryData')?.body)
        .toMatchObject({ verdict: 'inspectNotOk' }),
    );
  });

  it('follows this roll’s live grade, not the one last stored for it', async () => {
    // Stored as grade 1; the hole tapped here makes it grade 3 on 2 kg.
    const light = sheet();
    renderTapping({ ...light, roll: { ...light.roll, kg: 2 } });
    fireEvent.click(await screen.findByRole('button', { name: /^Hole/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Complete roll' }));
    const dialog = await screen.findByRole('dialog', { name: 'Complete roll R-1' });
    await within(dialog).findByText('Roll R-1 is grade 3, so the report is Inspect not OK.');
  });
});

describe('a completed report', () => {
  const completed = (): RollSheet => {
    const s = sheet();
    return {
      ...s,
      report: { ...s.report, status: 'completed', verdict: 'inspectOk' },
      roll: { ...s.roll, status: 'completed', mistakes: 1, points: 1, points100m2: 1 },
      mistakes: [
        {
          id: '1',
          reportNo: 'QI-1',
          rollNo: 'R-1',
          mistake: 'Slub',
          mistakeTa: null,
          points: 1,
          enteredPoints: 1,
          continuousM: null,
          positionM: null,
          recordedBy: 'asha',
          recordedAt: '2026-11-22T10:00:00+00:00',
          clientId: null,
        },
      ],
    };
  };

  it('shows its result and where it is, with no defect buttons to tap', async () => {
    renderTapping(completed());
    await screen.findByRole('heading', { name: 'Report QI-1 is completed: Inspect OK' });
    expect(screen.queryByRole('group', { name: 'Record a mistake' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Hole/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Complete roll' })).toBeNull();
    expect(figure('points')).toBe('1');
    const list = screen.getByText('Mistakes on this roll').closest('div');
    expect(list).toHaveTextContent('Slub');
    expect(screen.getByRole('link', { name: 'Open report QI-1' })).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'QI Fabric Report View › Inspect OK' }),
    ).toBeInTheDocument();
  });
});
