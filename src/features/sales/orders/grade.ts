import { m } from '../../../i18n';

/** A roll's grade in words; a roll never inspected says so. */
export const gradeText = (grade: number | null): string =>
  grade === null ? m.order_not_graded() : m.order_grade({ grade });
