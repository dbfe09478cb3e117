import { m } from '../../../i18n';
import { markRadius, POINT_COLOUR } from './drawing';
import type { Points } from './layout';
import classes from './defectMap.module.css';

const POINTS: readonly Points[] = [1, 2, 3, 4];

/** What the marks mean: points by size and colour, a run as a bar, one past the roll's end. */
export function MapKey({ beyond }: { beyond: boolean }) {
  return (
    <ul className={classes.key} aria-label={m.label_map_key()}>
      {POINTS.map((p) => (
        <li key={p}>
          <svg className={classes.swatch} viewBox="0 0 2 1" aria-hidden="true">
            <circle
              className={classes.mark}
              cx={1}
              cy={0.5}
              r={markRadius(p)}
              fill={POINT_COLOUR[p]}
            />
          </svg>
          {m.label_map_points({ count: p })}
        </li>
      ))}
      <li>
        <svg className={classes.swatch} viewBox="0 0 2 1" aria-hidden="true">
          <rect
            className={classes.bar}
            x={0.1}
            y={0.2}
            width={1.8}
            height={0.6}
            fill={POINT_COLOUR[4]}
          />
        </svg>
        {m.label_map_continuous()}
      </li>
      {beyond && (
        <li>
          <svg className={classes.swatch} viewBox="0 0 2 1" aria-hidden="true">
            <circle
              className={classes.beyond}
              cx={1}
              cy={0.5}
              r={markRadius(2)}
              fill="#fff"
              stroke={POINT_COLOUR[2]}
            />
          </svg>
          {m.label_map_beyond_key()}
        </li>
      )}
    </ul>
  );
}
