import { memo, useMemo } from 'react';
import { m as msg, useLocale } from '../../../i18n';
import { formatNumber } from '../../../i18n/format';
import { mistakeName } from '../mistakeName';
import type { MistakeMaster } from '../queries';
import classes from '../../../components/TapScreen.module.css';

interface Props {
  master: readonly MistakeMaster[];
  counts: ReadonlyMap<string, number>;
  onTap: (m: MistakeMaster) => void;
}

/**
 * One defect's button; memoised, so a tap renders again only the button whose count changed. A
 * plain button and span (no Mantine component): it is what every tap renders.
 */
const MistakeButton = memo(function MistakeButton({
  m,
  n,
  onTap,
}: {
  m: MistakeMaster;
  n: number;
  onTap: (m: MistakeMaster) => void;
}) {
  const locale = useLocale();
  // Shown in the tablet's language; the tap itself is saved by the English name (onTap). Worked
  // out once per defect and language, not on each tap: the plural picks its form through
  // Intl.PluralRules, which is made anew on every call.
  const { name, points, meta } = useMemo(
    () => ({
      name: mistakeName(m.name, m.nameTa, locale),
      points: m.continuous
        ? msg.defects_points_a_metre({ points: formatNumber(4) })
        : msg.defects_points({ count: m.defaultPoints }),
      meta: m.continuous
        ? msg.defects_pt_metre({ points: formatNumber(4) })
        : msg.defects_pt({ points: formatNumber(m.defaultPoints) }),
    }),
    [m, locale],
  );
  return (
    <button
      type="button"
      className={classes.mistake}
      data-continuous={m.continuous || undefined}
      onClick={() => onTap(m)}
      aria-label={
        n
          ? msg.defects_button_so_far({ name, points, count: formatNumber(n) })
          : msg.defects_button({ name, points })
      }
    >
      <span className={classes.mistakeName}>{name}</span>
      <span className={classes.mistakeMeta}>
        {meta}
        {n > 0 && (
          <span className={classes.count} aria-hidden="true">
            {formatNumber(n)}
          </span>
        )}
      </span>
    </button>
  );
});

/** The defect buttons in the report's fixed order (gridOrder.ts). */
export function MistakeGrid({ master, counts, onTap }: Props) {
  return (
    <div className={classes.grid} role="group" aria-label={msg.defects_grid()}>
      {master.map((m) => (
        <MistakeButton key={m.name} m={m} n={counts.get(m.name) ?? 0} onTap={onTap} />
      ))}
    </div>
  );
}
