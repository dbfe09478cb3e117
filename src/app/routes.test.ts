import { describe, expect, it } from 'vitest';
import { createMemoryHistory, createRouter } from '@tanstack/react-router';
import { QueryClient } from '@tanstack/react-query';
import { pageNames, pages, pickedIn } from '@contract';
import { routeTree } from '../routeTree.gen';
import { menu } from './menu';

const router = createRouter({
  routeTree,
  history: createMemoryHistory(),
  context: {
    queryClient: new QueryClient(),
    auth: { get: () => false, whenKnown: async () => false },
  },
});

/** Every route with a URL of its own, by URL; guarded when it sits under the `_guarded` layout. */
const routed = new Map(
  Object.values(router.routesById)
    .filter((r) => r.id !== '__root__' && r.id !== '/_guarded' && r.id !== '/')
    .map((r) => [r.fullPath, r.id.startsWith('/_guarded/')] as const),
);

describe('route tree', () => {
  it('has exactly one route per page of pages.ts, at /<page name>', () => {
    expect([...routed.keys()].sort()).toEqual(pageNames.map((p) => `/${p}`).sort());
  });

  it.each(pageNames)('%s is guarded exactly when pages.ts says so', (page) => {
    expect(routed.get(`/${page}`)).toBe(pages[page].guarded);
  });

  it.each(pageNames)(
    '%s needs a record exactly when pages.ts names its list, and its route refuses a bare address',
    (page) => {
      const route = Object.values(router.routesById).find((r) => r.fullPath === `/${page}`);
      const read = route?.options.validateSearch as unknown;
      let refused = false;
      if (read && typeof read === 'object' && '~standard' in read) {
        const schema = read as { '~standard': { validate: (v: unknown) => { issues?: unknown } } };
        refused = schema['~standard'].validate({}).issues !== undefined;
      } else if (typeof read === 'function') {
        try {
          read({});
        } catch {
          refused = true;
        }
      }
      expect(refused).toBe(pickedIn(page) !== undefined);
    },
  );

  it('keeps the empty path, which redirects to login', () => {
    expect(router.routesById['/']).toBeDefined();
  });
});

describe('side menu', () => {
  it('lists the seed’s 25 entries, the roll passport and the alerts, each pointing at a route that exists', () => {
    expect(menu).toHaveLength(27);
    for (const entry of menu) {
      expect(routed.has(entry.url)).toBe(true);
      expect(entry.url).toBe(`/${entry.route}`);
    }
    expect(menu[0]).toMatchObject({ route: 'select-home' });
    expect(menu[26]).toMatchObject({ route: 'users-list' });
  });
});
