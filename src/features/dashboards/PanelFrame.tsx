import type { ReactNode } from 'react';
import { Alert, Group, Loader, Paper, Title } from '@mantine/core';
import { m } from '../../i18n';
import { errorMessage } from '../../lib/errors';
import classes from './Dashboard.module.css';

/** What every panel draws around its figures: its title and actions, a load and a failure. */
export function PanelFrame({
  title,
  actions,
  wide,
  children,
}: {
  title: string;
  actions?: ReactNode;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p="md" className={`${classes.panel} ${wide ? classes.wide : ''}`}>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Title order={3} size="h4">
          {title}
        </Title>
        {actions}
      </Group>
      {children}
    </Paper>
  );
}

/** Loading, failed or answered: the answer's body is drawn only once there is one. */
export function Answer({
  query,
  children,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown; data: unknown };
  children: () => ReactNode;
}) {
  if (query.isError && query.data === undefined)
    return (
      <Alert color="red" variant="light" title={m.dash_not_loaded()}>
        {errorMessage(query.error)}
      </Alert>
    );
  if (query.isPending) return <Loader size="md" aria-label={m.dash_loading()} />;
  return <>{children()}</>;
}
