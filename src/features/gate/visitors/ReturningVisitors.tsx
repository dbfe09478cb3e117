import { Button, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { m } from '../../../i18n';
import { formatDate, formatNumber } from '../../../i18n/format';
import { callQuery } from '../../../lib/rpc';
import { phoneToLookUp, type ReturningVisitor } from './form';

/**
 * Earlier visitors with the phone being typed: one tap fills the form, so a returning visitor is
 * through in seconds. Quiet while nothing matches; a failed lookup only says so (the form still works).
 */
export function ReturningVisitors({
  phone,
  onPick,
}: {
  phone: string;
  onPick: (visitor: ReturningVisitor) => void;
}) {
  const [settled] = useDebouncedValue(phoneToLookUp(phone), 300);
  const found = useQuery({
    ...callQuery('getVistorDataFromERPNext', { jsonData: settled ?? '' }),
    enabled: settled !== null,
    staleTime: 60_000,
  });
  if (settled === null) return null;
  if (found.isError)
    return (
      <Text size="md" c="dimmed">
        {m.gate_lookup_failed()}
      </Text>
    );
  const visitors = found.data ?? [];
  if (visitors.length === 0) return null;
  return (
    <Stack gap={6} aria-live="polite">
      <Text fw={600} size="lg">
        {m.gate_returning_found()}
      </Text>
      {visitors.slice(0, 4).map((v) => (
        <Button
          key={`${v.phone}|${v.name}`}
          size="lg"
          mih={56}
          h="auto"
          py={8}
          variant="light"
          justify="flex-start"
          onClick={() => onPick(v)}
          styles={{ label: { whiteSpace: 'normal', textAlign: 'start' } }}
        >
          {m.gate_returning_use({
            name: v.name,
            company: v.company,
            date: formatDate(v.lastVisitAt),
            visits: formatNumber(v.visits),
          })}
        </Button>
      ))}
    </Stack>
  );
}
