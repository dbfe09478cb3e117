import { Text } from '@mantine/core';
import { ReportCardFrame } from '../../components/ReportCardFrame';
import { LinkButton } from '../../components/LinkButton';
import type { HomeKind, HomeReport } from './kind';
import { stageName } from '../labels';

/** One report of a kind as a card: what it is, how far it got, carry on or read it. */
export function ReportCard<R extends HomeReport>({
  kind,
  report,
  resume = false,
}: {
  kind: HomeKind<R>;
  report: R;
  resume?: boolean;
}) {
  const [what, where, progress] = kind.card.lines(report);
  return (
    <ReportCardFrame
      heading={`${report.reportNo} · ${stageName(report.stage)} · ${report.tableName}`}
      grade={report.grade}
      actions={kind.card.actions(report, resume).map((a) => (
        <LinkButton key={a.label} size="lg" variant={a.variant} {...a.link}>
          {a.label}
        </LinkButton>
      ))}
    >
      <Text size="md" lineClamp={1}>
        {what}
      </Text>
      <Text size="md" c="dimmed">
        {where}
      </Text>
      <Text size="md">{progress}</Text>
    </ReportCardFrame>
  );
}
