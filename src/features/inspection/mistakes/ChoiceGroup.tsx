import { optionClass } from '../../../components/chosen';
import classes from './ChoiceGroup.module.css';

export interface Choice<T extends string> {
  readonly value: T;
  readonly label: string;
  readonly disabled?: boolean;
}

interface Props<T extends string> {
  /** The radios' group name: unique on the screen. */
  name: string;
  /** The id of the element naming the group. */
  labelledBy: string;
  value: T;
  onChange: (value: T) => void;
  choices: readonly Choice<T>[];
  /** `compact`: a phone's six points choices in one row. */
  compact?: boolean;
}

/**
 * One of a few choices, as native radios drawn as a row of segments: each at least 48 px square
 * (a gloved finger), arrow keys move between them, and a label of several words wraps instead of
 * being cut. Plain CSS, not Mantine's SegmentedControl: that one measures its segments to slide an
 * indicator on every change, work the defect screen cannot afford between two taps.
 */
export function ChoiceGroup<T extends string>({
  name,
  labelledBy,
  value,
  onChange,
  choices,
  compact,
}: Props<T>) {
  return (
    <div
      role="radiogroup"
      aria-labelledby={labelledBy}
      className={classes.group}
      data-compact={compact || undefined}
    >
      {choices.map((c) => (
        <label
          key={c.value}
          className={optionClass(classes.choice, c.value === value)}
          data-chosen={c.value === value || undefined}
          data-disabled={c.disabled || undefined}
        >
          <input
            type="radio"
            className={classes.radio}
            name={name}
            value={c.value}
            checked={c.value === value}
            disabled={c.disabled}
            onChange={() => onChange(c.value)}
          />
          <span className={classes.label}>{c.label}</span>
        </label>
      ))}
    </div>
  );
}
