import { useId, type ReactNode } from 'react';
import { optionClass } from './chosen';
import classes from './Segmented.module.css';

export interface SegmentedOption<V extends string> {
  readonly value: V;
  readonly label: ReactNode;
}

type Named =
  /** The id of the element that names the group (a visible label)… */
  | { readonly labelledBy: string; readonly label?: never }
  /** …or its name, when the screen around it already says what it is. */
  | { readonly label: string; readonly labelledBy?: never };

type Props<V extends string> = Named & {
  readonly value: V;
  readonly onChange: (value: V) => void;
  readonly data: readonly SegmentedOption<V>[];
  /** Options wrap onto more rows when they do not fit side by side (a phone, long words). */
  readonly wrap?: boolean;
};

/**
 * A choice of a few options drawn as one segmented bar: native radio buttons styled by CSS alone.
 * Used instead of Mantine's SegmentedControl on screens that must draw fast, since that one
 * measures the layout on mount and on every change to slide its indicator (tens of milliseconds
 * on a cheap tablet, on the first screen a user sees and on every tap). Keyboard and screen
 * readers get a real radio group; each segment is at least 44 px high and wraps long words. The
 * chosen segment looks as a chosen option does everywhere (Chosen.module.css).
 */
export function Segmented<V extends string>(props: Props<V>) {
  const { labelledBy, label, value, onChange, data, wrap } = props;
  const name = useId();
  return (
    <div
      role="radiogroup"
      aria-labelledby={labelledBy}
      aria-label={label}
      className={classes.group}
      data-wrap={wrap ? 'true' : undefined}
    >
      {data.map((option) => (
        <label
          key={option.value}
          className={optionClass(classes.option, value === option.value)}
          data-chosen={value === option.value || undefined}
        >
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
            className={classes.radio}
          />
          <span className={classes.text}>{option.label}</span>
        </label>
      ))}
    </div>
  );
}
