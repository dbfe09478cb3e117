import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { LinkButton } from '../../components/LinkButton';
import { m } from '../../i18n';
import { formatNumber } from '../../i18n/format';
import { ccLotQuery } from './queries';

/**
 * The lot's rolls (bundles), to move between them: the sample is spread over the lot, so an
 * inspector checks pieces from each. `to` is the screen each roll opens on.
 */
export function LotRolls({
  reportNo,
  rollNo,
  to,
}: {
  reportNo: string;
  rollNo: string;
  to: '/collar-cuff-details' | '/collar-cuff-mistake-details';
}) {
  const lot = useQuery(ccLotQuery(reportNo));
  const rolls = lot.data?.rollRows ?? [];
  if (rolls.length < 2) return null;
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby="cc-lot-rolls">
      <Stack gap="xs">
        <Title order={2} size="h5" id="cc-lot-rolls">
          {m.cc_lot_rolls({ count: rolls.length })}
        </Title>
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs">
          {rolls.map((r) => (
            <LinkButton
              key={r.rollNo}
              to={to}
              search={{ reportNo, rollNo: r.rollNo }}
              variant={r.rollNo === rollNo ? 'filled' : 'default'}
              aria-current={r.rollNo === rollNo ? 'page' : undefined}
              size="md"
              mih={56}
              h="auto"
              py={4}
              px={6}
              styles={{ label: { flexDirection: 'column', whiteSpace: 'normal' } }}
            >
              <Text span fw={700} size="sm" style={{ overflowWrap: 'anywhere' }}>
                {r.rollNo}
              </Text>
              <Text span size="xs">
                {m.cc_roll_checked_short({
                  checked: formatNumber(r.piecesChecked),
                  pieces: formatNumber(r.pieces),
                })}
              </Text>
            </LinkButton>
          ))}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
