import type { CallOutput, Calls } from '@contract';
import { m } from '../i18n';
import { formatCm, formatNumber, formatPercent } from '../i18n/format';

/** A reason as the inspection answers carry it (contract/main/inspection/rows.ts). */
export type GradeReason = NonNullable<
  CallOutput<Calls['getQIReportFromERPNEXT']>['roll']['gradeReasons']
>[number];

const reasonText = (r: GradeReason): string => {
  switch (r.kind) {
    case 'gsmOut':
      return m.report_why_gsm({
        measured: formatNumber(r.measured, { max: 1 }),
        spec: formatNumber(r.spec, { max: 1 }),
        tolerance: formatPercent(r.tolerancePct),
      });
    case 'widthOut':
      return m.report_why_width({
        measured: formatCm(r.measured),
        spec: formatCm(r.spec),
        tolerance: formatPercent(r.tolerancePct),
      });
    case 'itemBand':
      return m.report_why_item_band({
        grade1Below: formatNumber(r.grade1Below),
        grade3Above: formatNumber(r.grade3Above),
      });
    case 'worstRoll':
      return m.report_why_worst_roll({ rollNo: r.rollNo });
    case 'earlierRules':
      return m.report_why_earlier_rules();
  }
};

/**
 * Why a grade is not what its points look like, in words ("Grade 2: GSM 121.9 is outside
 * 130 ± 5%, …"), from the reasons the server decided it with (rules/gradeReasons.ts); null when
 * the grade is what its points say.
 */
export function gradeWhy(
  grade: number | null,
  reasons: readonly GradeReason[] | undefined,
): string | null {
  if (grade === null || !reasons?.length) return null;
  return m.report_why({ grade: formatNumber(grade), reasons: reasons.map(reasonText).join('; ') });
}
