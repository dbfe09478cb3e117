import { Stack, Title } from '@mantine/core';
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

/**
 * Big tiles to the given pages, in the order of pages.ts, grouped under their area's name. An
 * administrator sees some fifty: plain links in a CSS grid, not a Mantine component each, keep
 * the first screen after sign-in quick to draw on a cheap tablet.
 */
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
          <div className={classes.grid}>
            {names.map((name) => (
              <Link key={name} to={`/${name}`} className={classes.tile}>
                <Icon name={areaIcon[area]} size={32} />
                <span className={classes.title}>{pageTitle(name)}</span>
              </Link>
            ))}
          </div>
        </section>
      ))}
    </Stack>
  );
}
