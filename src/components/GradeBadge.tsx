import { Badge } from '@mantine/core';
import { m } from '../i18n';
import { formatNumber, MISSING } from '../i18n/format';

export const gradeColor = (grade: number) =>
  grade === 1 ? 'green' : grade === 2 ? 'yellow' : 'red';

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
  size?: 'md' | 'lg' | 'xl';
  figureOnly?: boolean;
}) {
  if (grade === null && figureOnly) return <>{MISSING}</>;
  if (grade === null)
    return (
      <Badge color="gray" variant="light" size={size} miw="max-content">
        {m.frame_not_graded()}
      </Badge>
    );
  return (
    <Badge
      color={gradeColor(grade)}
      variant="filled"
      size={size}
      miw="max-content"
      c={grade === 2 ? 'dark' : undefined}
    >
      {figureOnly ? formatNumber(grade) : m.frame_grade({ grade })}
    </Badge>
  );
}
