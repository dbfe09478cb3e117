import { useState } from 'react';
import { Button } from '@mantine/core';
import { m } from '../../../i18n';
import type { RollSheet } from '../queries';
import { labelFacts } from './facts';
import { Labels } from './Labels';

/** "Print label" for one inspected roll: its thermal label over the screen, A4 a choice away. */
export function RollLabelButton({ sheet: { report, roll } }: { sheet: RollSheet }) {
  const [shown, setShown] = useState(false);
  return (
    <>
      <Button size="lg" variant="default" className="no-print" onClick={() => setShown(true)}>
        {m.label_print_label()}
      </Button>
      {shown && (
        <Labels
          labels={[labelFacts(report, roll)]}
          title={m.label_title_roll({ rollNo: roll.rollNo })}
          initialFormat="thermal"
          onBack={() => setShown(false)}
        />
      )}
    </>
  );
}
