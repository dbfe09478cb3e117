import { memo } from 'react';
import { m } from '../../../i18n';
import { formatNumber } from '../../../i18n/format';
import { Announcer } from '../../../inspect/Announcer';
import type { Score } from '../scoring';

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
 * Reads the roll's score out once it has settled (src/inspect/Announcer.tsx); memoised on the
 * figures, so the sentence is worded again only when one of them changes.
 */
export const ScoreAnnouncer = memo(function ScoreAnnouncer({
  points,
  points100m2,
  grade,
}: Omit<Score, 'points100yd2'>) {
  return <Announcer sentence={scoreSentence({ points, points100m2, points100yd2: null, grade })} />;
});
