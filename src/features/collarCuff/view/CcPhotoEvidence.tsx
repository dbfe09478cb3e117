import { useQueries } from '@tanstack/react-query';
import {
  evidenceTitle,
  PhotoEvidence,
  type EvidenceDefect,
} from '../../../components/PhotoEvidence';
import { m, useLocale } from '../../../i18n';
import { mistakeName } from '../../../lib/mistakeName';
import { ccSheetQuery, type CcReportWithRolls } from '../queries';

/**
 * The lot's evidence: its rolls' photographed defects with the pieces each rejected, for the
 * supplier when the lot was bought. Only rolls with a rejected piece have taps, so only theirs
 * are read (the same sheets as the report's defects).
 */
export function CcPhotoEvidence({ report }: { report: CcReportWithRolls }) {
  const locale = useLocale();
  const rejecting = report.rollRows.filter((r) => r.piecesRejected > 0);
  const sheets = useQueries({
    queries: rejecting.map((r) => ccSheetQuery(report.reportNo, r.rollNo)),
  });
  const defects = sheets.flatMap((s): EvidenceDefect[] =>
    (s.data?.mistakes ?? []).flatMap((t) =>
      t.photos?.length
        ? [
            {
              key: t.id,
              rollNo: t.rollNo,
              name: mistakeName(t.mistake, t.mistakeTa, locale),
              amount: m.cc_pieces({ count: t.pieces }),
              at: null,
              photos: t.photos,
            },
          ]
        : [],
    ),
  );
  return (
    <PhotoEvidence
      title={evidenceTitle(report)}
      defects={defects}
      loading={sheets.some((s) => s.isPending)}
      partial={sheets.some((s) => s.isError && !s.data)}
    />
  );
}
