import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { READS_CACHE } from '../contract/core/wire';

/**
 * GET report reads of the contract (its `read` calls minus session and sign-in calls, listed at
 * build time). Saves, sign-in calls and /api/health are not in the list, so they are never cached.
 */
const readPaths = new Set(__GREIGE_READ_PATHS__);

export const isReportRead = (url: URL, method: string, sameOrigin: boolean): boolean =>
  sameOrigin && method === 'GET' && readPaths.has(url.pathname);

export function registerReportReads(): void {
  registerRoute(
    ({ url, request, sameOrigin }) => isReportRead(url, request.method, sameOrigin),
    new NetworkFirst({
      cacheName: READS_CACHE,
      // Fresh figures when the server answers quickly; the last copy when the Wi-Fi hangs.
      networkTimeoutSeconds: 4,
      plugins: [
        // Only real answers: an error or a 401 must never be replayed as the report.
        new CacheableResponsePlugin({ statuses: [200] }),
        // Bounded: a week of the 200 most recently viewed reports, dropped first on low storage.
        new ExpirationPlugin({
          maxEntries: 200,
          maxAgeSeconds: 7 * 24 * 3600,
          purgeOnQuotaError: true,
        }),
      ],
    }),
  );
}
