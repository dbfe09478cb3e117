import { memo, useEffect, useState } from 'react';
import classes from '../../../components/ScoreFigures.module.css';
import { SETTLE_MS } from '../../../lib/settle';

/**
 * Reads the lot's count to a screen reader (polite) once it has settled: not for each tap of a
 * quick run, not when the screen opens, as the fabric screen's ScoreAnnouncer does.
 */
export const LotAnnouncer = memo(function LotAnnouncer({ sentence }: { sentence: string }) {
  const [said, setSaid] = useState(sentence);
  useEffect(() => {
    if (sentence === said) return;
    const timer = setTimeout(() => setSaid(sentence), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [sentence, said]);
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
