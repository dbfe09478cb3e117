import { useState } from 'react';
import { Alert, Button, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { m } from '../../../i18n';
import { errorMessage } from '../../../lib/errors';
import { AddDefectType } from './AddDefectType';
import { DefectTypeCard } from './DefectTypeCard';
import { defectTypesQuery } from './save';

/**
 * The defect types the tablets offer, for administrators: a card per type (a list that fits a
 * phone as well as a desktop), one opened at a time to change it, and a form to add one.
 */
export function DefectTypesPanel() {
  const types = useQuery(defectTypesQuery());
  const [editing, setEditing] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);

  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="defect-types">
      <Title order={2} size="h3" mb="xs" id="defect-types">
        {m.settings_defect_types()}
      </Title>
      <Text c="dimmed" mb="md">
        {m.settings_defect_intro()}
      </Text>
      <Stack gap="md">
        {adding ? (
          <AddDefectType onDone={() => setAdding(false)} />
        ) : (
          <Button variant="light" size="lg" onClick={() => setAdding(true)}>
            {m.settings_defect_add()}
          </Button>
        )}
        {types.isError && !types.data && (
          <Alert color="red" variant="light">
            {errorMessage(types.error)}
          </Alert>
        )}
        {types.isPending && (
          <Center p="xl">
            <Loader aria-label={m.settings_defect_loading()} />
          </Center>
        )}
        {types.data?.length === 0 && <Text>{m.settings_defect_none()}</Text>}
        {types.data && types.data.length > 0 && (
          <Stack
            component="ul"
            gap="sm"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label={m.settings_defect_list()}
          >
            {types.data.map((t) => (
              <DefectTypeCard
                key={t.name}
                type={t}
                editing={editing === t.name}
                onEdit={(on) => setEditing(on ? t.name : null)}
              />
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
