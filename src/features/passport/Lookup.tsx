import { Alert, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { PassportKind, PassportMatch } from '../../../contract/main/passport';
import { ErrorState } from '../../components/ErrorState';
import { LinkButton } from '../../components/LinkButton';
import { m } from '../../i18n';
import { Passport } from './Passport';
import { passportQuery } from './queries';
import { kindWords } from './words';

/** A number several rolls carry: the user picks which, each a link to its own passport. */
function Which({ rollNo, matches }: { rollNo: string; matches: readonly PassportMatch[] }) {
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {m.passport_many_title({ rollNo })}
      </Title>
      <Text size="lg">{m.passport_many({ rollNo })}</Text>
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
        {matches.map((match) => (
          <li key={`${match.kind}|${match.rollNo}`}>
            <LinkButton
              variant="default"
              fullWidth
              justify="flex-start"
              to="/roll-passport"
              search={{ rollNo: match.rollNo, kind: match.kind }}
            >
              {m.passport_match({
                kind: kindWords[match.kind](),
                rollNo: match.rollNo,
                item: match.itemName ?? match.itemCode,
              })}
            </LinkButton>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}

/** The passport of the number asked for: one roll, a choice of several, or none. */
export function Lookup({ rollNo, kind }: { rollNo: string; kind?: PassportKind }) {
  const query = useQuery(passportQuery(rollNo, kind));
  const answer = query.data;
  if (answer?.found === 'one') return <Passport passport={answer.passport} />;
  if (answer?.found === 'many') return <Which rollNo={rollNo} matches={answer.matches} />;
  if (answer?.found === 'none')
    return (
      <Alert color="yellow" variant="light" title={m.passport_none_title({ rollNo })}>
        {m.passport_none({ rollNo })}
      </Alert>
    );
  if (query.isError)
    return <ErrorState title={m.passport_not_loaded({ rollNo })} error={query.error} />;
  // Offline, and this roll was never looked up here: said in words, not a loader that turns for
  // as long as the connection is gone. It shows by itself once the read resumes.
  if (query.fetchStatus === 'paused')
    return (
      <Paper withBorder p="md">
        <Text fw={700}>{m.passport_offline_title({ rollNo })}</Text>
        <Text>{m.passport_offline()}</Text>
      </Paper>
    );
  return <Loader size="lg" aria-label={m.passport_loading({ rollNo })} />;
}
