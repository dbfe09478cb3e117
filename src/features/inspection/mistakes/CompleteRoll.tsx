import { memo, useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Button, Modal, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { storedVerdict, verdictAdvice, type GradedRoll, type Verdict } from '@rules';
import { m } from '../../../i18n';
import { errorMessage } from '../../../lib/errors';
import { savedKey } from '../../../lib/rpc';
import { afterSync, saveQueued } from '../../../lib/save';
import { reportChain, rollChain } from '../chains';
import type { RollLabelFacts } from '../label/facts';
import { oneReportQuery } from '../queries';
import { ChoiceGroup } from './ChoiceGroup';
import { markCompleted } from './completion';
import { finishedLabel, FinishedRollLabel, type FinishedRoll } from './CompleteRollLabel';

type Grade = GradedRoll['grade'];

/**
 * The report's rolls with their grades: this roll's as the screen shows it now (taps not yet on
 * the server included), the others' as last read; a roll saved on this tablet and not yet read
 * back counts by this roll alone.
 */
function useGradedRolls(reportNo: string, rollNo: string, grade: Grade): GradedRoll[] {
  // Read afresh on opening: another roll may have been tapped since the report was last read.
  const report = useQuery({ ...oneReportQuery(reportNo), refetchOnMount: 'always' }).data;
  return useMemo(() => {
    const others = (report?.rollRows ?? [])
      .filter((r) => r.rollNo !== rollNo)
      .map((r) => ({ rollNo: r.rollNo, grade: r.grade }));
    return [...others, { rollNo, grade }];
  }, [report, rollNo, grade]);
}

/** Why the rolls call for their verdict, in words. */
function adviceText(advice: ReturnType<typeof verdictAdvice>): string {
  if (advice.failing.length)
    return m.tally_verdict_failing({
      count: advice.failing.length,
      rolls: advice.failing.join(', '),
    });
  if (advice.ungraded.length)
    return m.tally_verdict_ungraded({
      count: advice.ungraded.length,
      rolls: advice.ungraded.join(', '),
    });
  return m.tally_verdict_all_pass();
}

interface ChoicesProps extends FinishedRoll {
  grade: Grade;
  onCompleted: (verdict: Verdict) => void;
  /** The roll is finished (saved, or kept on the tablet): show its label. */
  onLabel: (label: RollLabelFacts) => void;
}

/**
 * Next roll, or close the report with a verdict that follows the rolls' grades: Inspect OK while
 * every roll is grade 1 or 2, else Inspect not OK, which is then the only verdict (the server
 * would store not OK whatever was chosen). The inspector may still reject good rolls.
 */
function Choices(props: ChoicesProps) {
  const { reportNo, rollNo, date, grade, onCompleted, onLabel } = props;
  const rolls = useGradedRolls(reportNo, rollNo, grade);
  const advice = verdictAdvice(rolls);
  const [chosen, setChosen] = useState<Verdict | null>(null);
  const verdict = advice.okPossible ? (chosen ?? advice.verdict) : 'inspectNotOk';
  const [failure, setFailure] = useState<unknown>(null);
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const finish = async (completeReport: boolean, label = false) => {
    try {
      const jsonData = { reportNo, rollNo, completeReport, ...(completeReport ? { verdict } : {}) };
      // Closing the report waits for every roll of it still on the tablet; finishing the roll, for it.
      const chain = completeReport ? reportChain(reportNo) : rollChain(reportNo, rollNo);
      const kept = await saveQueued('postRollSummaryData', { jsonData }, { chain });
      const stale = savedKey('postRollSummaryData');
      afterSync(kept, () => void queryClient.invalidateQueries({ queryKey: stale }));
      if (completeReport) {
        // Read-only at once, offline too; the server's sheets replace these once it has the save.
        const stored = storedVerdict(rolls, verdict);
        markCompleted(queryClient, reportNo, stored);
        onCompleted(stored);
      } else if (label) onLabel(finishedLabel(queryClient, props));
      else void navigate({ to: '/select-create-roll', search: { reportNo, date } });
    } catch (error) {
      setFailure(error);
    }
  };

  return (
    <Stack gap="lg">
      <Button size="xl" mih={72} onClick={() => void finish(false)}>
        {m.defects_next_roll()}
      </Button>
      <Button
        size="lg"
        mih={56}
        variant="light"
        aria-describedby="label-why"
        onClick={() => void finish(false, true)}
      >
        {m.label_print_label()}
      </Button>
      <Text size="md" id="label-why" mt={-8}>
        {m.label_print_label_hint()}
      </Text>
      <Text fw={700} size="lg" id="verdict-label">
        {m.defects_or_close({ reportNo })}
      </Text>
      <ChoiceGroup
        name="verdict"
        labelledBy="verdict-label"
        value={verdict}
        onChange={setChosen}
        choices={[
          { value: 'inspectOk', label: m.defects_inspect_ok(), disabled: !advice.okPossible },
          { value: 'inspectNotOk', label: m.defects_inspect_not_ok() },
        ]}
      />
      <Text size="md" id="verdict-why">
        {adviceText(advice)}
      </Text>
      <Button
        size="xl"
        mih={72}
        variant="outline"
        aria-describedby="verdict-why"
        onClick={() => void finish(true)}
      >
        {m.defects_complete_report()}
      </Button>
      {failure !== null && (
        <Alert color="red" variant="light" title={m.defects_not_completed()}>
          {errorMessage(failure)}
        </Alert>
      )}
    </Stack>
  );
}

/**
 * Finishing a roll: on to the next roll, or close the report. The save is kept on the tablet when
 * offline; the server scores and grades the roll and stores the verdict by the same rule.
 * Memoised on plain values: a tap changes (mostly) none of them, so it is not rendered again.
 */
export const CompleteRoll = memo(function CompleteRoll(props: Omit<ChoicesProps, 'onLabel'>) {
  const [open, setOpen] = useState(false);
  const [label, setLabel] = useState<RollLabelFacts | null>(null);
  const refocus = useRef(false);
  const button = useRef<HTMLButtonElement>(null);
  // Back from the label, the focus returns here once the sheet is gone: while it is over the
  // screen the screen is inert and cannot take it.
  useEffect(() => {
    if (!refocus.current || label) return;
    refocus.current = false;
    button.current?.focus();
  }, [label]);
  return (
    <>
      <Button ref={button} size="xl" mih={72} color="green" fullWidth onClick={() => setOpen(true)}>
        {m.defects_complete_roll()}
      </Button>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title={m.defects_complete_roll_no({ rollNo: props.rollNo })}
        size="lg"
      >
        {/* Mounted only while open: the report's rolls are read when the inspector finishes. */}
        {open && (
          <Choices
            {...props}
            onCompleted={(v) => {
              setOpen(false);
              props.onCompleted(v);
            }}
            onLabel={(facts) => {
              setOpen(false);
              setLabel(facts);
            }}
          />
        )}
      </Modal>
      {label && (
        <FinishedRollLabel
          facts={label}
          date={props.date}
          onBack={() => {
            refocus.current = true;
            setLabel(null);
          }}
        />
      )}
    </>
  );
});
