import {
  memo,
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { MillGradeRules, Verdict } from '@rules';
import { m as msg, useLocale } from '../../../i18n';
import { formatKg } from '../../../i18n/format';
import { afterPaint } from '../../../lib/afterPaint';
import { useToastAtTop } from '../../../lib/toast';
import { ErrorState } from '../ErrorState';
import { LinkButton } from '../LinkButton';
import { mistakeNamesOf } from '../mistakeName';
import { mistakeMasterQuery, rollSheetQuery, type MistakeMaster, type RollSheet } from '../queries';
import { ClosedRoll } from './ClosedRoll';
import { CompleteRoll } from './CompleteRoll';
import { useKeptCompletion } from './completion';
import { gradeRulesQuery } from './gradeRules';
import { useGridOrder } from './gridOrder';
import classes from '../../../components/TapScreen.module.css';
import { MistakeGrid } from './MistakeGrid';
import { PointsControl, type PointsChoice } from './PointsControl';
import { ScoreAnnouncer } from './ScoreAnnouncer';
import { ScorePanel } from './ScorePanel';
import { TapList } from './TapList';
import { useTaps, type ShownEntry } from './useTaps';

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

/** The roll's data (weight, GSM, width…); memoised, so no tap renders the link again. */
const RollDataLink = memo(function RollDataLink(search: {
  reportNo: string;
  rollNo: string;
  date: string;
}) {
  return (
    <LinkButton size="xl" mih={64} variant="default" to="/roll-details" search={search}>
      {msg.defects_roll_data()}
    </LinkButton>
  );
});

/** What the screen is about: the roll, its item and weight. */
const RollLine = memo(function RollLine({
  rollNo,
  item,
  kg,
}: {
  rollNo: string;
  item: string;
  kg: number;
}) {
  return (
    <Text size="lg" fw={700}>
      {msg.defects_roll_line({ rollNo, item, kg: formatKg(kg) })}
    </Text>
  );
});

/**
 * The list of taps below the grid, not urgent: it takes a tap's entries once the tap's own frame
 * is painted, so the button's count and the score are on screen first.
 */
function LaterTapList({
  entries,
  nameOf,
}: {
  entries: readonly ShownEntry[];
  nameOf: (english: string) => string;
}) {
  const [shown, setShown] = useState(entries);
  useEffect(() => {
    if (shown === entries) return;
    let live = true;
    afterPaint(() => live && startTransition(() => setShown(entries)));
    return () => {
      live = false;
    };
  }, [entries, shown]);
  return <TapList entries={shown} nameOf={nameOf} />;
}

interface TappingProps {
  sheet: RollSheet;
  master: readonly MistakeMaster[];
  /** The mill's bands and tolerances as last read (the defaults until they are). */
  rules: MillGradeRules | undefined;
  onCompleted: (verdict: Verdict) => void;
}

/**
 * The defect grid of an open roll. A tap renders as little as it can: the button tapped, the score
 * and the undo label at once; the list of taps below once that is painted (a deferred value).
 */
const Tapping = memo(function Tapping({ sheet, master, rules, onCompleted }: TappingProps) {
  // The no-internet toast must neither hide the grid nor catch a tap meant for it.
  useToastAtTop();
  const { entries, tap, undo, score, problem, dismissProblem } = useTaps(sheet, master, rules);
  const [choice, setChoice] = useState<PointsChoice>('default');
  const [metres, setMetres] = useState(1);
  const { reportNo, rollNo } = sheet.roll;
  const grid = useGridOrder(reportNo, master);
  const counts = useMemo(() => {
    const c = new Map<string, number>();
    entries.forEach((e) => c.set(e.mistake, (c.get(e.mistake) ?? 0) + 1));
    return c;
  }, [entries]);
  // The points chosen, read by the tap through a ref: the tap handler then never changes, and no
  // button of the grid renders again when the points are chosen or fall back to the default.
  const next = useRef({ choice, metres });
  useLayoutEffect(() => {
    next.current = { choice, metres };
  }, [choice, metres]);
  const onTap = useCallback(
    (m: MistakeMaster) => {
      const { choice: c, metres: runM } = next.current;
      // A continuous defect (barré, shade variation…) runs by the metre unless points are forced.
      if (c === 'continuous' || (c === 'default' && m.continuous)) {
        tap({ mistake: m.name, points: 4, continuousM: runM });
        setMetres(1);
      } else tap({ mistake: m.name, points: c === 'default' ? m.defaultPoints : Number(c) });
      setChoice('default');
    },
    [tap],
  );
  const locale = useLocale();
  const nameOf = useMemo(() => mistakeNamesOf(master, locale), [master, locale]);
  const { roll, report } = sheet;
  const last = entries[entries.length - 1];

  return (
    <div className={classes.layout}>
      <div className={classes.side}>
        <RollLine rollNo={roll.rollNo} item={report.itemName} kg={roll.kg} />
        <ScorePanel score={score} count={entries.length} live />
        <ScoreAnnouncer points={score.points} points100m2={score.points100m2} grade={score.grade} />
        <PointsControl choice={choice} metres={metres} onChoice={setChoice} onMetres={setMetres} />
        {problem && (
          <Alert
            color="red"
            variant="filled"
            title={msg.defects_refused()}
            withCloseButton
            onClose={dismissProblem}
          >
            {problem}
          </Alert>
        )}
        <Group grow gap="sm">
          <UndoButton
            label={
              last ? msg.defects_undo_name({ name: nameOf(last.mistake) }) : msg.defects_undo()
            }
            disabled={entries.length === 0}
            onUndo={undo}
          />
          <RollDataLink reportNo={reportNo} rollNo={rollNo} date={report.date} />
        </Group>
        <CompleteRoll
          reportNo={reportNo}
          rollNo={rollNo}
          date={report.date}
          grade={score.grade}
          onCompleted={onCompleted}
        />
      </div>
      <MistakeGrid master={grid} counts={counts} onTap={onTap} />
      <div className={classes.taps}>
        <LaterTapList entries={entries} nameOf={nameOf} />
      </div>
    </div>
  );
});

/**
 * mistake-details: the defect-tapping screen of one roll; once its report is completed (on the
 * server, or on this tablet with the save still waiting), its result instead.
 */
export function MistakeDetails({ reportNo, rollNo }: { reportNo: string; rollNo: string }) {
  const sheet = useQuery(rollSheetQuery(reportNo, rollNo));
  const master = useQuery({ ...mistakeMasterQuery(), staleTime: 10 * 60_000 });
  // Read here, not by the tapping screen: a query's hook does work on every render of its
  // component, and that one renders on every tap. Kept for offline use with the other reads.
  const rules = useQuery({ ...gradeRulesQuery(), staleTime: 10 * 60_000 }).data;
  const kept = useKeptCompletion(reportNo);
  // The report completed from this screen a moment ago (its number, so another report's is not).
  const [completedHere, setCompletedHere] = useState<string | null>(null);
  const onCompleted = useCallback(() => setCompletedHere(reportNo), [reportNo]);
  if (sheet.isError && !sheet.data)
    return <ErrorState title={msg.defects_roll_not_loaded()} error={sheet.error} />;
  if (master.isError && !master.data)
    return <ErrorState title={msg.defects_list_not_loaded()} error={master.error} />;
  if (sheet.isPending || master.isPending)
    return <Loader aria-label={msg.defects_loading_roll()} />;
  const closed =
    sheet.data.report.status === 'completed' || sheet.data.roll.status === 'completed' || !!kept;
  return closed ? (
    <ClosedRoll
      sheet={sheet.data}
      master={master.data}
      rules={rules}
      kept={kept}
      justCompleted={completedHere === reportNo}
    />
  ) : (
    <Tapping sheet={sheet.data} master={master.data} rules={rules} onCompleted={onCompleted} />
  );
}
