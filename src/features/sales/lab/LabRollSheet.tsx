import { Alert, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ErrorState } from '../../../components/ErrorState';
import { m } from '../../../i18n';
import { formatDate, formatKg } from '../../../i18n/format';
import { sentRollsQuery } from '../orders/queries';

/** lab-rolls-modal: one roll sent for a lab order: its weight, batch, entry and where it went. */
export function LabRollSheet({ so, rollNo }: { so: string; rollNo: string }) {
  const sent = useQuery(sentRollsQuery(so));
  if (sent.isError) return <ErrorState title={m.order_not_loaded()} error={sent.error} />;
  if (sent.isPending) return <Loader size="lg" aria-label={m.order_loading()} />;
  const roll = sent.data.find((r) => r.rollNo === rollNo);
  if (!roll)
    return (
      <Alert color="yellow" m="md" title={m.order_roll_unknown({ roll: rollNo })}>
        {m.order_roll_unknown_detail({ order: so })}
      </Alert>
    );
  const facts: [string, string][] = [
    [m.order_col_kg(), formatKg(roll.qtyKg)],
    [m.order_col_code(), roll.itemCode],
    [m.order_col_batch(), roll.batchNo ?? '–'],
    [m.order_col_entry(), roll.stockEntryNo],
    [m.order_col_date(), formatDate(roll.postingDate)],
    [m.order_col_warehouse(), roll.warehouse],
  ];
  return (
    <Stack gap="md" p="md">
      <Title order={2} size="h3">
        {m.order_lab_roll_title({ roll: roll.rollNo, order: so })}
      </Title>
      <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="sm" m={0}>
        {facts.map(([label, value]) => (
          <div key={label}>
            <Text component="dt" c="dimmed" fw={600}>
              {label}
            </Text>
            <Text component="dd" size="xl" fw={700} m={0} style={{ overflowWrap: 'anywhere' }}>
              {value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
