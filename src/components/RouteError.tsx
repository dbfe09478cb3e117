import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  Link,
  SearchParamError,
  useRouter,
  type ErrorComponentProps,
} from '@tanstack/react-router';
import { pickedIn, type RecordPage } from '@contract/client';
import { m } from '../i18n';
import { errorMessage } from '../lib/errorText';
import { alertTriangle, Glyph } from './Glyph';

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
        <Glyph d={alertTriangle} size={48} />
        <Title order={2}>{title}</Title>
        {children}
      </Stack>
    </Paper>
  );
}

function StartButton() {
  return (
    <Button component={Link} to="/" size="lg" variant="default">
      {m.frame_start_page()}
    </Button>
  );
}

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
      <Frame title={m.frame_address_incomplete()}>
        <Text size="lg">
          {fields.length > 0
            ? m.frame_address_needs({ count: fields.length, fields: fields.join(', ') })
            : m.frame_address_needs_more()}
        </Text>
        <StartButton />
      </Frame>
    );
  }
  return (
    <Frame title={m.frame_not_shown()}>
      <Text size="lg">{errorMessage(error)}</Text>
      <Group justify="center">
        <Button
          size="lg"
          onClick={() => {
            reset();
            void router.invalidate();
          }}
        >
          {m.frame_try_again()}
        </Button>
        <StartButton />
      </Group>
    </Frame>
  );
}

/**
 * What a page of one record says when opened without it, as message functions (read when shown,
 * in the language of the moment). Each route declares its own, so a page's words travel with it.
 */
export interface RecordWords {
  /** What the page shows and where its record is picked, e.g. `m.frame_missing_roll_view`. */
  readonly shows: () => string;
  /** The button to that list, e.g. `m.frame_pick_report_roll`. */
  readonly pick: () => string;
}

/**
 * Said by a page of one record opened without it (an old link, a bookmark, a typed address): what
 * it shows and a way to the list where such a record is picked (the contract's `pickedIn`).
 */
export function MissingRecord({ page, words }: { page: RecordPage; words: RecordWords }) {
  return (
    <Frame title={m.frame_nothing_picked()}>
      <Text size="lg">{words.shows()}</Text>
      <Group justify="center">
        <Button component={Link} to={`/${pickedIn(page)}`} size="lg">
          {words.pick()}
        </Button>
        <StartButton />
      </Group>
    </Frame>
  );
}

/** A route's errorComponent: MissingRecord when the address lacks the record, else RouteError. */
export const needsRecord = (page: RecordPage, words: RecordWords) =>
  function MissingOrFailed(props: ErrorComponentProps) {
    return props.error instanceof SearchParamError ? (
      <MissingRecord page={page} words={words} />
    ) : (
      <RouteError {...props} />
    );
  };
