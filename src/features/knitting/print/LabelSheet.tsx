import { useEffect, useRef } from 'react';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { m } from '../../../i18n';
import { formatDate, formatKg, formatNumber } from '../../../i18n/format';
import '../../../styles/print.css';
import type { BundleRow } from '../kept';
import { kindName, shiftShort } from '../labels';
import type { KnitReport } from '../queries';
import { drawCode128 } from '../../../components/print/barcode';
import './labels.css';

function Barcode({ value }: { value: string }) {
  const svg = useRef<SVGSVGElement>(null);
  useEffect(() => {
    if (svg.current) drawCode128(svg.current, value);
  }, [value]);
  return <svg ref={svg} role="img" aria-label={m.knitting_barcode_of({ rollNo: value })} />;
}

/** One bundle's label: its number as text and as a barcode, and what the bundle holds. */
function Label({ report, roll }: { report: KnitReport; roll: BundleRow & { rollNo: string } }) {
  const facts: [string, string][] = [
    [m.knitting_item(), `${kindName(report.kind)} · ${report.itemName}`],
    [m.knitting_colour(), report.colour],
    [m.knitting_size(), report.size],
    [
      m.knitting_pieces(),
      roll.rejectedPieces
        ? m.knitting_pieces_less_rejected({
            pieces: formatNumber(roll.pieces - roll.rejectedPieces),
            rejected: formatNumber(roll.rejectedPieces),
          })
        : formatNumber(roll.pieces),
    ],
    [m.knitting_kg(), formatKg(roll.kg, { max: 2 })],
    [m.knitting_machine(), report.machine],
    [m.knitting_shift(), shiftShort(report.shift)],
    [m.knitting_date(), formatDate(report.date)],
  ];
  return (
    <article className="knit-label" aria-label={roll.rollNo}>
      <div className="knit-label-no">{roll.rollNo}</div>
      <Barcode value={roll.rollNo} />
      <dl>
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </article>
  );
}

interface Props {
  report: KnitReport;
  rows: readonly BundleRow[];
  onBack: () => void;
}

/**
 * The label sheet of a report's bundles (or of one): a preview with Print and Back; printed, the
 * labels alone. Bundles still without a number (saved offline) get theirs once they reach the
 * server, and their labels then.
 */
export default function LabelSheet({ report, rows, onBack }: Props) {
  const numbered = rows.filter((r): r is BundleRow & { rollNo: string } => r.rollNo !== null);
  const waiting = rows.length - numbered.length;
  return (
    <Stack gap="md" className="knit-label-page">
      <Title order={2} size="h3">
        {m.knitting_labels_title({ count: numbered.length })}
      </Title>
      {waiting > 0 && <Text size="lg">{m.knitting_labels_waiting({ count: waiting })}</Text>}
      <Group gap="sm">
        <Button size="lg" mih={56} onClick={() => window.print()}>
          {m.knitting_print()}
        </Button>
        <Button size="lg" mih={56} variant="default" onClick={onBack}>
          {m.knitting_back_to_report()}
        </Button>
      </Group>
      <section className="knit-labels" aria-label={m.knitting_labels_sheet()}>
        {numbered.map((roll) => (
          <Label key={roll.rollNo} report={report} roll={roll} />
        ))}
      </section>
    </Stack>
  );
}
