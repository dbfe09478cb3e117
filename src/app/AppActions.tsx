import { useSyncExternalStore } from 'react';
import { Button } from '@mantine/core';
import { download, Glyph, refresh } from '../components/Glyph';
import headerStatus from '../components/HeaderStatus.module.css';
import { m } from '../i18n';
import { outboxState } from '../lib/outbox';
import { applyUpdate, installApp, pwaState } from './pwa';

/**
 * Header actions of the installed app: "Install" when the browser offers it, "Update" when a new
 * version waits. Update is held while saves wait to be sent: the reload would not lose them
 * (they are in IndexedDB), but a user mid-sync should not see the screen vanish. On a phone each
 * is an icon named by its word, so the header keeps one row when one appears.
 */
export function AppActions() {
  const pwa = useSyncExternalStore(pwaState.subscribe, pwaState.get);
  const outbox = useSyncExternalStore(outboxState.subscribe, outboxState.get);
  const held = outbox.pending.length > 0 || pwa.holds > 0;
  return (
    <>
      {pwa.canInstall && (
        <Button
          mih={48}
          px="sm"
          variant="outline"
          className={headerStatus.button}
          aria-label={m.frame_install()}
          onClick={() => void installApp()}
        >
          <span className={headerStatus.long}>{m.frame_install()}</span>
          <span className={headerStatus.short}>
            <Glyph d={download} />
          </span>
        </Button>
      )}
      {pwa.updateReady && (
        <Button
          mih={48}
          px="sm"
          className={headerStatus.button}
          aria-label={m.frame_update()}
          onClick={applyUpdate}
          disabled={held}
          title={held ? m.frame_update_held() : m.frame_update_load()}
        >
          <span className={headerStatus.long}>{m.frame_update()}</span>
          <span className={headerStatus.short}>
            <Glyph d={refresh} />
          </span>
        </Button>
      )}
    </>
  );
}
