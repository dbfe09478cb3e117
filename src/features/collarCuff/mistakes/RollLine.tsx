import { memo } from 'react';
import { Text } from '@mantine/core';
import { m } from '../../../i18n';
import { formatNumber } from '../../../i18n/format';
import type { CcRollSheet } from '../queries';

/** What the screen is about: the roll, its item, colour and size, and its pieces. */
export const RollLine = memo(function RollLine({
  report,
  roll,
}: Pick<CcRollSheet, 'report' | 'roll'>) {
  const details = [report.itemName, report.colour, roll.size ?? report.size].filter(Boolean);
  return (
    <Text size="lg" fw={700} style={{ overflowWrap: 'anywhere' }}>
      {m.cc_roll_line({
        rollNo: roll.rollNo,
        item: details.join(' · '),
        pieces: formatNumber(roll.pieces),
      })}
    </Text>
  );
});
