import type { Area, PageName, SessionInfo } from '@contract';
import { areas, pageNames, pages, pickedIn } from '@contract/client';
import { mayOpen } from '../../lib/auth';
import { HOME_TILES_KEY } from '../../lib/session';

/**
 * The signed-in pages this session may open from the start page: not the start page itself, and
 * not a page of one record, which has nothing to show until its record is picked in its list.
 */
export const homePages = (session: SessionInfo): PageName[] =>
  pageNames.filter(
    (p) => p !== 'select-home' && pages[p].guarded && !pickedIn(p) && mayOpen(session, p),
  );

/** The given pages grouped under their area, in the order of areas and of pages.ts. */
export type TileGroups = readonly (readonly [Area, readonly PageName[]])[];

export function tileGroups(open: readonly PageName[]): TileGroups {
  return (Object.keys(areas) as Area[])
    .map((area) => [area, open.filter((name) => pages[name].area === area)] as const)
    .filter(([, names]) => names.length > 0);
}

/**
 * Keeps the tiles on the device, so that the next start draws them from index.html alone, seconds
 * before the app's code has arrived on a weak signal (scripts/start-frame.ts reads this shape).
 * Signing out removes them (src/lib/session.ts). Storage may be full or refused: then the next
 * start shows the greeting alone, as before.
 */
export function keepTiles(username: string, groups: TileGroups): void {
  try {
    localStorage.setItem(HOME_TILES_KEY, JSON.stringify({ user: username, groups }));
  } catch {
    // Only a quicker first paint is lost.
  }
}
