import { lazy, Suspense, useSyncExternalStore } from 'react';
import { onlineManager } from '@tanstack/react-query';
import { PendingScreen } from '../components/PendingScreen';

/**
 * What the frame says offline about a screen that is not on this tablet (./NotOnTablet.tsx). Its
 * code loads only once the app is offline, so the first visit carries none of it: the service
 * worker's precache holds it, and the preload of every route fetches it on a tablet without one.
 */
const NotOnTablet = lazy(() =>
  import('./NotOnTablet').then(
    (m) => ({ default: m.NotOnTablet }),
    // Its code could not be had (offline before the service worker or the preload stored it): the
    // frame shows what it showed before, never an error in place of the screen.
    () => ({
      default: ({ pending }: { pending: boolean }) => (pending ? <PendingScreen /> : null),
    }),
  ),
);

/**
 * Online, nothing of the check runs: `pending` (the router's wait for a screen) shows the loader,
 * else nothing. Offline, the check says when the screen's data is not on this tablet.
 * src/lib/connectivity.ts drives TanStack's onlineManager, the app's view of the server.
 */
export function OfflineCheck({ pending = false }: { pending?: boolean }) {
  const online = useSyncExternalStore(
    (onChange) => onlineManager.subscribe(onChange),
    () => onlineManager.isOnline(),
  );
  const loader = pending ? <PendingScreen /> : null;
  return online ? (
    loader
  ) : (
    <Suspense fallback={loader}>
      <NotOnTablet pending={pending} />
    </Suspense>
  );
}

/** The router's pending component: a loader, or offline, the word that the screen is not here. */
export const RoutePending = () => <OfflineCheck pending />;
