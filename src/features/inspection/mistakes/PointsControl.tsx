import { memo } from 'react';
import { ActionIcon, Group, Text } from '@mantine/core';
import { m } from '../../../i18n';
import { formatMetres, formatNumber } from '../../../i18n/format';
import { ChoiceGroup } from './ChoiceGroup';

export type PointsChoice = 'default' | '1' | '2' | '3' | '4' | 'continuous';

interface Props {
  choice: PointsChoice;
  metres: number;
  onChoice: (c: PointsChoice) => void;
  onMetres: (m: number) => void;
}

const values: readonly PointsChoice[] = ['default', '1', '2', '3', '4', 'continuous'];

/** The choices in the current language (read while rendering: the language can change). */
const choices = () =>
  values.map((value) => ({
    value,
    label:
      value === 'default'
        ? m.defects_choice_default()
        : value === 'continuous'
          ? m.defects_choice_continuous()
          : formatNumber(Number(value)),
  }));

/**
 * Points for the NEXT tap only (then back to each defect's default); continuous runs by the metre.
 * Memoised: a tap leaves it as it was, and it is not rendered again then.
 */
export const PointsControl = memo(function PointsControl({
  choice,
  metres,
  onChoice,
  onMetres,
}: Props) {
  return (
    <div>
      <Text fw={700} size="md" id="points-label" mb={4}>
        {m.defects_points_next()}
      </Text>
      {/* Six choices of at least 48 px: they fit a phone's width and the tablet's side column. */}
      <ChoiceGroup
        name="points"
        labelledBy="points-label"
        value={choice}
        onChange={onChoice}
        choices={choices()}
        compact
      />
      {(choice === 'continuous' || choice === 'default') && (
        <Group mt="sm" gap="sm" wrap="nowrap" justify="center">
          <ActionIcon
            size={56}
            variant="default"
            aria-label={m.defects_metre_less()}
            onClick={() => onMetres(Math.max(1, metres - 1))}
          >
            <Text fz={28} fw={700}>
              −
            </Text>
          </ActionIcon>
          <Text fz={24} fw={800} miw={160} ta="center" aria-live="polite">
            {choice === 'default'
              ? m.defects_continuous_metres({ metres: formatMetres(metres) })
              : m.defects_metres_points({
                  metres: formatMetres(metres),
                  points: formatNumber(metres * 4),
                })}
          </Text>
          <ActionIcon
            size={56}
            variant="default"
            aria-label={m.defects_metre_more()}
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
});
