import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  Link,
  SearchParamError,
  useRouter,
  type ErrorComponentProps,
  type LinkProps,
} from '@tanstack/react-router';
import { errorMessage } from '../lib/errors';
import { Icon } from './Icon';

/** The fields of the address a route could not read (the router keeps the schema's issues). */
export function missingFields(error: SearchParamError): string[] {
  const cause: unknown = error.cause;
  const issues =
    cause && typeof cause === 'object' && 'issues' in cause && Array.isArray(cause.issues)
      ? (cause.issues as { path?: readonly unknown[] }[])
      : [];
  const names = issues.map((issue) => {
    const first = issue.path?.[0];
    return String(first && typeof first === 'object' && 'key' in first ? first.key : (first ?? ''));
  });
  return [...new Set(names.filter(Boolean))];
}

function Frame({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper withBorder p="xl" maw={40 * 16} mx="auto" mt="xl" role="alert">
      <Stack align="center" gap="md" ta="center">
        <Icon name="alertTriangle" size={48} />
        <Title order={2}>{title}</Title>
        {children}
      </Stack>
    </Paper>
  );
}

const startButton = (
  <Button component={Link} to="/" size="lg" variant="default">
    Go to the start page
  </Button>
);

/**
 * The router's default for a screen that failed: the reason in a sentence (the server's message
 * when there is one), a way to try again and a way out. An address missing what a screen needs
 * (an old link, a typed address) names the missing part instead of showing the schema's issues.
 */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  if (error instanceof SearchParamError) {
    const fields = missingFields(error);
    return (
      <Frame title="This address is incomplete">
        <Text size="lg">
          The screen needs {fields.length > 0 ? fields.join(', ') : 'more'} in its address, and the
          address does not have {fields.length === 1 ? 'it' : 'them'}. Open the screen from the app
          instead of an old link or a typed address.
        </Text>
        {startButton}
      </Frame>
    );
  }
  return (
    <Frame title="This screen could not be shown">
      <Text size="lg">{errorMessage(error)}</Text>
      <Group justify="center">
        <Button
          size="lg"
          onClick={() => {
            reset();
            void router.invalidate();
          }}
        >
          Try again
        </Button>
        {startButton}
      </Group>
    </Frame>
  );
}

export interface Needs {
  /** What the screen shows, e.g. "one roll of an inspection report". */
  readonly shows: string;
  /** What the address must name, e.g. "the report number and the roll number". */
  readonly needs: string;
  /** The screen where the user picks it. */
  readonly pick: { readonly to: NonNullable<LinkProps['to']>; readonly label: string };
}

/** Said by a screen of one record opened without it: what it needs and where to pick it. */
export function MissingRecord({ shows, needs, pick }: Needs) {
  return (
    <Frame title="Nothing picked yet">
      <Text size="lg">
        This screen shows {shows}. Its address does not say which: it needs {needs}.
      </Text>
      <Group justify="center">
        <Button component={Link} to={pick.to} size="lg">
          {pick.label}
        </Button>
        {startButton}
      </Group>
    </Frame>
  );
}

/** A route's errorComponent: MissingRecord when the address lacks the record, else RouteError. */
export const needsRecord = (needs: Needs) =>
  function MissingOrFailed(props: ErrorComponentProps) {
    return props.error instanceof SearchParamError ? (
      <MissingRecord {...needs} />
    ) : (
      <RouteError {...props} />
    );
  };
