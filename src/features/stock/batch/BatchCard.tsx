import { useEffect, useRef } from 'react';
import { Alert, Button, Group, Loader, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ErrorState } from '../../../components/ErrorState';
import { m } from '../../../i18n';
import { formatDate, formatKg, formatNumber, MISSING } from '../../../i18n/format';
import '../../../styles/print.css';
import { drawCode128 } from '../../../components/print/barcode';
import './card.css';
import { batchCardQuery, type BatchCardData } from './queries';

function Barcode({ value }: { value: string }) {
  const svg = useRef<SVGSVGElement>(null);
  useEffect(() => {
    if (svg.current) drawCode128(svg.current, value);
  }, [value]);
  return <svg ref={svg} role="img" aria-label={m.batch_barcode_of({ batchNo: value })} />;
}

/** The card itself: number as text and barcode, what the batch is, where it goes, its rolls. */
function Card({ batch }: { batch: BatchCardData }) {
  const facts: [string, string][] = [
    [m.batch_item(), `${batch.itemName} (${batch.itemCode})`],
    [m.batch_colour(), batch.colour ?? MISSING],
    [m.batch_shade(), batch.shade ?? MISSING],
    [m.batch_lot(), batch.lot ?? MISSING],
    [m.batch_processor(), batch.processor ?? MISSING],
    [m.batch_machine(), batch.machine ?? MISSING],
    [m.batch_date(), formatDate(batch.date)],
    [m.batch_card_rolls(), formatNumber(batch.rolls)],
    [m.batch_card_kg(), formatKg(batch.totalKg)],
    [m.batch_card_stock_entry(), batch.stockEntryNo ?? MISSING],
  ];
  return (
    <article className="batch-card" aria-label={m.batch_card_of({ batchNo: batch.batchNo })}>
      <Title order={3} size="h4" ta="center">
        {m.batch_card_title()}
      </Title>
      <div className="batch-card-no">{batch.batchNo}</div>
      <Barcode value={batch.batchNo} />
      <dl>
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {batch.remarks && <p>{batch.remarks}</p>}
      <ol aria-label={m.batch_card_roll_list()}>
        {batch.rollRows.map((r) => (
          <li key={r.rollNo}>
            {r.rollNo} · {formatKg(r.kg)}
          </li>
        ))}
      </ol>
    </article>
  );
}

/**
 * A batch's card as the server holds it (just saved, or found again to reprint): a preview with
 * Print and New batch; printed, the card alone.
 */
export default function BatchCard({
  batchNo,
  justSaved,
  onNew,
}: {
  batchNo: string;
  /** Said above the card right after the save: where the rolls went. */
  justSaved: boolean;
  onNew: () => void;
}) {
  const query = useQuery(batchCardQuery(batchNo));
  return (
    <Stack gap="md" className="batch-card-page">
      {justSaved && query.data && (
        <Alert color="green" variant="light" title={m.batch_saved({ batchNo })} role="status">
          {m.batch_sent_to({
            rolls: formatNumber(query.data.rolls),
            kg: formatKg(query.data.totalKg),
            processor: query.data.processor ?? MISSING,
          })}
        </Alert>
      )}
      <Group gap="sm">
        <Button size="lg" mih={56} onClick={() => window.print()} disabled={!query.data}>
          {m.batch_print()}
        </Button>
        <Button size="lg" mih={56} variant="default" onClick={onNew}>
          {m.batch_new()}
        </Button>
      </Group>
      {query.isError ? (
        <ErrorState title={m.batch_card_not_loaded({ batchNo })} error={query.error} />
      ) : query.isPending ? (
        <Loader size="lg" aria-label={m.batch_loading()} />
      ) : (
        <Card batch={query.data} />
      )}
    </Stack>
  );
}
