import { Checkbox, Fieldset, SimpleGrid } from '@mantine/core';
import type { PageName } from '@contract';
import { m } from '../../i18n';
import { rolePageGroups } from './rolePageGroups';

interface Props {
  granted: ReadonlySet<PageName>;
  disabled: boolean;
  onChange: (pages: PageName[], on: boolean) => void;
}

/** One box per area with a checkbox per page (menu titles); the area's own box ticks them all. */
export function RolePageGroups({ granted, disabled, onChange }: Props) {
  return (
    <>
      {rolePageGroups(granted).map((group) => {
        const names = group.pages.map((p) => p.name);
        return (
          <Fieldset
            key={group.area}
            legend={m.users_group_legend({
              area: group.title,
              granted: group.granted,
              total: group.pages.length,
            })}
          >
            <Checkbox
              size="lg"
              mb="md"
              fw={700}
              label={m.users_group_all({ area: group.title })}
              checked={group.granted === group.pages.length}
              indeterminate={group.granted > 0 && group.granted < group.pages.length}
              disabled={disabled}
              onChange={(e) => onChange(names, e.currentTarget.checked)}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              {group.pages.map((p) => (
                <Checkbox
                  key={p.name}
                  size="lg"
                  label={p.title}
                  description={p.name}
                  checked={p.granted}
                  disabled={disabled}
                  onChange={(e) => onChange([p.name], e.currentTarget.checked)}
                />
              ))}
            </SimpleGrid>
          </Fieldset>
        );
      })}
    </>
  );
}
