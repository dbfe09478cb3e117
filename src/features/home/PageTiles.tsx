import { SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { Area, PageName } from '@contract';
import { areas, pages } from '@contract/client';
import { Icon, type IconName } from '../../components/Icon';
import { areaTitle, pageTitle } from '../../i18n/pages';
import classes from './PageTiles.module.css';

/** One picture per area, so a tile is found by shape before its title is read. */
const areaIcon: Record<Area, IconName> = {
  start: 'home',
  inspection: 'zoomCheck',
  collarCuff: 'shirt',
  production: 'factory',
  stock: 'warehouse',
  sales: 'cart',
  gate: 'shield',
  admin: 'settings',
};

/** Big tiles to the given pages, in the order of pages.ts, grouped under their area's name. */
export function PageTiles({ open }: { open: readonly PageName[] }) {
  const groups = (Object.keys(areas) as Area[])
    .map((area) => ({ area, names: open.filter((name) => pages[name].area === area) }))
    .filter((g) => g.names.length > 0);

  return (
    <Stack gap="xl">
      {groups.map(({ area, names }) => (
        <section key={area} aria-labelledby={`area-${area}`}>
          <Title order={2} size="h3" id={`area-${area}`} mb="sm">
            {areaTitle(area)}
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md">
            {names.map((name) => (
              <UnstyledButton key={name} component={Link} to={`/${name}`} className={classes.tile}>
                <Icon name={areaIcon[area]} size={32} />
                <Text fw={600} size="lg">
                  {pageTitle(name)}
                </Text>
              </UnstyledButton>
            ))}
          </SimpleGrid>
        </section>
      ))}
    </Stack>
  );
}
