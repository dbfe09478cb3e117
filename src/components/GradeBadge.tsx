import { Badge, rem } from '@mantine/core';
import { m } from '../i18n';
import { formatNumber, MISSING } from '../i18n/format';

export const gradeColor = (grade: number) =>
  grade === 1 ? 'green' : grade === 2 ? 'yellow' : 'red';

/**
 * The text on a grade's filled badge: black on yellow (white on it reads under 2:1), white on the
 * green and red the theme keeps dark enough for it (theme.ts). theme.test pins 4.5:1 for each.
 */
export const gradeTextColor = (grade: number): 'black' | 'white' =>
  grade === 2 ? 'black' : 'white';

/**
 * Font size of each badge size in px. Mantine's own are 11 px (md) and 13 px (lg): read at arm's
 * length on a tablet, a grade is never under 12 px.
 */
export const GRADE_BADGE_TEXT_PX = { md: 12, lg: 14, xl: 16 } as const;

/**
 * Grade as a coloured badge with its number in words, so colour is never the only signal. Never
 * narrower than its words (miw): a table squeezing its column would otherwise cut a Tamil badge.
 * `figureOnly` is for a place that says "Grade" already (a table's column): the figure alone,
 * a dash when not graded.
 */
export function GradeBadge({
  grade,
  size = 'lg',
  figureOnly = false,
}: {
  grade: number | null;
  size?: keyof typeof GRADE_BADGE_TEXT_PX;
  figureOnly?: boolean;
}) {
  if (grade === null && figureOnly) return <>{MISSING}</>;
  const fz = rem(GRADE_BADGE_TEXT_PX[size]);
  if (grade === null)
    return (
      <Badge color="gray" variant="light" size={size} fz={fz} miw="max-content">
        {m.frame_not_graded()}
      </Badge>
    );
  return (
    <Badge
      color={gradeColor(grade)}
      variant="filled"
      size={size}
      fz={fz}
      miw="max-content"
      c={gradeTextColor(grade)}
    >
      {figureOnly ? formatNumber(grade) : m.frame_grade({ grade })}
    </Badge>
  );
}
