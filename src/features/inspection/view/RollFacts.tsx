import { Alert, Group, SimpleGrid, Text } from '@mantine/core';
import { GradeBadge } from '../../../components/GradeBadge';
import { formatRate } from '../../../components/table/cells';
import { m } from '../../../i18n';
import { formatCm, formatKg, formatMetres, formatNumber, MISSING } from '../../../i18n/format';
import type { RollRow } from '../queries';
import { GradeWhy } from './GradeWhy';

const one = (n: number | null) => formatNumber(n, { max: 1 });

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="sm" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text size="lg" fw={600}>
        {value}
      </Text>
    </div>
  );
}

/**
 * The measurements the roll was saved without, in words: a roll saves with none of them (the
 * inspector may measure later), and a blank beside "measured" is easily read past.
 */
function Unmeasured({ roll }: { roll: RollRow }) {
  const missing = [
    roll.gsmMeasured === null && m.sheet_unmeasured_gsm(),
    roll.widthMeasuredCm === null && m.sheet_unmeasured_width(),
    roll.lengthM === null && m.sheet_unmeasured_length(),
  ].filter((what) => what !== false);
  if (missing.length === 0) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      mb="sm"
      title={m.sheet_unmeasured_title()}
      // Part of the sheet, not news: read in its place, not announced on opening.
      role="note"
      data-testid="roll-unmeasured"
    >
      {m.sheet_unmeasured({ what: missing.join(', ') })}
    </Alert>
  );
}

/** A roll's data and its score, as shown on screen and printed. */
export function RollFacts({ roll }: { roll: RollRow }) {
  return (
    <>
      <Unmeasured roll={roll} />
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" verticalSpacing="xs">
        <Fact label={m.sheet_roll()} value={roll.rollNo} />
        <Fact label={m.sheet_greige_roll()} value={roll.greigeRollNo} />
        <Fact label={m.sheet_finish_roll()} value={roll.finishRollNo ?? MISSING} />
        <Fact
          label={m.sheet_status()}
          value={roll.status === 'ongoing' ? m.sheet_being_inspected() : m.sheet_status_completed()}
        />
        <Fact label={m.sheet_weight()} value={formatKg(roll.kg)} />
        <Fact
          label={m.sheet_gsm_spec_measured()}
          value={`${one(roll.gsmSpec)} / ${one(roll.gsmMeasured)}`}
        />
        <Fact
          label={m.sheet_width_spec_measured()}
          value={`${formatCm(roll.widthSpecCm)} / ${formatCm(roll.widthMeasuredCm)}`}
        />
        <Fact label={m.sheet_length()} value={formatMetres(roll.lengthM)} />
        <Fact label={m.sheet_shade()} value={roll.shade ?? MISSING} />
        <Fact label={m.sheet_remarks()} value={roll.remarks ?? MISSING} />
      </SimpleGrid>
      <Group mt="md" gap="xl">
        <Fact label={m.sheet_mistakes()} value={formatNumber(roll.mistakes)} />
        <Fact label={m.sheet_points()} value={formatNumber(roll.points)} />
        <Fact label={m.sheet_per_m2()} value={formatRate(roll.points100m2)} />
        <Fact label={m.sheet_per_yd2()} value={formatRate(roll.points100yd2)} />
        <GradeBadge grade={roll.grade} size="xl" />
      </Group>
      <GradeWhy grade={roll.grade} reasons={roll.gradeReasons} />
    </>
  );
}
