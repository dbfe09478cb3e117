import { useId, type ReactNode } from 'react';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { PageName } from '@contract';
import { mayOpen } from '../../lib/auth';
import { useSession } from '../../lib/useSession';
import classes from './passport.module.css';

/**
 * One step of the roll's life as a card of the timeline, named by its title. `reached` false: a
 * step the roll has not come to, said so in words by its content, its dot hollow.
 */
export function Step({
  title,
  when,
  reached = true,
  badges,
  links,
  replaced = false,
  children,
}: {
  title: string;
  when?: string | null;
  reached?: boolean;
  badges?: ReactNode;
  links?: ReactNode;
  replaced?: boolean;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <li className={classes.step} data-reached={reached}>
      <Paper
        component="article"
        aria-labelledby={id}
        withBorder
        p="sm"
        radius="md"
        className={replaced ? `${classes.card} ${classes.replaced}` : classes.card}
      >
        <Group justify="space-between" align="baseline" gap="xs" wrap="wrap">
          <Group gap="xs" wrap="wrap" style={{ minWidth: 0 }}>
            <Title order={3} size="h4" id={id}>
              {title}
            </Title>
            {badges}
          </Group>
          {when && (
            <Text c="dimmed" size="sm">
              {when}
            </Text>
          )}
        </Group>
        <Stack gap="xs" mt="xs">
          {children}
        </Stack>
        {links && (
          <Group gap="xs" mt="sm" className="no-print">
            {links}
          </Group>
        )}
      </Paper>
    </li>
  );
}

/** What a step not reached yet says instead of its facts. */
export function NotYet({ children }: { children: ReactNode }) {
  return <Text c="dimmed">{children}</Text>;
}

/** A fact of a step: its label and value; a value not known is left out, not shown as a gap. */
export type Fact = readonly [label: string, value: ReactNode];

export function Facts({ facts }: { facts: readonly Fact[] }) {
  const known = facts.filter(([, value]) => value !== null && value !== undefined && value !== '');
  if (known.length === 0) return null;
  return (
    <dl className={classes.facts}>
      {known.map(([label, value], i) => (
        <div key={`${i}:${label}`}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A value formatted, or null (left out of the facts) when not known. */
export const known = <T,>(value: T | null | undefined, format: (value: T) => string) =>
  value === null || value === undefined ? null : format(value);

/**
 * A link to another screen, shown unless the session is known not to grant it: a link that
 * would end in "No access" is left out.
 */
export function IfAllowed({ page, children }: { page: PageName; children: ReactNode }) {
  const session = useSession();
  return mayOpen(session.data, page) === false ? null : children;
}

/** How a step's links look: small beside the facts, still a finger's size. */
export const linkLook = { size: 'md', mih: 44, variant: 'light' } as const;
