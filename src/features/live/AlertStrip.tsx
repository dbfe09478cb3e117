import { Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { AlertList } from '../../components/alerts/AlertList';
import { alertsQuery } from '../../components/alerts/queries';
import { m } from '../../i18n';
import { formatNumber } from '../../i18n/format';
import { errorMessage } from '../../lib/errors';
import classes from './LiveFloor.module.css';

/**
 * The alerts still to act on (open and acknowledged), above the table cards on a wall, below
 * them where people tap the cards (src/features/live/LiveFloor.tsx). A read of its own,
 * asked again at the floor's rhythm (alertsQuery's `live`), so an alert raised by a tap is on the
 * wall within two refreshes, and an acknowledge or resolve (a save of the alerts domain) redraws
 * it at once. Nothing to act on draws nothing: the wall keeps its room for the tables.
 */
export function AlertStrip({ wall }: { wall: boolean }) {
  const alerts = useQuery(alertsQuery({ live: true }));
  if (!alerts.data) {
    // A failed first read says so in a line; the tables below still show.
    return alerts.isError ? (
      <Text size="lg" c="red.9" role="status">
        {m.alertviews_floor_not_loaded({ reason: errorMessage(alerts.error) })}
      </Text>
    ) : null;
  }
  const { rows, total } = alerts.data;
  if (rows.length === 0) return null;
  return (
    <section
      aria-label={m.alertviews_floor_label()}
      className={classes.alerts}
      data-wall={wall ? 'true' : undefined}
    >
      <Stack gap="sm">
        <h2 className={classes.group}>
          {m.alertviews_floor_title()}
          <Text span size="lg" fw={600} ml="sm">
            {m.alertviews_floor_count({ count: formatNumber(total) })}
          </Text>
        </h2>
        <AlertList alerts={rows} compact />
      </Stack>
    </section>
  );
}
