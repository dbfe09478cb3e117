/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { registerReportReads } from './reads';
import { listenForUpdate } from './update';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };

// The app shell and every route chunk (the list is injected by the build and checked by
// scripts/check-precache.ts), so every screen opens with the server unreachable.
precacheAndRoute(self.__WB_MANIFEST);
// Old versions' precaches are dropped once this one is active: tablets have little storage.
cleanupOutdatedCaches();

// Any in-app address opened offline gets the shell; the client router draws the screen. The API
// is never answered with HTML.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), {
    denylist: [/^\/api(3003|3020)?\//, /^\/api\/health$/],
  }),
);

registerReportReads();
listenForUpdate(self);

// Only ever matters on the first install (updates wait for the user's "Update"): lets the page
// that installed the worker use the report-read cache without a reload.
clientsClaim();
