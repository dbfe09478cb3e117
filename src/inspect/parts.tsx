/** Small parts of the tap screens, each memoised so a tap renders none of them again needlessly. */
import { memo } from 'react';
import { Button, Text, type ButtonProps } from '@mantine/core';
import { LinkButton } from '../components/LinkButton';
import classes from '../components/ScoreFigures.module.css';
import type { KindAction } from './kind';

/** What the screen is about: the roll and what it is, in one line. */
export const RollLine = memo(function RollLine({ line }: { line: string }) {
  return (
    <Text size="lg" fw={700} style={{ overflowWrap: 'anywhere' }}>
      {line}
    </Text>
  );
});

/** Undo, naming the last tap; memoised, so it renders only when its label changes. */
export const UndoButton = memo(function UndoButton({
  label,
  disabled,
  onUndo,
}: {
  label: string;
  disabled: boolean;
  onUndo: () => void;
}) {
  return (
    <Button size="xl" mih={64} variant="default" onClick={onUndo} disabled={disabled}>
      {label}
    </Button>
  );
});

/** One of a kind's links as a button; memoised, so a tap whose link is the same leaves it. */
export const ActionButton = memo(function ActionButton({
  action,
  size,
  mih,
}: {
  action: KindAction;
  size: ButtonProps['size'];
  mih: number;
}) {
  return (
    <LinkButton size={size} mih={mih} variant={action.variant} {...action.link}>
      {action.label}
    </LinkButton>
  );
});

/** One of the side column's figures: the value, and what it counts under it. */
export function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className={classes.figure}>
      <span className={classes.value}>{value}</span>
      <span className={classes.label}>{label}</span>
    </div>
  );
}
