/**
 * Collar & cuff inspection as a kind of the inspection core (src/inspect/): pieces of a lot's
 * rolls checked against an AQL sample, each rejected piece tapped by its defect, and the lot
 * judged by the plan's accept and reject numbers (rules/aql.ts, rules/collarCuff.ts).
 */
import { useMemo } from 'react';
import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { linkOptions } from '@tanstack/react-router';
import { ccVerdictFor } from '@rules';
import { m } from '../../../i18n';
import { formatNumber } from '../../../i18n/format';
import { Announcer } from '../../../inspect/Announcer';
import { queued } from '../../../inspect/calls';
import type { InspectionKind } from '../../../inspect/kind';
import { ccRollChain } from '../chains';
import { keptCcCompletion, keptCcTaps, type CcTapData } from '../kept';
import { LotRolls } from '../LotRolls';
import { ccMistakeTypes, ccSheetQuery, type CcRollSheet, type MistakeType } from '../queries';
import { tapped, undone } from './answers';
import { CheckedCounter } from './CheckedCounter';
import { CompleteLot } from './CompleteLot';
import { LotPanel } from './LotPanel';
import { lotSentence } from './lotWords';
import { useCount, type CcTally } from './useCount';

/** The lot's count, read out once settled, and the roll's pieces checked. */
function Figures({
  sheet,
  tally: { lot, checked, setChecked },
  closed,
}: {
  sheet: CcRollSheet;
  tally: CcTally;
  closed?: boolean;
}) {
  if (closed) return lot && <LotPanel lot={lot} />;
  return (
    <>
      {lot ? (
        <>
          <LotPanel lot={lot} />
          <Announcer sentence={lotSentence(lot)} testId="lot-said" />
        </>
      ) : (
        <Text>{m.cc_lot_empty()}</Text>
      )}
      <CheckedCounter
        checked={lot?.rollChecked ?? checked}
        pieces={sheet.roll.pieces}
        onChange={setChecked}
      />
    </>
  );
}

/** Closing the lot once its sample decides, and the lot's other rolls to count pieces of. */
function Finish({
  sheet: { report, roll },
  tally: { lot },
  onCompleted,
}: {
  sheet: CcRollSheet;
  tally: CcTally;
  onCompleted: () => void;
}) {
  return (
    <>
      {lot && (
        <CompleteLot
          reportNo={report.reportNo}
          rollNo={roll.rollNo}
          lot={lot}
          onCompleted={onCompleted}
        />
      )}
      <LotRolls reportNo={report.reportNo} rollNo={roll.rollNo} to="/collar-cuff-mistake-details" />
    </>
  );
}

export const ccKind: InspectionKind<
  CcRollSheet,
  CcTapData,
  MistakeType,
  { types: readonly MistakeType[] },
  CcTally
> = {
  sheetKey: (reportNo, rollNo) => ccSheetQuery(reportNo, rollNo).queryKey,
  useSheet: (reportNo, rollNo) => useQuery(ccSheetQuery(reportNo, rollNo)),
  rollChain: ccRollChain,
  tap: queued('postCCMistakeData'),
  undo: queued('removeCCMistakeData'),
  kept: keptCcTaps,
  recorded: (row) => ({ mistake: row.mistake, pieces: row.pieces }),
  tapped,
  undone,
  useSetup: (master) => useMemo(() => ({ types: ccMistakeTypes(master ?? []) }), [master]),
  useGrid: (_reportNo, setup) => setup.types,
  useTally: useCount,
  keptCompletion: keptCcCompletion,
  // The sampling decides: the inspector may only be stricter.
  storedVerdict: ({ report }, chosen) => ccVerdictFor(report.aql?.accepted ?? null, chosen),
  words: {
    notLoaded: m.cc_roll_not_loaded,
    loading: m.cc_roll_loading,
    rollLine: ({ report, roll }) =>
      m.cc_roll_line({
        rollNo: roll.rollNo,
        item: [report.itemName, report.colour, roll.size ?? report.size]
          .filter(Boolean)
          .join(' · '),
        pieces: formatNumber(roll.pieces),
      }),
    grid: m.cc_defect_grid,
    button: (_type, name) => ({
      meta: m.cc_defect_meta(),
      label: m.cc_defect_button({ name }),
      soFar: (count) => m.cc_defect_button_so_far({ name, count }),
    }),
    list: {
      last: m.cc_taps_last,
      all: m.cc_taps_all,
      none: m.cc_taps_none,
      row: (e, nameOf) => ({ name: nameOf(e.mistake), amount: m.cc_pieces({ count: e.pieces }) }),
    },
    closed: m.cc_closed,
    closedJust: m.cc_closed_just,
    closedKept: m.cc_closed_kept,
    noMore: m.cc_closed_no_more,
  },
  Figures,
  Finish,
  dataLink: ({ reportNo }, rollNo) => ({
    link: linkOptions({ to: '/collar-cuff-details', search: { reportNo, rollNo } }),
    label: m.cc_roll_data(),
    variant: 'default',
  }),
  closedLinks: ({ report: { reportNo } }) => [
    {
      link: linkOptions({ to: '/cc-report-view-detail', search: { reportNo } }),
      label: m.cc_open_report({ reportNo }),
      page: 'cc-report-view-detail',
    },
    {
      link: linkOptions({ to: '/select-create-collar-cuff' }),
      label: m.cc_new_lot(),
      variant: 'default',
      page: 'select-create-collar-cuff',
    },
  ],
};
