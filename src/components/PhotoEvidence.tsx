import { useId } from 'react';
import { Alert, Loader, Text, Title } from '@mantine/core';
import { m } from '../i18n';
import { DefectPhoto } from './DefectPhoto';
import classes from './PhotoEvidence.module.css';

/** One photographed defect, in words the report's kind chose, with its photos. */
export interface EvidenceDefect {
  key: string;
  rollNo: string;
  /** The defect as shown, in the tablet's language. */
  name: string;
  /** Its points, or the pieces it rejected. */
  amount: string;
  /** Where on the roll, when known ("at 12.5 m"). */
  at: string | null;
  photos: readonly { id: string }[];
}

/** Reports of bought fabric: their evidence goes to the supplier. */
const BOUGHT = new Set(['purchaseOrder', 'subcontractingOrder', 'supplier']);

/** The section's title: evidence, for the supplier (named) when the lot was bought. */
export function evidenceTitle(report: { sourceKind: string | null; supplier: string | null }) {
  if (!report.sourceKind || !BOUGHT.has(report.sourceKind)) return m.photo_evidence();
  return report.supplier
    ? m.photo_evidence_supplier({ supplier: report.supplier })
    : m.photo_evidence_supplier_unnamed();
}

/**
 * A report's evidence, after its rolls: each photographed defect with its roll, amount and place,
 * and its photos large enough to judge (three to a row on A4, two on a phone). Nothing when no
 * defect has a photo.
 */
export function PhotoEvidence({
  title,
  defects,
  loading,
  partial,
}: {
  title: string;
  defects: readonly EvidenceDefect[];
  /** Some rolls' defects are still being read. */
  loading: boolean;
  /** Some rolls could not be read: their photos are missing. */
  partial: boolean;
}) {
  const titleId = useId();
  if (loading && defects.length === 0) return <Loader aria-label={m.photo_evidence_loading()} />;
  if (defects.length === 0) return null;
  return (
    <section aria-labelledby={titleId}>
      <Title order={3} id={titleId} mb="xs">
        {title}
      </Title>
      <Text mb="sm">{m.photo_evidence_intro()}</Text>
      {partial && (
        <Alert color="yellow" variant="light" mb="sm">
          {m.photo_evidence_partial()}
        </Alert>
      )}
      <ol className={classes.defects}>
        {defects.map((d) => (
          <li key={d.key} className={classes.defect}>
            <Text fw={700} className={classes.line}>
              {[m.photo_evidence_roll({ rollNo: d.rollNo }), d.name, d.amount, d.at]
                .filter(Boolean)
                .join(' · ')}
            </Text>
            <div className={classes.photos}>
              {d.photos.map((p) => (
                <DefectPhoto
                  key={p.id}
                  id={p.id}
                  alt={m.photo_alt({ name: d.name, rollNo: d.rollNo })}
                />
              ))}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
