import { memo } from 'react';
import classes from '../components/ScoreFigures.module.css';
import { useSettled } from '../lib/settle';

/**
 * Reads a tap screen's figures to a screen reader (polite, so it never cuts the reader off) once
 * they have settled: not for each tap of a quick run, not when the server's figures replace an
 * equal preview, not when the screen opens. The figures on screen are not a live region
 * themselves: each of their changes would be read.
 */
export const Announcer = memo(function Announcer({
  sentence,
  testId,
}: {
  sentence: string;
  testId?: string;
}) {
  const said = useSettled(sentence);
  return (
    // A plain span (Mantine's VisuallyHidden is a Box, heavier than this on every tap).
    <span
      className={classes.hidden}
      role="status"
      aria-live="polite"
      aria-atomic="true"
      data-testid={testId}
    >
      {said}
    </span>
  );
});
