import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import { m } from '../../../i18n';
import { labelFacts } from '../label/facts';
import { Labels } from '../label/Labels';
import type { QiReportWithRolls } from '../queries';

/** The report's roll labels, six to an A4 sheet: offered above the report's sheet. */
export function ReportLabels({ report }: { report: QiReportWithRolls }) {
  const [open, setOpen] = useState(false);
  if (report.rollRows.length === 0) return null;
  return (
    <Group gap="sm" className="no-print">
      <Button size="lg" variant="default" onClick={() => setOpen(true)}>
        {m.label_print_labels()}
      </Button>
      {open && (
        <Labels
          labels={report.rollRows.map((roll) => labelFacts(report, roll))}
          title={m.label_title_report({ reportNo: report.reportNo, count: report.rollRows.length })}
          initialFormat="a4"
          onBack={() => setOpen(false)}
        />
      )}
    </Group>
  );
}
