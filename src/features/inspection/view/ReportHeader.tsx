import { Text } from '@mantine/core';
import { Field, SheetHeader } from '../../../components/SheetParts';
import { GradeBadge } from '../../../components/GradeBadge';
import { formatRate } from '../../../components/table/cells';
import { m } from '../../../i18n';
import { formatDate, formatKg, formatNumber } from '../../../i18n/format';
import { sourceName, stageName, statusText } from '../labels';
import type { QiReport } from '../queries';
import { GradeWhy } from './GradeWhy';

// Shared with the collar & cuff report: it lives in components/ now.
export { Signatures } from '../../../components/SheetParts';

/** The report's header as printed: what was inspected, from where, by whom, and the outcome. */
export function ReportHeader({ report, title }: { report: QiReport; title: string }) {
  return (
    <SheetHeader
      title={title}
      after={
        <>
          <Text mt="sm" component="div">
            <GradeBadge grade={report.grade} size="xl" />
          </Text>
          <GradeWhy grade={report.grade} reasons={report.gradeReasons} />
        </>
      }
    >
      <Field label={m.sheet_report()} value={report.reportNo} />
      <Field label={m.sheet_date()} value={formatDate(report.date)} />
      <Field label={m.sheet_stage()} value={stageName(report.stage)} />
      <Field label={m.sheet_status()} value={statusText(report)} />
      {/* Fabric bought from a supplier has no order to name: the supplier says it all. */}
      {report.sourceKind !== 'supplier' && (
        <Field label={sourceName(report.sourceKind)} value={report.sourceDocNo} />
      )}
      {/* A mill's own work order has no supplier: no "Supplier –" line for it. */}
      {report.supplier && <Field label={m.sheet_supplier()} value={report.supplier} />}
      <Field label={m.sheet_item()} value={`${report.itemName} (${report.itemCode})`} />
      <Field
        label={m.sheet_colour_lot()}
        value={[report.colour, report.lot].filter(Boolean).join(' / ')}
      />
      <Field label={m.sheet_inspector()} value={report.inspector} />
      <Field label={m.sheet_table()} value={report.tableName} />
      <Field
        label={m.sheet_rolls_kg()}
        value={`${formatNumber(report.rolls)} · ${formatKg(report.totalKg)}`}
      />
      <Field
        label={m.sheet_points_per_m2()}
        value={`${formatNumber(report.totalPoints)} · ${formatRate(report.points100m2)}`}
      />
    </SheetHeader>
  );
}
