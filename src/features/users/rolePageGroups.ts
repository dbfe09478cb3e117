import type { Area, PageName } from '@contract';
import { areas, pageNames, pages } from '@contract/client';
import { areaTitle, pageTitle } from '../../i18n/pages';

/** Pages anyone may open without signing in: granting them means nothing, so the editor hides them. */
const publicPages = new Set<PageName>(['login', 'registration']);

export interface PageGroup {
  area: Area;
  title: string;
  pages: { name: PageName; title: string; granted: boolean }[];
  granted: number;
}

/**
 * The pages a role may grant, grouped by area in the contract's order, with the menu titles in the
 * current language.
 */
export function rolePageGroups(granted: ReadonlySet<PageName>): PageGroup[] {
  return (Object.keys(areas) as Area[])
    .map((area) => {
      const list = pageNames
        .filter((p) => pages[p].area === area && !publicPages.has(p))
        .map((name) => ({ name, title: pageTitle(name), granted: granted.has(name) }));
      return {
        area,
        title: areaTitle(area),
        pages: list,
        granted: list.filter((p) => p.granted).length,
      };
    })
    .filter((g) => g.pages.length > 0);
}

/** Every page the editor offers, for "grant all" of an area or the whole role. */
export const grantablePages = (): PageName[] => pageNames.filter((p) => !publicPages.has(p));
