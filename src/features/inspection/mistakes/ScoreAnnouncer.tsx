import { memo } from 'react';
import { m } from '../../../i18n';
import { formatNumber } from '../../../i18n/format';
import type { Score } from '../scoring';
import classes from '../../../components/ScoreFigures.module.css';

import { useSettled } from '../../../lib/settle';

/** The score as one sentence, in the current language. */
export const scoreSentence = (score: Score): string =>
  score.grade === null
    ? m.tally_score_said_no_grade({ points: formatNumber(score.points) })
    : m.tally_score_said({
        points: formatNumber(score.points),
        per100: formatNumber(score.points100m2, { max: 1 }),
        grade: formatNumber(score.grade),
      });

/**
 * Reads the roll's score to a screen reader (polite, so it never cuts the reader off) once it has
 * settled: not for each tap of a quick run, not when the server's figures replace an equal
 * preview, not when the screen opens. The figures on screen are not a live region themselves:
 * each of their changes would be read.
 */
export const ScoreAnnouncer = memo(function ScoreAnnouncer({
  points,
  points100m2,
  grade,
}: Omit<Score, 'points100yd2'>) {
  const sentence = scoreSentence({ points, points100m2, points100yd2: null, grade });
  const said = useSettled(sentence);
  return (
    // A plain span (Mantine's VisuallyHidden is a Box, heavier than this on every tap).
    <span className={classes.hidden} role="status" aria-live="polite" aria-atomic="true">
      {said}
    </span>
  );
});
