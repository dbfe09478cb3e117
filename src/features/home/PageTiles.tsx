import { Stack, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { Area } from '@contract';
import { Icon, type IconName } from '../../components/Icon';
import { areaTitle, pageTitle } from '../../i18n/pages';
import classes from './PageTiles.module.css';
import type { TileGroups } from './tiles';

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
 * Big tiles to the given pages, grouped under their area's name (index.html's start frame draws
 * the same, scripts/start-frame.ts: a change of measures here goes there too). An
 * administrator sees some thirty: plain links in a CSS grid, not a Mantine component each, keep
 * the first screen after sign-in quick to draw on a cheap tablet.
 */
export function PageTiles({ groups }: { groups: TileGroups }) {
  return (
    <Stack gap="xl">
      {groups.map(([area, names]) => (
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
