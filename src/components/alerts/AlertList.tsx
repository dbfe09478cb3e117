/**
 * Alerts as cards: what happened in plain words, its state, the rolls and the machine as links,
 * and, for those who may act on alerts, Acknowledge and Resolve with a note. Shared by the alerts
 * screen, the machine's page, the live floor and the production dashboard (`compact`: one line
 * each, still with Acknowledge).
 */
import { useState } from 'react';
import { Alert, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { AlertRow } from '../../../contract/main/alerts';
import { m, useLocale } from '../../i18n';
import { mayOpen } from '../../lib/auth';
import { useSession } from '../../lib/useSession';
import { LinkButton } from '../LinkButton';
import { NoteForm } from './NoteForm';
import { useAlertAction, type AlertActionKind } from './useAlertAction';
import { alertSummary, stateBadge, stateLine, whenText } from './words';
import classes from './AlertList.module.css';

export interface AlertListProps {
  alerts: readonly AlertRow[];
  /** One line per alert, for the live floor and the dashboard. */
  compact?: boolean;
}

export function AlertList({ alerts, compact = false }: AlertListProps) {
  const session = useSession();
  // Acting on an alert is the alerts page's: a wall or a dashboard viewer only sees them.
  const canAct = mayOpen(session.data, 'alerts') === true;
  const canOpenMachine = mayOpen(session.data, 'machine-view') !== false;
  return (
    <ul className={compact ? classes.lines : classes.cards} aria-label={m.alerts_list()}>
      {alerts.map((alert) => (
        <li key={alert.id}>
          <AlertItem
            alert={alert}
            compact={compact}
            canAct={canAct}
            canOpenMachine={canOpenMachine}
          />
        </li>
      ))}
    </ul>
  );
}

interface ItemProps {
  alert: AlertRow;
  compact: boolean;
  canAct: boolean;
  canOpenMachine: boolean;
}

function AlertItem({ alert, compact, canAct, canOpenMachine }: ItemProps) {
  const locale = useLocale();
  const [acting, setActing] = useState<AlertActionKind | null>(null);
  const action = useAlertAction(alert.id);
  const what = alertSummary(alert, locale);
  const badge = stateBadge[alert.state];
  const actions = canAct && !action.waiting && (
    <Actions alert={alert} what={what} compact={compact} acting={acting} onAct={setActing} />
  );
  const form = acting && (
    <NoteForm
      kind={acting}
      what={what}
      problem={action.problem}
      onCancel={() => setActing(null)}
      onSend={async (note) => {
        const kept = await action.send(acting, note);
        if (kept) setActing(null);
        return kept;
      }}
    />
  );
  const after = (
    <>
      {action.waiting && (
        <Text size="sm" c="dimmed">
          {m.alerts_waiting()}
        </Text>
      )}
      {!acting && action.problem && (
        <Alert color="red" variant="light" title={m.alerts_refused()}>
          {action.problem}
        </Alert>
      )}
      {form}
    </>
  );
  const stateWord = (
    <Badge color={badge.color} variant="light" size="lg" miw="max-content">
      {badge.word()}
    </Badge>
  );

  if (compact)
    return (
      <Stack gap={4} className={classes.line} data-state={alert.state}>
        <Group gap="xs" wrap="wrap" justify="space-between">
          <Text fw={600} className={classes.what}>
            {what}
          </Text>
          <Group gap="xs" wrap="wrap">
            <Text size="sm" c="dimmed">
              {whenText(alert.lastSeenAt)}
            </Text>
            {stateWord}
            {actions}
          </Group>
        </Group>
        {after}
      </Stack>
    );

  const line = stateLine(alert);
  return (
    <Paper withBorder p="sm" className={classes.card} data-state={alert.state}>
      <Stack gap="xs">
        <Group gap="xs" wrap="wrap" justify="space-between" align="flex-start">
          <Text fw={700} size="lg" className={classes.what}>
            {what}
          </Text>
          {stateWord}
        </Group>
        <Text size="sm" c="dimmed">
          {m.alerts_raised({ when: whenText(alert.raisedAt) })}
          {alert.lastSeenAt !== alert.raisedAt &&
            ` · ${m.alerts_last_roll({ when: whenText(alert.lastSeenAt) })}`}
        </Text>
        {line && <Text size="sm">{line}</Text>}
        <Links alert={alert} canOpenMachine={canOpenMachine} />
        {actions}
        {after}
      </Stack>
    </Paper>
  );
}

/** The machine (for a machine's alert) and the rolls, each a link to its own page. */
function Links({ alert, canOpenMachine }: { alert: AlertRow; canOpenMachine: boolean }) {
  const more = alert.rollCount - alert.rolls.length;
  return (
    <Group gap="xs" wrap="wrap">
      {alert.subjectKind === 'machine' && canOpenMachine && (
        <LinkButton
          variant="default"
          size="md"
          mih={44}
          to="/machine-view"
          search={{ machine: alert.subject }}
        >
          {m.alerts_open_machine({ machine: alert.subject })}
        </LinkButton>
      )}
      {alert.rolls.length > 0 && (
        <ul className={classes.rolls} aria-label={m.alerts_rolls()}>
          {alert.rolls.map((roll) => (
            <li key={`${roll.reportNo}|${roll.rollNo}`}>
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
            </li>
          ))}
          {more > 0 && (
            <li>
              <Text size="sm" c="dimmed">
                {m.alerts_more_rolls({ count: more })}
              </Text>
            </li>
          )}
        </ul>
      )}
    </Group>
  );
}

interface ActionsProps {
  alert: AlertRow;
  what: string;
  compact: boolean;
  acting: AlertActionKind | null;
  onAct: (kind: AlertActionKind) => void;
}

/** Acknowledge while open; Resolve until resolved (not in a compact line: that is the list's). */
function Actions({ alert, what, compact, acting, onAct }: ActionsProps) {
  if (acting) return null;
  const acknowledge = alert.state === 'open';
  const resolve = !compact && alert.state !== 'resolved';
  if (!acknowledge && !resolve) return null;
  return (
    <Group gap="xs" wrap="wrap">
      {acknowledge && (
        <Button
          size="md"
          mih={44}
          variant={compact ? 'light' : 'filled'}
          aria-label={m.alerts_acknowledge_what({ what })}
          onClick={() => onAct('acknowledge')}
        >
          {m.alerts_acknowledge()}
        </Button>
      )}
      {resolve && (
        <Button
          size="md"
          mih={44}
          variant="default"
          aria-label={m.alerts_resolve_what({ what })}
          onClick={() => onAct('resolve')}
        >
          {m.alerts_resolve()}
        </Button>
      )}
    </Group>
  );
}
