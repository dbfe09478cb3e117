import { useQueries } from '@tanstack/react-query';
import {
  evidenceTitle,
  PhotoEvidence,
  type EvidenceDefect,
} from '../../../components/PhotoEvidence';
import { m, useLocale, type Locale } from '../../../i18n';
import { formatMetres, formatNumber } from '../../../i18n/format';
import { mistakeName } from '../mistakeName';
import { rollSheetQuery, type QiReportWithRolls, type RollSheet } from '../queries';

/** A roll's photographed defects, in the order they were tapped. */
export const photographed = (sheet: RollSheet, locale: Locale): EvidenceDefect[] =>
  sheet.mistakes.flatMap((t) =>
    t.photos?.length
      ? [
          {
            key: t.id,
            rollNo: t.rollNo,
            name: mistakeName(t.mistake, t.mistakeTa, locale),
            amount: m.defects_pt({ points: formatNumber(t.points) }),
            at:
              t.positionM === null
                ? null
                : m.photo_evidence_at({ metres: formatMetres(t.positionM) }),
            photos: t.photos,
          },
        ]
      : [],
  );

/**
 * The report's evidence: its rolls' photographed defects, roll by roll, for the supplier when the
 * fabric was bought. Reads the rolls' sheets the report's mistakes are summed from (same cache);
 * a roll without mistakes has no photo and is not read.
 */
export function ReportPhotoEvidence({ report }: { report: QiReportWithRolls }) {
  const locale = useLocale();
  const rolls = report.rollRows.filter((r) => r.mistakes > 0);
  const sheets = useQueries({
    queries: rolls.map((r) => rollSheetQuery(report.reportNo, r.rollNo)),
  });
  const defects = sheets.flatMap((s) => (s.data ? photographed(s.data, locale) : []));
  return (
    <PhotoEvidence
      title={evidenceTitle(report)}
      defects={defects}
      loading={sheets.some((s) => s.isPending)}
      partial={sheets.some((s) => s.isError && !s.data)}
    />
  );
}
