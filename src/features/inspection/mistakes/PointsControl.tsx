import { ActionIcon, Group, SegmentedControl, Text } from '@mantine/core';

export type PointsChoice = 'default' | '1' | '2' | '3' | '4' | 'continuous';

interface Props {
  choice: PointsChoice;
  metres: number;
  onChoice: (c: PointsChoice) => void;
  onMetres: (m: number) => void;
}

const choices: { value: PointsChoice; label: string }[] = [
  { value: 'default', label: 'Default' },
  { value: '1', label: '1' },
  { value: '2', label: '2' },
  { value: '3', label: '3' },
  { value: '4', label: '4' },
  { value: 'continuous', label: 'Continuous' },
];
const isChoice = (v: string): v is PointsChoice => choices.some((c) => c.value === v);

/** Points for the NEXT tap only (then back to each defect's default); continuous runs by the metre. */
export function PointsControl({ choice, metres, onChoice, onMetres }: Props) {
  return (
    <div>
      <Text fw={700} size="md" id="points-label" mb={4}>
        Points for the next tap
      </Text>
      <SegmentedControl
        aria-labelledby="points-label"
        fullWidth
        size="lg"
        // Six choices must fit the 440 px side column of a landscape tablet.
        styles={{ label: { paddingInline: 6 } }}
        value={choice}
        onChange={(v) => isChoice(v) && onChoice(v)}
        data={choices}
      />
      {(choice === 'continuous' || choice === 'default') && (
        <Group mt="sm" gap="sm" wrap="nowrap" justify="center">
          <ActionIcon
            size={56}
            variant="default"
            aria-label="One metre less"
            onClick={() => onMetres(Math.max(1, metres - 1))}
          >
            <Text fz={28} fw={700}>
              −
            </Text>
          </ActionIcon>
          <Text fz={24} fw={800} miw={160} ta="center" aria-live="polite">
            {choice === 'default' ? `Continuous: ${metres} m` : `${metres} m = ${metres * 4} pt`}
          </Text>
          <ActionIcon
            size={56}
            variant="default"
            aria-label="One metre more"
            onClick={() => onMetres(Math.min(200, metres + 1))}
          >
            <Text fz={28} fw={700}>
              +
            </Text>
          </ActionIcon>
        </Group>
      )}
    </div>
  );
}
