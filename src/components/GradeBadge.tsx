import { Badge } from '@mantine/core';

export const gradeColor = (grade: number) =>
  grade === 1 ? 'green' : grade === 2 ? 'yellow' : 'red';

/** Grade as a coloured badge with its number in words, so colour is never the only signal. */
export function GradeBadge({
  grade,
  size = 'lg',
}: {
  grade: number | null;
  size?: 'md' | 'lg' | 'xl';
}) {
  if (grade === null)
    return (
      <Badge color="gray" variant="light" size={size}>
        Not graded
      </Badge>
    );
  return (
    <Badge
      color={gradeColor(grade)}
      variant="filled"
      size={size}
      c={grade === 2 ? 'dark' : undefined}
    >
      Grade {grade}
    </Badge>
  );
}
