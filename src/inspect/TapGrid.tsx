import { memo, useMemo } from 'react';
import classes from '../components/TapScreen.module.css';
import { useLocale } from '../i18n';
import { formatNumber } from '../i18n/format';
import { mistakeName } from '../lib/mistakeName';
import type { ButtonWords, DefectType } from './kind';

interface ButtonProps<Ty extends DefectType> {
  type: Ty;
  n: number;
  disabled: boolean;
  onTap: (type: Ty) => void;
  words: (type: Ty, name: string) => ButtonWords;
}

/**
 * One defect's button; memoised, so a tap renders again only the button whose count changed. A
 * plain button and span (no Mantine component): it is what every tap renders.
 */
function TapButton<Ty extends DefectType>({ type, n, disabled, onTap, words }: ButtonProps<Ty>) {
  const locale = useLocale();
  // Shown in the tablet's language; the tap itself is saved by the English name. Worked out once
  // per defect and language, not on each tap: a plural picks its form through Intl.PluralRules,
  // which is made anew on every call.
  const shown = useMemo(() => {
    const name = mistakeName(type.name, type.nameTa, locale);
    return { name, ...words(type, name) };
  }, [type, locale, words]);
  return (
    <button
      type="button"
      className={classes.mistake}
      data-continuous={shown.continuous || undefined}
      disabled={disabled}
      onClick={() => onTap(type)}
      aria-label={n ? shown.soFar(formatNumber(n)) : shown.label}
    >
      <span className={classes.mistakeName}>{shown.name}</span>
      <span className={classes.mistakeMeta}>
        {shown.meta}
        {n > 0 && (
          <span className={classes.count} aria-hidden="true">
            {formatNumber(n)}
          </span>
        )}
      </span>
    </button>
  );
}
const Button = memo(TapButton) as typeof TapButton;

/** The defect buttons in the grid's order; none takes a tap once the roll is `full`. */
export function TapGrid<Ty extends DefectType>({
  types,
  counts,
  full,
  onTap,
  label,
  words,
}: {
  types: readonly Ty[];
  counts: ReadonlyMap<string, number>;
  full: boolean;
  onTap: (type: Ty) => void;
  label: string;
  words: (type: Ty, name: string) => ButtonWords;
}) {
  return (
    <div className={classes.grid} role="group" aria-label={label}>
      {types.map((t) => (
        <Button
          key={t.name}
          type={t}
          n={counts.get(t.name) ?? 0}
          disabled={full}
          onTap={onTap}
          words={words}
        />
      ))}
    </div>
  );
}
