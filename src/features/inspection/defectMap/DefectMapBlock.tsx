import { Text, Title } from '@mantine/core';
import { rollLengthM } from '@rules';
import { m } from '../../../i18n';
import type { RollSheet } from '../queries';
import { DefectMap } from './DefectMap';

/** The roll sheet's defect map, under its heading: on screen and in the printed sheet. */
export function DefectMapBlock({
  sheet: { roll, mistakes },
}: {
  sheet: Pick<RollSheet, 'roll' | 'mistakes'>;
}) {
  const widthCm = roll.widthMeasuredCm ?? roll.widthSpecCm;
  // Knitted rolls are weighed, rarely measured: their length then comes from kg, GSM and width.
  const length = rollLengthM({
    kg: roll.kg,
    gsm: roll.gsmMeasured ?? roll.gsmSpec,
    widthCm,
    lengthM: roll.lengthM,
  });
  return (
    <section>
      <Title order={3} mb="sm">
        {m.label_map_title()}
      </Title>
      {length && !length.measured && (
        <Text size="sm" c="dimmed" mb="xs">
          {m.label_map_length_worked_out()}
        </Text>
      )}
      <DefectMap
        rollNo={roll.rollNo}
        lengthM={length?.metres ?? null}
        widthCm={widthCm}
        mistakes={mistakes}
      />
    </section>
  );
}

// The tap screen loads it only for a completed roll.
export default DefectMapBlock;
