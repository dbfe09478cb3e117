import { Alert, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { AlertList } from '../../components/alerts/AlertList';
import { alertsQuery } from '../../components/alerts/queries';
import { m } from '../../i18n';
import { formatNumber } from '../../i18n/format';
import { errorMessage } from '../../lib/errors';

/**
 * The alerts still to act on (open and acknowledged), with their rolls, below the production
 * figures: whatever period the figures show, an alert is news until someone resolves it.
 */
export default function OpenAlerts() {
  const alerts = useQuery(alertsQuery());
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="open-alerts">
      <Stack gap="sm">
        <Title order={2} size="h4" id="open-alerts">
          {m.alertviews_dash_title()}
        </Title>
        {alerts.isError && !alerts.data ? (
          <Alert color="red" variant="light" title={m.alertviews_dash_not_loaded()}>
            {errorMessage(alerts.error)}
          </Alert>
        ) : !alerts.data ? (
          <Loader size="md" aria-label={m.alertviews_dash_loading()} />
        ) : alerts.data.rows.length === 0 ? (
          <Text c="dimmed">{m.alertviews_dash_none()}</Text>
        ) : (
          <>
            <AlertList alerts={alerts.data.rows} />
            {alerts.data.total > alerts.data.rows.length && (
              <Text c="dimmed">
                {m.alertviews_dash_newest({
                  shown: formatNumber(alerts.data.rows.length),
                  total: formatNumber(alerts.data.total),
                })}
              </Text>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
