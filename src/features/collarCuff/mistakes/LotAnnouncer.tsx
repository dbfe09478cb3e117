import { memo } from 'react';
import classes from '../../../components/ScoreFigures.module.css';
import { useSettled } from '../../../lib/settle';

/**
 * Reads the lot's count to a screen reader (polite) once it has settled: not for each tap of a
 * quick run, not when the screen opens, as the fabric screen's ScoreAnnouncer does.
 */
export const LotAnnouncer = memo(function LotAnnouncer({ sentence }: { sentence: string }) {
  const said = useSettled(sentence);
  return (
    <span
      className={classes.hidden}
      role="status"
      aria-live="polite"
      aria-atomic="true"
      data-testid="lot-said"
    >
      {said}
    </span>
  );
});
