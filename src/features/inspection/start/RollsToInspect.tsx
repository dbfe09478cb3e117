import { useState } from 'react';
import { Button, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { m } from '../../../i18n';
import { formatKg } from '../../../i18n/format';
import { callQuery } from '../../../lib/rpc';
import { sourceName } from '../labels';
import type { QiReport } from '../queries';

/** A trolley of rolls fits; a supplier's month of deliveries waits behind one more tap. */
const SHOWN = 12;

interface Props {
  report: QiReport;
  /** The roll being checked, if any: its button spins, the others wait. */
  checking: string | null;
  onPick: (rollNo: string) => void;
}

/** The order (or supplier) the report inspects, as the inspector names it. */
export const sourceOf = (r: QiReport): string =>
  r.sourceKind === 'supplier' || !r.sourceDocNo
    ? (r.supplier ?? sourceName(r.sourceKind))
    : `${sourceName(r.sourceKind)} ${r.sourceDocNo}`;

/**
 * The rolls of the report's order and item not inspected yet, to tap instead of typing a number.
 * A tap runs the same check as a typed or scanned number.
 */
export function RollsToInspect({ report, checking, onPick }: Props) {
  const [all, setAll] = useState(false);
  const rolls = useQuery(callQuery('getRollsToInspectFromDB', { jsonReportNo: report.reportNo }));
  const source = sourceOf(report);
  const title = (
    <Title order={2} size="h4" id="rolls-to-inspect">
      {m.start_waiting_title({ source })}
    </Title>
  );

  if (rolls.isPending)
    return rolls.fetchStatus === 'fetching' ? (
      <Loader size="sm" aria-label={m.start_waiting_loading()} />
    ) : null;
  if (rolls.isError && !rolls.data)
    return (
      <Text size="md" c="dimmed">
        {m.start_waiting_failed()}
      </Text>
    );
  if (rolls.data.length === 0)
    return (
      <Text size="md" c="dimmed">
        {m.start_waiting_none({ source })}
      </Text>
    );
  const shown = all ? rolls.data : rolls.data.slice(0, SHOWN);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="rolls-to-inspect">
      <Stack gap="sm">
        {title}
        <Text size="md" c="dimmed">
          {m.start_waiting_hint()}
        </Text>
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
          {shown.map((r) => (
            <Button
              key={r.rollNo}
              variant="default"
              size="lg"
              mih={64}
              h="auto"
              py={6}
              px={8}
              loading={checking === r.rollNo}
              disabled={checking !== null && checking !== r.rollNo}
              onClick={() => onPick(r.rollNo)}
              styles={{ label: { flexDirection: 'column', whiteSpace: 'normal' } }}
            >
              {/* On a phone a number breaks at its hyphen: GR-261120- / 0014. */}
              <Text span fw={700} size="md">
                {r.rollNo}
              </Text>
              <Text span size="sm" c="dimmed">
                {formatKg(r.kg)}
              </Text>
            </Button>
          ))}
        </SimpleGrid>
        {!all && rolls.data.length > SHOWN && (
          <Button variant="subtle" size="lg" onClick={() => setAll(true)}>
            {m.start_waiting_show_all({ count: rolls.data.length })}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
