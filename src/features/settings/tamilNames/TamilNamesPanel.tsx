import { Alert, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { m } from '../../../i18n';
import { errorMessage } from '../../../lib/errors';
import { NameRow } from './NameRow';
import { peopleNamesQuery, type PeopleName } from './save';

const kindTitles: Readonly<Record<PeopleName['kind'], () => string>> = {
  designation: m.people_names_designations,
  department: m.people_names_departments,
  shift: m.people_names_shifts,
};
const kinds = Object.keys(kindTitles) as PeopleName['kind'][];

/**
 * The Tamil names of the designations, departments and shifts ERPNext sends in English, for
 * administrators: attendance and the gate show them on a screen set to Tamil.
 */
export function TamilNamesPanel() {
  const names = useQuery(peopleNamesQuery());
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="tamil-names">
      <Title order={2} size="h3" mb="xs" id="tamil-names">
        {m.people_names_title()}
      </Title>
      <Text c="dimmed" mb="md">
        {m.people_names_intro()} {m.people_names_hint()}
      </Text>
      {names.isError && !names.data && (
        <Alert color="red" variant="light">
          {errorMessage(names.error)}
        </Alert>
      )}
      {names.isPending && (
        <Center p="xl">
          <Loader aria-label={m.people_names_loading()} />
        </Center>
      )}
      {names.data?.length === 0 && <Text>{m.people_names_none()}</Text>}
      {names.data && names.data.length > 0 && (
        <Stack gap="lg">
          {kinds.map((kind) => {
            const rows = names.data.filter((r) => r.kind === kind);
            if (rows.length === 0) return null;
            return (
              <Stack key={kind} gap="sm" component="section" aria-label={kindTitles[kind]()}>
                <Title order={3} size="h4">
                  {kindTitles[kind]()}
                </Title>
                {rows.map((row) => (
                  <NameRow key={`${row.kind} ${row.name}`} row={row} />
                ))}
              </Stack>
            );
          })}
        </Stack>
      )}
    </Paper>
  );
}
