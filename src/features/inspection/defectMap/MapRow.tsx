import { formatNumber } from '../../../i18n/format';
import {
  LANE_H,
  lanesIn,
  markRadius,
  NUMBER_SIZE,
  PAD_X,
  POINT_COLOUR,
  rowHeight,
  SCALE_SIZE,
  viewWidth,
} from './drawing';
import type { MapBar, MapMark, MapRow as Row } from './layout';
import classes from './defectMap.module.css';

interface Props {
  row: Row;
  rowM: number;
  strip: number;
  marks: readonly MapMark[];
  bars: readonly MapBar[];
  /** The row's name for a screen reader. */
  title: string;
  /** Each defect's words: its hover title. */
  said: (item: { id: string; n: number }) => string;
}

/** A number above the strip, with a hairline down to what it numbers. */
function DefectNumber({
  n,
  x,
  lane,
  lanes,
}: {
  n: number;
  x: number;
  lane: number;
  lanes: number;
}) {
  const baseline = (lanes - lane) * LANE_H - 0.22;
  return (
    <g aria-hidden="true">
      <line x1={x} x2={x} y1={baseline + 0.12} y2={lanes * LANE_H} className={classes.leader} />
      <text
        x={x}
        y={baseline}
        fontSize={NUMBER_SIZE}
        textAnchor="middle"
        className={classes.number}
      >
        {formatNumber(n)}
      </text>
    </g>
  );
}

/** One row of the roll's strip: the roll to scale, its defects, and the metres under it. */
export function MapRow({ row, rowM, strip, marks, bars, title, said }: Props) {
  const numbered = [...marks, ...bars.filter((b) => !b.cutStart)];
  const lanes = lanesIn(numbered.map((i) => i.lane));
  const top = lanes * LANE_H;
  const mid = top + strip / 2;
  const width = viewWidth(rowM);
  const height = rowHeight(lanes, strip);
  const at = (x: number) => PAD_X + x;
  return (
    <svg
      className={classes.row}
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      data-from={row.fromM}
      data-to={row.toM}
    >
      <title>{title}</title>
      <rect
        className={classes.strip}
        x={at(0)}
        y={top}
        width={row.toM - row.fromM}
        height={strip}
      />
      {row.ticks.map((t) => (
        <g key={t.m}>
          <line
            className={classes.tick}
            x1={at(t.x)}
            x2={at(t.x)}
            y1={top + strip}
            y2={top + strip + (t.major ? 0.55 : 0.3)}
          />
          {t.major && (
            <text
              x={at(t.x)}
              y={top + strip + 0.55 + SCALE_SIZE + 0.05}
              fontSize={SCALE_SIZE}
              textAnchor="middle"
              className={classes.scale}
            >
              {formatNumber(t.m, { max: 1 })}
            </text>
          )}
        </g>
      ))}
      {bars.map((b) => (
        <rect
          key={`${b.id}-${b.row}`}
          className={classes.bar}
          data-defect={b.n}
          data-beyond={b.beyond || undefined}
          x={at(b.x1)}
          y={top + strip * 0.2}
          width={Math.max(0.15, b.x2 - b.x1)}
          height={strip * 0.6}
          fill={POINT_COLOUR[b.points]}
        >
          <title>{said(b)}</title>
        </rect>
      ))}
      {marks.map((mk) => (
        <circle
          key={mk.id}
          className={mk.beyond ? classes.beyond : classes.mark}
          data-defect={mk.n}
          data-m={mk.atM}
          cx={at(mk.x)}
          cy={mid}
          r={markRadius(mk.points)}
          fill={mk.beyond ? '#fff' : POINT_COLOUR[mk.points]}
          stroke={mk.beyond ? POINT_COLOUR[mk.points] : undefined}
        >
          <title>{said(mk)}</title>
        </circle>
      ))}
      {numbered.map((i) => (
        <DefectNumber
          key={`n-${i.id}`}
          n={i.n}
          x={at('x1' in i ? i.x1 : i.x)}
          lane={i.lane}
          lanes={lanes}
        />
      ))}
    </svg>
  );
}
