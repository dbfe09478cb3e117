import { useCallback, useMemo, useState } from 'react';
import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { m as msg, useLocale } from '../../../i18n';
import { formatKg } from '../../../i18n/format';
import { ErrorState } from '../ErrorState';
import { LinkButton } from '../LinkButton';
import { mistakeNamesOf } from '../mistakeName';
import { mistakeMasterQuery, rollSheetQuery, type MistakeMaster, type RollSheet } from '../queries';
import { CompleteRoll } from './CompleteRoll';
import classes from './MistakeDetails.module.css';
import { fabricMistakes, MistakeGrid } from './MistakeGrid';
import { PointsControl, type PointsChoice } from './PointsControl';
import { ScorePanel } from './ScorePanel';
import { TapList } from './TapList';
import { useTaps } from './useTaps';

function Tapping({ sheet, master }: { sheet: RollSheet; master: readonly MistakeMaster[] }) {
  const { entries, tap, undo, score, problem, dismissProblem } = useTaps(sheet, master);
  const [choice, setChoice] = useState<PointsChoice>('default');
  const [metres, setMetres] = useState(1);
  const sorted = useMemo(() => fabricMistakes(master), [master]);
  const counts = useMemo(() => {
    const c = new Map<string, number>();
    entries.forEach((e) => c.set(e.mistake, (c.get(e.mistake) ?? 0) + 1));
    return c;
  }, [entries]);
  // Stable between taps (it changes with the points chosen), so the grid's buttons that did not
  // change are not rendered again on each tap.
  const onTap = useCallback(
    (m: MistakeMaster) => {
      // A continuous defect (barré, shade variation…) runs by the metre unless points are forced.
      if (choice === 'continuous' || (choice === 'default' && m.continuous)) {
        tap({ mistake: m.name, points: 4, continuousM: metres });
        setMetres(1);
      } else
        tap({ mistake: m.name, points: choice === 'default' ? m.defaultPoints : Number(choice) });
      setChoice('default');
    },
    [choice, metres, tap],
  );
  const locale = useLocale();
  const nameOf = useMemo(() => mistakeNamesOf(master, locale), [master, locale]);
  const { roll, report } = sheet;
  const last = entries[entries.length - 1];

  return (
    <div className={classes.layout}>
      <div className={classes.side}>
        <Text size="lg" fw={700}>
          {msg.defects_roll_line({
            rollNo: roll.rollNo,
            item: report.itemName,
            kg: formatKg(roll.kg),
          })}
        </Text>
        <ScorePanel score={score} count={entries.length} />
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
          <Button
            size="xl"
            mih={64}
            variant="default"
            onClick={undo}
            disabled={entries.length === 0}
          >
            {last ? msg.defects_undo_name({ name: nameOf(last.mistake) }) : msg.defects_undo()}
          </Button>
          <LinkButton
            size="xl"
            mih={64}
            variant="default"
            to="/roll-details"
            search={{ reportNo: roll.reportNo, rollNo: roll.rollNo, date: report.date }}
          >
            {msg.defects_roll_data()}
          </LinkButton>
        </Group>
        <CompleteRoll sheet={sheet} grade={score.grade} />
      </div>
      <MistakeGrid master={sorted} counts={counts} onTap={onTap} />
      <div className={classes.taps}>
        <TapList entries={entries} nameOf={nameOf} />
      </div>
    </div>
  );
}

/** mistake-details: the defect-tapping screen of one roll. */
export function MistakeDetails({ reportNo, rollNo }: { reportNo: string; rollNo: string }) {
  const sheet = useQuery(rollSheetQuery(reportNo, rollNo));
  const master = useQuery({ ...mistakeMasterQuery(), staleTime: 10 * 60_000 });
  if (sheet.isError && !sheet.data)
    return <ErrorState title={msg.defects_roll_not_loaded()} error={sheet.error} />;
  if (master.isError && !master.data)
    return <ErrorState title={msg.defects_list_not_loaded()} error={master.error} />;
  if (sheet.isPending || master.isPending)
    return <Loader aria-label={msg.defects_loading_roll()} />;
  return <Tapping sheet={sheet.data} master={master.data} />;
}
