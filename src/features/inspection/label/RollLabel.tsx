import { useEffect, useMemo, useRef } from 'react';
import { drawCode128 } from '../../../components/print/barcode';
import { m } from '../../../i18n';
import { formatDate, formatKg, formatNumber, MISSING } from '../../../i18n/format';
import type { RollLabelFacts } from './facts';
import { rollCode, rollQr, type QrModule } from './qr';

function Barcode({ rollNo }: { rollNo: string }) {
  const svg = useRef<SVGSVGElement>(null);
  useEffect(() => {
    if (svg.current) drawCode128(svg.current, rollCode(rollNo));
  }, [rollNo]);
  return (
    <svg
      ref={svg}
      className="roll-label-barcode"
      role="img"
      aria-label={m.label_barcode_of({ rollNo })}
      data-code={rollCode(rollNo)}
    />
  );
}

function Qr({ rollNo, qr }: { rollNo: string; qr: QrModule }) {
  const { size, d } = useMemo(() => rollQr(qr, rollNo), [qr, rollNo]);
  return (
    <svg
      className="roll-label-qr"
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      role="img"
      aria-label={m.label_qr_of({ rollNo })}
      data-code={rollCode(rollNo)}
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
}

/**
 * One fabric roll's label: its number large, as a QR code and as Code 128, and what the roll is
 * (item, colour, kg, grade, points per 100 m²), with its report and date small. Drawn in label
 * units (labels.css) so the same layout fills a 100 × 75 mm thermal label, an A4 sheet's cell and
 * a phone's preview.
 */
export function RollLabel({ facts, qr }: { facts: RollLabelFacts; qr: QrModule }) {
  const grade = facts.grade === null ? m.label_not_graded() : formatNumber(facts.grade);
  const rows: [string, string][] = [
    [m.label_colour(), facts.colour ?? MISSING],
    [m.label_weight(), formatKg(facts.kg, { max: 2 })],
    [m.label_grade(), grade],
    [m.label_per_m2(), formatNumber(facts.points100m2, { max: 1 })],
  ];
  return (
    <article className="roll-label" aria-label={facts.rollNo}>
      <div className="roll-label-top">
        <div className="roll-label-main">
          <div className="roll-label-no">{facts.rollNo}</div>
          <div className="roll-label-item" title={m.label_item()}>
            {facts.itemName}
          </div>
          <dl className="roll-label-facts">
            {rows.map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <Qr rollNo={facts.rollNo} qr={qr} />
      </div>
      <Barcode rollNo={facts.rollNo} />
      <div className="roll-label-foot">
        {m.label_report_date({ reportNo: facts.reportNo, date: formatDate(facts.date) })}
      </div>
    </article>
  );
}
