import { lazy, Suspense, useMemo, useState } from 'react';
import { Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ErrorState } from '../../../components/ErrorState';
import { Stat } from '../../../components/Stat';
import { DataTable } from '../../../components/table/DataTable';
import { m } from '../../../i18n';
import { formatKg, formatNumber, formatPercent } from '../../../i18n/format';
import { callQuery } from '../../../lib/rpc';
import { sortRows } from '../../../lib/sortRows';
import { CsvButton } from '../../../components/table/CsvButton';
import { csvFileName, downloadCsv } from '../../../components/table/csv';
import { lossColumns, lossKgText, lossPercentText, toLines, type LossLine } from './columns';
import { isBeyond, lossTotals } from './loss';

// A batch's rolls open on a tap, in a drawer of their own.
const LossRolls = lazy(() => import('./LossRolls'));
import { PoField } from './PoField';
import { lossSearch } from './search';

function Loss({ po }: { po: string }) {
  const query = useQuery(callQuery('getPOProcessLossFromDB', { po_no: po }));
  const [sort, setSort] = useState<{ key: keyof LossLine & string; desc: boolean }>({
    key: 'severity',
    desc: true,
  });
  const [open, setOpen] = useState<LossLine | null>(null);
  const columns = useMemo(() => lossColumns(), []);
  const lines = useMemo(() => toLines(query.data ?? []), [query.data]);
  const sorted = useMemo(() => sortRows(lines, sort.key, sort.desc), [lines, sort]);
  if (query.isError) return <ErrorState title={m.loss_not_loaded({ po })} error={query.error} />;
  if (query.isPending) return <Loader size="lg" aria-label={m.loss_loading()} />;
  const totals = lossTotals(query.data);
  const tolerance = query.data[0]?.tolerancePercent;
  const title = m.loss_of({ po });
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="lg" fw={700}>
          {title}
        </Text>
        <CsvButton
          name={title}
          onExport={() => downloadCsv(csvFileName('process-loss', po), sorted, columns)}
        />
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        <Stat
          label={m.loss_total_in()}
          value={formatKg(totals.issuedKg)}
          detail={m.loss_rolls_back({
            back: formatNumber(totals.rollsReceived),
            issued: formatNumber(totals.rollsIssued),
          })}
        />
        <Stat
          label={m.loss_total_out()}
          value={formatKg(totals.finishKgOut)}
          detail={m.loss_pending({ kg: formatKg(totals.pendingKg) })}
        />
        <Stat
          label={totals.lossKg < 0 ? m.loss_total_gain() : m.loss_total_loss()}
          value={lossKgText(totals.lossKg)}
          detail={m.loss_over_back({
            pct: lossPercentText(totals.lossPercent),
            kg: formatKg(totals.backKg),
          })}
        />
        <Stat
          label={m.loss_total_beyond()}
          value={formatNumber(totals.beyond)}
          detail={
            tolerance === undefined ? '' : m.loss_tolerance({ pct: formatPercent(tolerance) })
          }
        />
      </SimpleGrid>
      <DataTable
        label={title}
        rows={sorted}
        columns={columns}
        rowKey={(r) => `${r.itemCode}|${r.batchNo ?? ''}`}
        rowName={(r) => (r.batchNo ? `${r.itemName} · ${r.batchNo}` : r.itemName)}
        note={(r) =>
          isBeyond(r.state)
            ? m.loss_beyond_note({
                pct: formatPercent(Math.abs(r.lossPercent ?? 0)),
                tolerance: formatPercent(r.tolerancePercent),
              })
            : null
        }
        onOpen={setOpen}
        sort={{
          ...sort,
          onSort: (key) => {
            const c = columns.find((x) => x.key === key);
            if (c) setSort((was) => ({ key: c.key, desc: was.key === c.key ? !was.desc : true }));
          },
        }}
        empty={m.loss_none()}
      />
      {open && (
        <Suspense fallback={null}>
          <LossRolls line={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </Stack>
  );
}

/**
 * process-loss: for one PO, greige kg issued to dyeing against finished kg received, per batch
 * and (one tap further) per roll, with the loss in kg and percent over what is back. A gain
 * (fabric takes up weight in dyeing) shows as one; a line beyond the mill's tolerance is said so
 * in words.
 */
export function ProcessLossPage({
  search: raw,
  onChange,
}: {
  search: unknown;
  onChange: (po: string | undefined) => void;
}) {
  const { po } = lossSearch.parse(raw);
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {m.loss_title()}
      </Title>
      <PoField key={po ?? ''} po={po} onShow={onChange} />
      {po === undefined ? (
        <Text size="lg" c="dimmed">
          {m.loss_pick_po()}
        </Text>
      ) : (
        <Loss po={po} />
      )}
    </Stack>
  );
}
