import { lazy, Suspense } from 'react';
import { Group, Loader, Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { MachineDay, MachineHistory, MachineRoll } from '../../../contract/main/alerts';
import { AlertList } from '../../components/alerts/AlertList';
import { ErrorState } from '../../components/ErrorState';
import { GradeBadge } from '../../components/GradeBadge';
import { LinkButton } from '../../components/LinkButton';
import { m, useLocale } from '../../i18n';
import { formatDate, formatDateTime, formatNumber } from '../../i18n/format';
import { mistakeName } from '../../lib/mistakeName';
import { MACHINE_DAYS, machineQuery } from './queries';
import classes from './MachinePage.module.css';

const MachineChart = lazy(() => import('./MachineChart'));

/**
 * machine-view: one knitting machine, opened from an alert: its defect rate per day, its alerts
 * and the rolls last inspected from it. A machine the mill does not have shows the server's word.
 */
export function MachinePage({ machine }: { machine: string }) {
  const query = useQuery(machineQuery(machine));
  if (query.isError)
    return <ErrorState title={m.alerts_machine_not_loaded({ machine })} error={query.error} />;
  if (!query.data)
    return <Loader size="lg" mx="auto" aria-label={m.alerts_machine_loading({ machine })} />;
  return <Machine history={query.data} />;
}

function Machine({ history }: { history: MachineHistory }) {
  const rated = history.days.some((d) => d.rolls > 0);
  return (
    <Stack maw={60 * 16} mx="auto" gap="lg">
      <Title order={2} size="h3">
        {history.kind === 'circular'
          ? m.alerts_machine_kind_circular({ machine: history.machine })
          : history.kind === 'flat'
            ? m.alerts_machine_kind_flat({ machine: history.machine })
            : m.alerts_machine_title({ machine: history.machine })}
      </Title>
      <Paper withBorder p="sm" component="section" aria-labelledby="machine-trend">
        <Title order={3} size="h4" id="machine-trend">
          {m.alerts_trend()}
        </Title>
        <Text size="sm" c="dimmed" mb="sm">
          {m.alerts_trend_hint({ days: MACHINE_DAYS })}
        </Text>
        {rated ? (
          <>
            <Suspense fallback={<div className={classes.chartRoom} />}>
              <MachineChart days={history.days} />
            </Suspense>
            <VisuallyHidden>
              <DaysTable days={history.days} />
            </VisuallyHidden>
          </>
        ) : (
          <Text>{m.alerts_no_days()}</Text>
        )}
      </Paper>
      <Stack component="section" gap="sm" aria-labelledby="machine-alerts">
        <Title order={3} size="h4" id="machine-alerts">
          {m.alerts_machine_alerts()}
        </Title>
        {history.alerts.length > 0 ? (
          <AlertList alerts={history.alerts} />
        ) : (
          <Text>{m.alerts_machine_no_alerts()}</Text>
        )}
      </Stack>
      <Stack component="section" gap="sm" aria-labelledby="machine-rolls">
        <Title order={3} size="h4" id="machine-rolls">
          {m.alerts_last_rolls()}
        </Title>
        {history.lastRolls.length > 0 ? (
          <LastRolls rolls={history.lastRolls} />
        ) : (
          <Text>{m.alerts_no_days()}</Text>
        )}
      </Stack>
    </Stack>
  );
}

/** The chart's figures, day by day, for a screen reader. */
function DaysTable({ days }: { days: readonly MachineDay[] }) {
  return (
    <Table>
      <caption>{m.alerts_trend_table()}</caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{m.alerts_col_day()}</Table.Th>
          <Table.Th scope="col">{m.alerts_col_rolls()}</Table.Th>
          <Table.Th scope="col">{m.alerts_col_with_defects()}</Table.Th>
          <Table.Th scope="col">{m.alerts_col_points()}</Table.Th>
          <Table.Th scope="col">{m.alerts_col_points100()}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {days.map((d) => (
          <Table.Tr key={d.day}>
            <Table.Th scope="row">{formatDate(d.day)}</Table.Th>
            <Table.Td>{formatNumber(d.rolls)}</Table.Td>
            <Table.Td>{formatNumber(d.rollsWithDefects)}</Table.Td>
            <Table.Td>{formatNumber(d.points)}</Table.Td>
            <Table.Td>{formatNumber(d.points100m2, { max: 1 })}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** The rolls last inspected from the machine: each opens its passport. */
function LastRolls({ rolls }: { rolls: readonly MachineRoll[] }) {
  const locale = useLocale();
  return (
    <ul className={classes.rolls} aria-label={m.alerts_last_rolls()}>
      {rolls.map((roll) => (
        <li key={`${roll.reportNo}|${roll.rollNo}`} className={classes.roll}>
          <Group gap="sm" wrap="wrap" justify="space-between">
            <LinkButton
              variant="light"
              size="md"
              mih={44}
              to="/roll-passport"
              search={{ rollNo: roll.rollNo }}
              aria-label={m.alerts_open_roll({ rollNo: roll.rollNo })}
            >
              {roll.rollNo}
            </LinkButton>
            <Group gap="sm" wrap="wrap">
              <GradeBadge grade={roll.grade} size="md" />
              <Text>{m.alerts_roll_points({ points: formatNumber(roll.points) })}</Text>
            </Group>
          </Group>
          <Text size="sm" c="dimmed">
            {m.alerts_roll_inspected({ when: formatDateTime(roll.inspectedAt) })}
          </Text>
          <Text size="sm">
            {m.alerts_roll_defects({
              list:
                roll.defects.length > 0
                  ? roll.defects
                      .map((d) =>
                        m.alerts_defect_count({
                          name: mistakeName(d.mistake, d.mistakeTa, locale),
                          count: formatNumber(d.count),
                        }),
                      )
                      .join(', ')
                  : m.alerts_no_defects(),
            })}
          </Text>
        </li>
      ))}
    </ul>
  );
}
