import { useSyncExternalStore } from 'react';
import { Button } from '@mantine/core';
import { m } from '../i18n';
import { outboxState } from '../lib/outbox';
import { applyUpdate, installApp, pwaState } from './pwa';

/**
 * Header actions of the installed app: "Install" when the browser offers it, "Update" when a new
 * version waits. Update is held while saves wait to be sent: the reload would not lose them
 * (they are in IndexedDB), but a user mid-sync should not see the screen vanish.
 */
export function AppActions() {
  const pwa = useSyncExternalStore(pwaState.subscribe, pwaState.get);
  const outbox = useSyncExternalStore(outboxState.subscribe, outboxState.get);
  const held = outbox.pending.length > 0 || pwa.holds > 0;
  return (
    <>
      {pwa.canInstall && (
        <Button mih={48} variant="outline" onClick={() => void installApp()}>
          {m.frame_install()}
        </Button>
      )}
      {pwa.updateReady && (
        <Button
          mih={48}
          onClick={applyUpdate}
          disabled={held}
          title={held ? m.frame_update_held() : m.frame_update_load()}
        >
          {m.frame_update()}
        </Button>
      )}
    </>
  );
}
