import { Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { GradeBadge } from '../../../components/GradeBadge';
import { m } from '../../../i18n';
import { formatKg } from '../../../i18n/format';
import type { QiReportWithRolls } from '../queries';
import classes from './ReportRolls.module.css';

/**
 * The rolls already in the report, one compact row each. While the report is open every roll of
 * it can still take defects (a roll stays open until its report is completed), so a row opens its
 * defect screen; a completed report's rows open the roll's sheet.
 */
export function ReportRolls({ report }: { report: QiReportWithRolls }) {
  if (report.rollRows.length === 0) return null;
  return (
    <Paper withBorder component="section" aria-labelledby="report-rolls">
      <Title order={2} size="h4" id="report-rolls" p="md" pb="xs">
        {m.start_report_rolls({ count: report.rollRows.length })}
      </Title>
      <ul className={classes.list}>
        {report.rollRows.map((r) => {
          const ongoing = report.status === 'ongoing';
          const search = { reportNo: report.reportNo, rollNo: r.rollNo, date: report.date };
          return (
            <li key={r.rollNo}>
              <Link
                to={ongoing ? '/mistake-details' : '/roll-view'}
                search={search}
                className={classes.row}
              >
                <Text span fw={700} size="md" className={classes.rollNo}>
                  {r.rollNo}
                  {r.greigeRollNo !== r.rollNo && (
                    <Text span fw={400} size="sm" c="dimmed">
                      {' '}
                      ({m.start_roll_greige({ greigeRollNo: r.greigeRollNo })})
                    </Text>
                  )}
                </Text>
                <Text span size="md" className={classes.facts}>
                  {formatKg(r.kg)} · {m.inspection_points({ count: r.points })}
                </Text>
                <Stack gap={4} align="flex-end" className={classes.action}>
                  <GradeBadge grade={r.grade} size="md" />
                  {ongoing && (
                    <Text span size="md" fw={600} c="blue.8">
                      {m.start_roll_continue()}
                    </Text>
                  )}
                </Stack>
              </Link>
            </li>
          );
        })}
      </ul>
    </Paper>
  );
}
