/**
 * Fabric inspection as a kind of the inspection core (src/inspect/): a roll scored by the 4-point
 * system per metre and graded by the mill's bands (rules/), its defects tapped with their points.
 */
import { lazy, Suspense, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { linkOptions } from '@tanstack/react-router';
import { storedVerdict, type Verdict } from '@rules';
import { m } from '../../../i18n';
import { formatKg, formatMetres, formatNumber } from '../../../i18n/format';
import { pageTitle } from '../../../i18n/pages';
import { queued } from '../../../inspect/calls';
import { keptTapsOf } from '../../../inspect/kept';
import type { InspectionKind } from '../../../inspect/kind';
import { rollChain } from '../chains';
import { rollSheetQuery, today, type MistakeMaster, type RollSheet } from '../queries';
import { recordedEntry } from '../scoring';
import { tapped, undone } from './answers';
import { CompleteRoll } from './CompleteRoll';
import { keptCompletion } from './completion';
import { gradeRulesQuery } from './gradeRules';
import { useGridOrder } from './gridOrder';
import { PointsControl } from './PointsControl';
import { ScoreAnnouncer } from './ScoreAnnouncer';
import { ScorePanel } from './ScorePanel';
import { useScore, type FabricSetup, type FabricTally, type NewTap } from './useScore';

const NO_MASTER: readonly MistakeMaster[] = [];

// A completed roll's label and defect map: not part of the tapping screen's first download.
const ClosedRollExtras = lazy(() => import('./ClosedRollExtras'));

/** The tab of the QI report list that holds a completed report of each verdict. */
const tabWords: Record<Verdict, () => string> = {
  inspectOk: m.report_status_inspect_ok,
  inspectNotOk: m.report_status_inspect_not_ok,
};

/** A kept tap's figures; anything else is not a tap. */
const keptTap = (d: Record<string, unknown>): NewTap | null =>
  typeof d.mistake === 'string' && typeof d.points === 'number'
    ? {
        mistake: d.mistake,
        points: d.points,
        continuousM: d.continuousM as number | undefined,
        positionM: d.positionM as number | undefined,
        lengthMm: d.lengthMm as number | undefined,
      }
    : null;

/** The score, its figures always in view (and read out once settled), and the points choice. */
function Figures({
  sheet,
  tally,
  closed,
}: {
  sheet: RollSheet;
  tally: FabricTally;
  closed?: boolean;
}) {
  const { score, entries } = tally;
  if (closed)
    return (
      <>
        <ScorePanel score={score} count={entries.length} />
        <Suspense fallback={null}>
          <ClosedRollExtras sheet={sheet} />
        </Suspense>
      </>
    );
  return (
    <>
      <ScorePanel score={score} count={entries.length} live />
      <ScoreAnnouncer points={score.points} points100m2={score.points100m2} grade={score.grade} />
      <PointsControl
        choice={tally.choice}
        metres={tally.metres}
        onChoice={tally.setChoice}
        onMetres={tally.setMetres}
      />
    </>
  );
}

/** Finishing the roll: on to the next roll, or closing the report by its rolls' grades. */
function Finish({
  sheet: { report, roll },
  tally,
  onCompleted,
}: {
  sheet: RollSheet;
  tally: FabricTally;
  onCompleted: () => void;
}) {
  return (
    <CompleteRoll
      reportNo={report.reportNo}
      rollNo={roll.rollNo}
      date={report.date}
      grade={tally.score.grade}
      points100m2={tally.score.points100m2}
      onCompleted={onCompleted}
    />
  );
}

export const fabricKind: InspectionKind<
  RollSheet,
  NewTap,
  MistakeMaster,
  FabricSetup,
  FabricTally
> = {
  sheetKey: (reportNo, rollNo) => rollSheetQuery(reportNo, rollNo).queryKey,
  useSheet: (reportNo, rollNo) => useQuery(rollSheetQuery(reportNo, rollNo)),
  rollChain,
  tap: queued('postMistakeData'),
  undo: queued('removeMistakeData'),
  kept: keptTapsOf('postMistakeData', keptTap),
  recorded: (row) => {
    const e = recordedEntry(row);
    return {
      mistake: e.mistake,
      points: e.points,
      continuousM: e.continuousM ?? undefined,
      positionM: e.positionM ?? undefined,
      lengthMm: e.lengthMm ?? undefined,
    };
  },
  tapped,
  undone,
  useSetup: (master) => {
    // Kept for offline use with the other reads: only a tablet that never read the mill's rules
    // previews with the defaults.
    const rules = useQuery({ ...gradeRulesQuery(), staleTime: 10 * 60_000 }).data;
    return useMemo(() => ({ types: master ?? NO_MASTER, rules }), [master, rules]);
  },
  useGrid: (reportNo, setup) => useGridOrder(reportNo, setup.types),
  useTally: useScore,
  keptCompletion,
  // By the report's worst grade, as the server will store it.
  storedVerdict: ({ report, roll }, chosen) =>
    storedVerdict([{ rollNo: roll.rollNo, grade: report.grade }], chosen),
  words: {
    notLoaded: m.defects_roll_not_loaded,
    loading: m.defects_loading_roll,
    rollLine: ({ report, roll }) =>
      m.defects_roll_line({ rollNo: roll.rollNo, item: report.itemName, kg: formatKg(roll.kg) }),
    grid: m.defects_grid,
    button: (d, name) => {
      const points = d.continuous
        ? m.defects_points_a_metre({ points: formatNumber(4) })
        : m.defects_points({ count: d.defaultPoints });
      return {
        continuous: d.continuous,
        meta: d.continuous
          ? m.defects_pt_metre({ points: formatNumber(4) })
          : m.defects_pt({ points: formatNumber(d.defaultPoints) }),
        label: m.defects_button({ name, points }),
        soFar: (count) => m.defects_button_so_far({ name, points, count }),
      };
    },
    list: {
      last: m.defects_last_taps,
      all: m.tally_roll_mistakes,
      none: m.defects_none_yet,
      row: (e, nameOf) => ({
        name: e.continuousM
          ? `${nameOf(e.mistake)} · ${formatMetres(e.continuousM)}`
          : nameOf(e.mistake),
        amount: m.defects_pt({ points: formatNumber(e.scored) }),
      }),
    },
    closed: m.tally_closed,
    closedJust: m.tally_just_completed,
    closedKept: m.tally_kept_on_tablet,
    noMore: m.tally_no_more_taps,
    closedWhere: (verdict) =>
      m.tally_now_under({ list: pageTitle('qi-report-view'), tab: tabWords[verdict]() }),
  },
  Figures,
  Finish,
  dataLink: (report, rollNo) => ({
    link: linkOptions({
      to: '/roll-details',
      search: { reportNo: report.reportNo, rollNo, date: report.date },
    }),
    label: m.defects_roll_data(),
    variant: 'default',
  }),
  closedLinks: ({ report }, verdict) => {
    const { reportNo } = report;
    // The list opens on the report's day, under the tab of its verdict.
    const where =
      report.date === today()
        ? ({ preset: 'today' } as const)
        : ({ preset: 'custom', from: report.date, to: report.date } as const);
    const list = pageTitle('qi-report-view');
    return [
      {
        link: linkOptions({ to: '/report-view-detail', search: { reportNo } }),
        label: m.tally_open_report({ reportNo }),
      },
      ...(verdict
        ? [
            {
              link: linkOptions({ to: '/qi-report-view', search: { status: verdict, ...where } }),
              label: m.tally_list_tab({ list, tab: tabWords[verdict]() }),
              variant: 'default' as const,
              page: 'qi-report-view' as const,
            },
          ]
        : []),
      {
        link: linkOptions({ to: '/select-create-roll' }),
        label: m.tally_new_report(),
        variant: 'default',
        page: 'select-create-roll',
      },
    ];
  },
};
