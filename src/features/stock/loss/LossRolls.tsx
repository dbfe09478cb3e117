import { useMemo } from 'react';
import { Drawer, Stack, Text } from '@mantine/core';
import { DataTable } from '../../../components/table/DataTable';
import { m } from '../../../i18n';
import { formatPercent } from '../../../i18n/format';
import { rollColumns, stateWords, toRollLines, type LossLine } from './columns';
import { isBeyond } from './loss';

/** One batch's rolls: each greige roll, the finish roll it came back as, and its loss. */
export default function LossRolls({ line, onClose }: { line: LossLine; onClose: () => void }) {
  const rows = useMemo(() => toRollLines(line.rolls), [line.rolls]);
  const columns = useMemo(() => rollColumns(), []);
  const heading = line.batchNo
    ? m.loss_rolls_of({ batchNo: line.batchNo })
    : m.loss_rolls_of_item({ item: line.itemName });
  return (
    <Drawer
      opened
      onClose={onClose}
      position="right"
      size="min(100%, 48rem)"
      title={
        <Text fw={700} size="lg">
          {heading}
        </Text>
      }
      closeButtonProps={{ 'aria-label': m.loss_close(), size: 'xl' }}
    >
      <Stack gap="sm">
        <Text size="lg">
          {line.itemName} · {stateWords[line.state]()} · {line.back}
        </Text>
        <DataTable
          label={heading}
          rows={rows}
          columns={columns}
          rowKey={(r) => r.greigeRollNo}
          rowName={(r) => r.greigeRollNo}
          note={(r) =>
            isBeyond(r.state)
              ? m.loss_beyond_note({
                  pct: formatPercent(Math.abs(r.lossPercent ?? 0)),
                  tolerance: formatPercent(line.tolerancePercent),
                })
              : null
          }
          empty={m.loss_no_rolls()}
        />
      </Stack>
    </Drawer>
  );
}
