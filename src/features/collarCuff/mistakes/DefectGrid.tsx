import { memo, useMemo } from 'react';
import { m as msg, useLocale } from '../../../i18n';
import { formatNumber } from '../../../i18n/format';
import classes from '../../../components/TapScreen.module.css';
import { mistakeName } from '../../../lib/mistakeName';
import type { MistakeType } from '../queries';

/** One defect's button: a tap is one rejected piece. Plain elements: every tap renders it. */
const DefectButton = memo(function DefectButton({
  type,
  n,
  disabled,
  onTap,
}: {
  type: MistakeType;
  n: number;
  disabled: boolean;
  onTap: (mistake: string) => void;
}) {
  const locale = useLocale();
  // Shown in the tablet's language; the tap is saved by the English name.
  const name = useMemo(() => mistakeName(type.name, type.nameTa, locale), [type, locale]);
  return (
    <button
      type="button"
      className={classes.mistake}
      disabled={disabled}
      onClick={() => onTap(type.name)}
      aria-label={
        n
          ? msg.cc_defect_button_so_far({ name, count: formatNumber(n) })
          : msg.cc_defect_button({ name })
      }
    >
      <span className={classes.mistakeName}>{name}</span>
      <span className={classes.mistakeMeta}>
        {msg.cc_defect_meta()}
        {n > 0 && (
          <span className={classes.count} aria-hidden="true">
            {formatNumber(n)}
          </span>
        )}
      </span>
    </button>
  );
});

/** The collar & cuff defects, one button each; disabled once every piece of the roll is rejected. */
export function DefectGrid({
  types,
  counts,
  full,
  onTap,
}: {
  types: readonly MistakeType[];
  counts: ReadonlyMap<string, number>;
  full: boolean;
  onTap: (mistake: string) => void;
}) {
  return (
    <div className={classes.grid} role="group" aria-label={msg.cc_defect_grid()}>
      {types.map((t) => (
        <DefectButton
          key={t.name}
          type={t}
          n={counts.get(t.name) ?? 0}
          disabled={full}
          onTap={onTap}
        />
      ))}
    </div>
  );
}
