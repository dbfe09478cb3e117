import { useEffect, useMemo } from 'react';
import { Alert, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { m } from '../../i18n';
import { errorMessage } from '../../lib/errors';
import { authState } from '../../lib/session';
import { useSession } from '../../lib/useSession';
import { PageTiles } from './PageTiles';
import { homePages, keepTiles, tileGroups } from './tiles';

/** The start page after sign-in: a greeting and a tile for every screen this user may open here. */
export function SelectHome() {
  const session = useSession();
  const username = session.data?.username ?? authState.username();
  const data = session.data;
  const groups = useMemo(() => tileGroups(data ? homePages(data) : []), [data]);
  // What the server said this user may open: the next start draws these tiles at once.
  useEffect(() => {
    if (data) keepTiles(data.username, groups);
  }, [data, groups]);
  // A new account has no role: it may open only this page and its profile until an admin acts.
  const waiting =
    session.data !== undefined && !session.data.isAdmin && session.data.roles.length === 0;

  return (
    <Stack gap="lg" maw={80 * 16} mx="auto">
      <Title order={2} size="h2">
        {m.home_hello({ name: username })}
      </Title>
      {session.isLoading && (
        <Center p="xl">
          <Loader aria-label={m.home_loading()} />
        </Center>
      )}
      {session.isError && !session.data && (
        <Alert color="red" variant="light" title={m.home_not_loaded()}>
          {errorMessage(session.error)}
        </Alert>
      )}
      {waiting && (
        <Alert color="yellow" variant="light" title={m.home_waiting()}>
          {m.home_waiting_text()}
        </Alert>
      )}
      {session.data && !waiting && groups.length === 0 && (
        <Text size="lg">{m.home_no_screens()}</Text>
      )}
      {groups.length > 0 && <PageTiles groups={groups} />}
    </Stack>
  );
}
