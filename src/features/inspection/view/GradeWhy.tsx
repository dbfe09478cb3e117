import { Text } from '@mantine/core';
import { gradeWhy, type GradeReason } from '../../../components/gradeWhy';

/**
 * Why a grade is not what its points look like, in words under its badge (the server's reasons,
 * decided by the rule that gave the grade); nothing when the grade is what the points say.
 */
export function GradeWhy({
  grade,
  reasons,
}: {
  grade: number | null;
  reasons: readonly GradeReason[] | undefined;
}) {
  const why = gradeWhy(grade, reasons);
  return why ? (
    <Text mt="xs" size="md" data-testid="grade-why">
      {why}
    </Text>
  ) : null;
}
