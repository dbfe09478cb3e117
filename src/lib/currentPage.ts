import { useMatches } from '@tanstack/react-router';
import type { PageName } from '@contract';
import { isPageName } from '@contract/client';

/**
 * The page name of a route id: the file name is the page name (`/_guarded/select-home` →
 * `select-home`), so the route name is written once, in the file path.
 */
export function pageOfRouteId(routeId: string): PageName | undefined {
  const last = routeId.split('/').pop() ?? '';
  return isPageName(last) ? last : undefined;
}

/** The page of the deepest matched route, or undefined on a path that is not a page. */
export function useCurrentPage(): PageName | undefined {
  return useMatches({
    select: (matches) => {
      const last = matches[matches.length - 1];
      return last ? pageOfRouteId(last.routeId) : undefined;
    },
  });
}
