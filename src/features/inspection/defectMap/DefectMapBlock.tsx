import { Title } from '@mantine/core';
import { m } from '../../../i18n';
import type { RollSheet } from '../queries';
import { DefectMap } from './DefectMap';

/** The roll sheet's defect map, under its heading: on screen and in the printed sheet. */
export function DefectMapBlock({
  sheet: { roll, mistakes },
}: {
  sheet: Pick<RollSheet, 'roll' | 'mistakes'>;
}) {
  return (
    <section>
      <Title order={3} mb="sm">
        {m.label_map_title()}
      </Title>
      <DefectMap
        rollNo={roll.rollNo}
        lengthM={roll.lengthM}
        widthCm={roll.widthMeasuredCm ?? roll.widthSpecCm}
        mistakes={mistakes}
      />
    </section>
  );
}

// The tap screen loads it only for a completed roll.
export default DefectMapBlock;
