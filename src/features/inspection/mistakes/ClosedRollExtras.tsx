import { DefectMapBlock } from '../defectMap/DefectMapBlock';
import { RollLabelButton } from '../label/RollLabelButton';
import type { RollSheet } from '../queries';

/**
 * Under a completed roll's figures: its label (the last roll of a report is completed with the
 * report, so this is where its label is printed) and its defect map. Loaded only for a
 * completed roll.
 */
export default function ClosedRollExtras({ sheet }: { sheet: RollSheet }) {
  return (
    <>
      <div>
        <RollLabelButton sheet={sheet} />
      </div>
      <DefectMapBlock sheet={sheet} />
    </>
  );
}
