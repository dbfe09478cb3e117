import { Button } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { m } from '../../../i18n';
import { labelFacts, type RollLabelFacts } from '../label/facts';
import { Labels } from '../label/Labels';
import { rollSheetQuery, type RollSheet } from '../queries';

/** What the tap screen knows of the roll as it is finished (its figures may not be on the server yet). */
export interface FinishedRoll {
  reportNo: string;
  rollNo: string;
  /** The report's date, for the next roll's address. */
  date: string;
  grade: RollSheet['roll']['grade'];
  points100m2?: number | null;
}

/**
 * The finished roll's label: the roll's data as the tap screen read it (kept for offline use), its
 * grade and points as the screen shows them now, so the label prints offline too.
 */
export function finishedLabel(queryClient: QueryClient, roll: FinishedRoll): RollLabelFacts {
  const sheet = queryClient.getQueryData<RollSheet>(
    rollSheetQuery(roll.reportNo, roll.rollNo).queryKey,
  );
  const report = sheet?.report ?? {
    reportNo: roll.reportNo,
    date: roll.date,
    itemName: '',
    colour: null,
  };
  return labelFacts(report, {
    rollNo: roll.rollNo,
    kg: sheet?.roll.kg ?? Number.NaN,
    grade: roll.grade,
    points100m2: roll.points100m2 ?? sheet?.roll.points100m2 ?? null,
  });
}

/** The label over the tap screen: print it, then on to the next roll, or back to this one. */
export function FinishedRollLabel({
  facts,
  date,
  onBack,
}: {
  facts: RollLabelFacts;
  date: string;
  onBack: () => void;
}) {
  const navigate = useNavigate();
  return (
    <Labels
      labels={[facts]}
      title={m.label_title_roll({ rollNo: facts.rollNo })}
      initialFormat="thermal"
      onBack={onBack}
      backLabel={m.label_back_to_roll()}
      more={
        <Button
          size="lg"
          mih={56}
          variant="light"
          onClick={() =>
            void navigate({ to: '/select-create-roll', search: { reportNo: facts.reportNo, date } })
          }
        >
          {m.defects_next_roll()}
        </Button>
      }
    />
  );
}
