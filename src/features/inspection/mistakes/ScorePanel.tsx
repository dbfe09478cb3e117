import { memo, useMemo } from 'react';
import { GradeBadge } from '../../../components/GradeBadge';
import { m } from '../../../i18n';
import { formatNumber } from '../../../i18n/format';
import { Figure } from '../../../inspect/parts';
import type { Score } from '../scoring';
import classes from '../../../components/ScoreFigures.module.css';

type Shown = Score & { preview: boolean };
interface Props {
  score: Shown;
  count: number;
  /** While taps are made: the preview note's line is kept even when empty (components/ScoreFigures.module.css). */
  live?: boolean;
}
const same = (a: Props, b: Props) =>
  a.count === b.count &&
  a.live === b.live &&
  (['points', 'points100m2', 'points100yd2', 'grade', 'preview'] as const).every(
    (k) => a.score[k] === b.score[k],
  );

/**
 * Always in view: total points, points per 100 m² and 100 yd², and the grade. Rendered again only
 * when a figure changes (the score object is new on every render of the screen). Not a live
 * region: ScoreAnnouncer reads the score out once it settles.
 */
export const ScorePanel = memo(function ScorePanel({ score, count, live = false }: Props) {
  // The same element while the grade is the same: React then leaves the badge as it is.
  const badge = useMemo(() => <GradeBadge grade={score.grade} size="xl" />, [score.grade]);
  return (
    <div className={classes.panel} role="group" aria-label={m.defects_score()}>
      <div className={classes.row}>
        <Figure label={m.defects_figure_mistakes()} value={formatNumber(count)} />
        <Figure label={m.defects_figure_points()} value={formatNumber(score.points)} />
        <Figure
          label={m.defects_figure_per_m2()}
          value={formatNumber(score.points100m2, { max: 1 })}
        />
        <Figure
          label={m.defects_figure_per_yd2()}
          value={formatNumber(score.points100yd2, { max: 1 })}
        />
        {badge}
      </div>
      {(live || score.preview) && (
        <p className={classes.preview} data-words={m.defects_preview()}>
          {score.preview ? m.defects_preview() : null}
        </p>
      )}
    </div>
  );
}, same);
