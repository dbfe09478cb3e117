import { SimpleGrid, Text, Title } from '@mantine/core';
import { GradeBadge } from '../../../components/GradeBadge';
import { fmt, sourceLabel, stageLabel, statusText } from '../labels';
import type { QiReport } from '../queries';

function Field({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <div>
      <Text size="sm" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text size="lg">{value || '–'}</Text>
    </div>
  );
}

/** The report's header as printed: what was inspected, from where, by whom, and the outcome. */
export function ReportHeader({ report, title }: { report: QiReport; title: string }) {
  return (
    <header className="print-header">
      <Title order={2} size="h2" mb="sm">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" verticalSpacing="xs">
        <Field label="Report" value={report.reportNo} />
        <Field label="Date" value={report.date} />
        <Field label="Stage" value={stageLabel[report.stage]} />
        <Field label="Status" value={statusText(report)} />
        <Field
          label={sourceLabel[report.sourceKind ?? ''] ?? 'Source'}
          value={report.sourceDocNo}
        />
        <Field label="Supplier" value={report.supplier} />
        <Field label="Item" value={`${report.itemName} (${report.itemCode})`} />
        <Field
          label="Colour / lot"
          value={[report.colour, report.lot].filter(Boolean).join(' / ')}
        />
        <Field label="Inspector" value={report.inspector} />
        <Field label="Table" value={report.tableName} />
        <Field label="Rolls · kg" value={`${report.rolls} · ${fmt(report.totalKg, ' kg')}`} />
        <Field
          label="Points · per 100 m²"
          value={`${report.totalPoints} · ${fmt(report.points100m2)}`}
        />
      </SimpleGrid>
      <Text mt="sm" component="div">
        <GradeBadge grade={report.grade} size="xl" />
      </Text>
    </header>
  );
}

/** Lines to sign on paper: the inspector, the supervisor and quality. */
export function Signatures() {
  return (
    <SimpleGrid cols={3} spacing="xl" mt="xl" className="signatures">
      {['Inspector', 'Supervisor', 'Quality manager'].map((who) => (
        <div key={who}>
          <div style={{ borderBottom: '1px solid black', height: 48 }} />
          <Text size="sm" mt={4}>
            {who} — name, signature, date
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
