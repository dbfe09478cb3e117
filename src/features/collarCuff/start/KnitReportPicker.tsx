import { useState } from 'react';
import { Button, Group, Loader, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { m } from '../../../i18n';
import { formatDate, formatKg, formatNumber } from '../../../i18n/format';
import { knitReportsQuery, recentLotsQuery, type KnitReport } from '../queries';

const SHOWN = 8;

/** The knitting reports that have a CC lot already, and that lot's number. */
export function useLotsOfKnitReports(): ReadonlyMap<string, { reportNo: string; open: boolean }> {
  const lots = useQuery(recentLotsQuery()).data?.rows ?? [];
  const map = new Map<string, { reportNo: string; open: boolean }>();
  for (const lot of lots) {
    if (lot.knitReportNo && !map.has(lot.knitReportNo))
      map.set(lot.knitReportNo, { reportNo: lot.reportNo, open: lot.status === 'ongoing' });
  }
  return map;
}

interface Props {
  chosen: string | null;
  onChoose: (r: KnitReport) => void;
  onContinue: (lotNo: string) => void;
  /** The knitting reports no lot has yet: what may be picked. */
  free: readonly KnitReport[] | undefined;
  lots: ReadonlyMap<string, { reportNo: string; open: boolean }>;
}

/**
 * The newest knitting reports, to start a lot from one: one tap each; a report with a lot already
 * says so and offers that lot instead.
 */
export function KnitReportPicker({ chosen, onChoose, onContinue, free, lots }: Props) {
  const reports = useQuery(knitReportsQuery());
  const [all, setAll] = useState(false);
  if (reports.isPending) return <Loader size="sm" aria-label={m.cc_knit_loading()} />;
  if (reports.isError && !reports.data) return <Text c="dimmed">{m.cc_knit_failed()}</Text>;
  const rows = reports.data.rows;
  if (rows.length === 0) return <Text c="dimmed">{m.cc_knit_none()}</Text>;
  const shown = all ? rows : rows.slice(0, SHOWN);
  const freeNos = new Set((free ?? []).map((r) => r.reportNo));

  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {shown.map((r) => {
          const lot = lots.get(r.reportNo);
          const picked = chosen === r.reportNo;
          return (
            <Paper
              key={r.reportNo}
              withBorder
              p="sm"
              style={
                picked
                  ? { borderColor: 'var(--mantine-primary-color-filled)', borderWidth: 3 }
                  : undefined
              }
            >
              <Stack gap={6}>
                <Group justify="space-between" gap="xs" wrap="wrap">
                  <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
                    {r.reportNo}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {formatDate(r.date)}
                  </Text>
                </Group>
                <Text style={{ overflowWrap: 'anywhere' }}>
                  {[r.itemName, r.colour, r.size].filter(Boolean).join(' · ')}
                </Text>
                <Text size="sm" c="dimmed">
                  {m.cc_knit_line({
                    machine: r.machine,
                    shift: r.shift,
                    rolls: formatNumber(r.rolls),
                    pieces: formatNumber(r.pieces - r.rejectedPieces),
                    kg: formatKg(r.kg),
                  })}
                </Text>
                {lot ? (
                  <Group gap="xs" wrap="wrap">
                    {/* Plain text, not a badge: a Tamil line wraps instead of being cut. */}
                    <Text
                      fw={700}
                      c={lot.open ? 'orange.9' : 'dimmed'}
                      style={{ overflowWrap: 'anywhere' }}
                    >
                      {lot.open
                        ? m.cc_knit_lot_open({ reportNo: lot.reportNo })
                        : m.cc_knit_lot_done({ reportNo: lot.reportNo })}
                    </Text>
                    {lot.open && (
                      <Button
                        size="md"
                        mih={44}
                        variant="default"
                        onClick={() => onContinue(lot.reportNo)}
                      >
                        {m.cc_knit_continue()}
                      </Button>
                    )}
                  </Group>
                ) : (
                  <Button
                    size="md"
                    mih={48}
                    variant={picked ? 'filled' : 'default'}
                    aria-pressed={picked}
                    disabled={!freeNos.has(r.reportNo)}
                    onClick={() => onChoose(r)}
                  >
                    {picked ? m.cc_knit_picked() : m.cc_knit_pick()}
                  </Button>
                )}
              </Stack>
            </Paper>
          );
        })}
      </SimpleGrid>
      {!all && rows.length > SHOWN && (
        <Button variant="subtle" size="lg" onClick={() => setAll(true)}>
          {m.cc_knit_show_all({ count: rows.length })}
        </Button>
      )}
    </Stack>
  );
}
