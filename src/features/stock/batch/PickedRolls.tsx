import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { m } from '../../../i18n';
import { formatKg, formatNumber } from '../../../i18n/format';
import { runningKg, type Candidate } from './pick';

/**
 * The rolls in the batch so far, in the order picked, with the running count and kg; each can be
 * taken out again. The kg is the list's; the server totals the saved batch itself.
 */
export function PickedRolls({
  picked,
  targetKg,
  onRemove,
}: {
  picked: readonly Candidate[];
  /** What the chosen indent still asks for, to compare the running kg with. */
  targetKg: number | null;
  onRemove: (roll: Candidate) => void;
}) {
  const total = runningKg(picked);
  return (
    <Stack gap="sm" component="section" aria-label={m.batch_picked()}>
      <Paper withBorder p="md" aria-live="polite" data-testid="running-kg">
        <Text size="md" c="dimmed" fw={600}>
          {m.batch_running()}
        </Text>
        <Text fz={{ base: 26, sm: 32 }} fw={800} lh={1.2}>
          {m.batch_running_value({
            count: total.rolls,
            rolls: formatNumber(total.rolls),
            kg: formatKg(total.kg),
          })}
        </Text>
        {targetKg !== null && (
          <Text size="md">
            {m.batch_indent_target({ kg: formatKg(targetKg), left: formatKg(targetKg - total.kg) })}
          </Text>
        )}
      </Paper>
      {picked.length === 0 ? (
        <Text size="lg" c="dimmed">
          {m.batch_none_picked()}
        </Text>
      ) : (
        <Stack gap={4} component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
          {picked.map((r, i) => (
            <Group
              key={r.rollNo}
              component="li"
              justify="space-between"
              gap="sm"
              wrap="nowrap"
              py={4}
              style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
            >
              <Text size="lg" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                {i + 1}. <b>{r.rollNo}</b> · {formatKg(r.kg)}
              </Text>
              <Button
                variant="subtle"
                color="red"
                mih={44}
                onClick={() => onRemove(r)}
                aria-label={m.batch_remove_roll({ rollNo: r.rollNo })}
              >
                {m.batch_remove()}
              </Button>
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
