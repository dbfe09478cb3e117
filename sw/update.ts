/** Message the page sends when the user pressed "Update" (workbox-window messageSkipWaiting). */
export const SKIP_WAITING = 'SKIP_WAITING';

/**
 * A new version installs in the background and then WAITS: it takes over only when the user asks,
 * never in the middle of an inspection.
 */
export function listenForUpdate(self: ServiceWorkerGlobalScope): void {
  self.addEventListener('message', (event: ExtendableMessageEvent) => {
    const data: unknown = event.data;
    if (typeof data === 'object' && data !== null && 'type' in data && data.type === SKIP_WAITING) {
      void self.skipWaiting();
    }
  });
}
