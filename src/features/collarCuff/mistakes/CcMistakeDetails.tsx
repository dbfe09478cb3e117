import { memo, useCallback, useMemo, useState } from 'react';
import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ErrorState } from '../../../components/ErrorState';
import { LinkButton } from '../../../components/LinkButton';
import { m, useLocale } from '../../../i18n';
import { useToastAtTop } from '../../../lib/toast';
import classes from '../../../components/TapScreen.module.css';
import { mistakeNamesOf } from '../../../lib/mistakeName';
import { useKeptCcCompletion } from '../kept';
import { liveLot } from '../liveLot';
import { LotRolls } from '../LotRolls';
import {
  ccMistakeTypes,
  ccSheetQuery,
  mistakeMasterQuery,
  type CcRollSheet,
  type MistakeType,
} from '../queries';
import { CcTapList } from './CcTapList';
import { CheckedCounter } from './CheckedCounter';
import { ClosedLot } from './ClosedLot';
import { CompleteLot } from './CompleteLot';
import { DefectGrid } from './DefectGrid';
import { LotAnnouncer } from './LotAnnouncer';
import { LotPanel } from './LotPanel';
import { lotSentence } from './lotWords';
import { RollLine } from './RollLine';
import { useCcTaps } from './useCcTaps';

/** Undo, naming the last tap; memoised, so it renders only when its label changes. */
const UndoButton = memo(function UndoButton({
  label,
  disabled,
  onUndo,
}: {
  label: string;
  disabled: boolean;
  onUndo: () => void;
}) {
  return (
    <Button size="xl" mih={64} variant="default" onClick={onUndo} disabled={disabled}>
      {label}
    </Button>
  );
});

interface CountingProps {
  sheet: CcRollSheet;
  types: readonly MistakeType[];
  onCompleted: () => void;
}

/**
 * The defect grid of an open CC roll with the lot's live count: pieces checked toward the sample,
 * rejected pieces against the accept and reject numbers, and the verdict that follows.
 */
function Counting({ sheet, types, onCompleted }: CountingProps) {
  // The no-internet toast must neither hide the grid nor catch a tap meant for it.
  useToastAtTop();
  const { entries, tapped, tap, undo, checked, setChecked, problem, dismissProblem } =
    useCcTaps(sheet);
  const { report, roll } = sheet;
  const lot = liveLot(sheet, checked, tapped);
  const locale = useLocale();
  const nameOf = useMemo(() => mistakeNamesOf(types, locale), [types, locale]);
  const counts = useMemo(() => {
    const c = new Map<string, number>();
    entries.forEach((e) => c.set(e.mistake, (c.get(e.mistake) ?? 0) + e.pieces));
    return c;
  }, [entries]);
  const last = entries[entries.length - 1];
  const search = { reportNo: report.reportNo, rollNo: roll.rollNo };

  return (
    <div className={classes.layout}>
      <div className={classes.side}>
        <RollLine report={report} roll={roll} />
        {lot ? (
          <>
            <LotPanel lot={lot} />
            <LotAnnouncer sentence={lotSentence(lot)} />
          </>
        ) : (
          <Text>{m.cc_lot_empty()}</Text>
        )}
        <CheckedCounter
          checked={lot?.rollChecked ?? checked}
          pieces={roll.pieces}
          onChange={setChecked}
        />
        {problem && (
          <Alert
            color="red"
            variant="filled"
            title={m.defects_refused()}
            withCloseButton
            onClose={dismissProblem}
          >
            {problem}
          </Alert>
        )}
        <Group grow gap="sm">
          <UndoButton
            label={last ? m.defects_undo_name({ name: nameOf(last.mistake) }) : m.defects_undo()}
            disabled={entries.length === 0}
            onUndo={undo}
          />
          <LinkButton
            size="xl"
            mih={64}
            variant="default"
            to="/collar-cuff-details"
            search={search}
          >
            {m.cc_roll_data()}
          </LinkButton>
        </Group>
        {lot && (
          <CompleteLot
            reportNo={report.reportNo}
            rollNo={roll.rollNo}
            lot={lot}
            onCompleted={onCompleted}
          />
        )}
        <LotRolls
          reportNo={report.reportNo}
          rollNo={roll.rollNo}
          to="/collar-cuff-mistake-details"
        />
      </div>
      <DefectGrid
        types={types}
        counts={counts}
        full={(lot?.rollRejected ?? tapped) >= roll.pieces}
        onTap={tap}
      />
      <div className={classes.taps}>
        <CcTapList entries={entries} nameOf={nameOf} />
      </div>
    </div>
  );
}

/**
 * collar-cuff-mistake-details: one tap per rejected piece of a CC roll, with the lot's live count;
 * once the lot is completed (on the server, or on this tablet with the save still waiting), its
 * result instead.
 */
export function CcMistakeDetails({ reportNo, rollNo }: { reportNo: string; rollNo: string }) {
  const sheet = useQuery(ccSheetQuery(reportNo, rollNo));
  const master = useQuery({ ...mistakeMasterQuery(), staleTime: 10 * 60_000 });
  const types = useMemo(() => ccMistakeTypes(master.data ?? []), [master.data]);
  const kept = useKeptCcCompletion(reportNo);
  // The lot completed from this screen a moment ago (its number, so another lot's is not).
  const [completedHere, setCompletedHere] = useState<string | null>(null);
  const onCompleted = useCallback(() => setCompletedHere(reportNo), [reportNo]);
  if (sheet.isError && !sheet.data)
    return <ErrorState title={m.cc_roll_not_loaded()} error={sheet.error} />;
  if (master.isError && !master.data)
    return <ErrorState title={m.defects_list_not_loaded()} error={master.error} />;
  if (sheet.isPending || master.isPending) return <Loader aria-label={m.cc_roll_loading()} />;
  const closed =
    sheet.data.report.status === 'completed' || sheet.data.roll.status === 'completed' || !!kept;
  return closed ? (
    <ClosedLot
      sheet={sheet.data}
      types={types}
      kept={kept}
      justCompleted={completedHere === reportNo}
    />
  ) : (
    <Counting sheet={sheet.data} types={types} onCompleted={onCompleted} />
  );
}
