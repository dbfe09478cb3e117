import { useEffect, useRef } from 'react';
import { Badge, Button, Group, Paper, Text } from '@mantine/core';
import { m } from '../../../i18n';
import { formatNumber } from '../../../i18n/format';
import { EditDefectType } from './EditDefectType';
import { scopeNames } from './labels';
import type { DefectType } from './save';

interface Props {
  type: DefectType;
  editing: boolean;
  onEdit: (editing: boolean) => void;
}

/** One type as a card: both names, how it scores, where it is tapped; opens to be changed. */
export function DefectTypeCard({ type, editing, onEdit }: Props) {
  // Closing the form (saved or cancelled) gives the focus back to the card's Edit button.
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(editing);
  useEffect(() => {
    if (wasEditing.current && !editing) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);
  return (
    <Paper withBorder p="md" component="li" aria-label={type.name}>
      <Group justify="space-between" align="flex-start" gap="sm">
        <div style={{ flex: '1 1 14rem', minWidth: 0 }}>
          <Text fw={700} size="lg" lang="en">
            {type.name}
          </Text>
          {type.nameTa ? (
            <Text size="lg" lang="ta">
              {type.nameTa}
            </Text>
          ) : (
            <Text c="dimmed">{m.settings_defect_no_tamil()}</Text>
          )}
          <Group gap="xs" mt={6}>
            <Badge size="lg" variant="light">
              {m.settings_defect_points({ count: type.defaultPoints })}
            </Badge>
            {type.continuous && (
              <Badge size="lg" variant="light" color="grape">
                {m.settings_defect_continuous()}
              </Badge>
            )}
            {type.isHole && (
              <Badge size="lg" variant="light" color="orange">
                {m.settings_defect_hole()}
              </Badge>
            )}
            <Badge size="lg" variant="outline" color="gray.7">
              {scopeNames[type.appliesTo]()}
            </Badge>
            {!type.active && (
              <Badge size="lg" variant="filled" color="gray.7">
                {m.settings_defect_inactive()}
              </Badge>
            )}
            <Text size="sm" c="dimmed">
              {m.settings_defect_order_n({ n: formatNumber(type.sortOrder) })}
            </Text>
          </Group>
        </div>
        {!editing && (
          <Button
            ref={editButton}
            variant="light"
            size="lg"
            aria-label={m.settings_defect_edit_named({ name: type.name })}
            onClick={() => onEdit(true)}
          >
            {m.settings_defect_edit()}
          </Button>
        )}
      </Group>
      {editing && <EditDefectType type={type} onDone={() => onEdit(false)} />}
    </Paper>
  );
}
