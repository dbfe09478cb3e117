import { Group, Loader, SimpleGrid, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { m } from '../../../i18n';
import { DefectMapBlock } from '../defectMap/DefectMapBlock';
import { ErrorState } from '../ErrorState';
import { RollLabelButton } from '../label/RollLabelButton';
import { LinkButton } from '../LinkButton';
import { rollSheetQuery } from '../queries';
import { MistakeList, MistakeSummary } from './MistakeTables';
import { PrintButton } from './PrintButton';
import { ReportHeader, Signatures } from './ReportHeader';
import { RollFacts } from './RollFacts';

/** roll-view: one roll's inspection sheet (header, roll data, every mistake, score, grade). */
export function RollView({ reportNo, rollNo }: { reportNo: string; rollNo: string }) {
  const sheet = useQuery(rollSheetQuery(reportNo, rollNo));
  if (sheet.isError && !sheet.data)
    return <ErrorState title={m.sheet_roll_not_loaded()} error={sheet.error} />;
  if (sheet.isPending) return <Loader aria-label={m.sheet_loading_roll()} />;
  const { report, roll, mistakes, mistakeSummary } = sheet.data;
  const search = { reportNo, rollNo, date: report.date };
  return (
    <Stack gap="lg" className="print-page">
      <Group gap="sm" className="no-print">
        <PrintButton />
        <RollLabelButton sheet={sheet.data} />
        {roll.status === 'ongoing' && (
          <LinkButton size="lg" to="/mistake-details" search={search}>
            {m.sheet_tap_mistakes()}
          </LinkButton>
        )}
        <LinkButton size="lg" variant="default" to="/roll-details" search={search}>
          {m.sheet_correct_roll()}
        </LinkButton>
        <LinkButton
          size="lg"
          variant="default"
          to="/report-view-detail"
          search={{ reportNo, date: report.date }}
        >
          {m.sheet_whole_report()}
        </LinkButton>
      </Group>
      <ReportHeader report={report} title={m.sheet_roll_title({ rollNo: roll.rollNo })} />
      <section>
        <Title order={3} mb="sm">
          {m.sheet_roll()}
        </Title>
        <RollFacts roll={roll} />
      </section>
      <DefectMapBlock sheet={sheet.data} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <section>
          <Title order={3} mb="sm">
            {m.sheet_mistakes()}
          </Title>
          <MistakeList mistakes={mistakes} />
        </section>
        <section className="avoid-break">
          <Title order={3} mb="sm">
            {m.sheet_by_type()}
          </Title>
          <MistakeSummary summary={mistakeSummary} />
        </section>
      </SimpleGrid>
      <Signatures />
    </Stack>
  );
}
