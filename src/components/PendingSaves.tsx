import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { Badge, Button } from '@mantine/core';
import { m } from '../i18n';
import { formatNumber } from '../i18n/format';
import { connectivity } from '../lib/connectivity';
import { outboxState } from '../lib/outbox';
import { alertTriangle, circleCheck, cloudOff, cloudUpload, Glyph } from './Glyph';
import classes from './HeaderStatus.module.css';

const SavesDrawer = lazy(() => import('./SavesDrawer').then((m) => ({ default: m.SavesDrawer })));

/**
 * Always in the header: how many saves are kept on this tablet and not yet on the server, and
 * whether any needs the user. Opens the lists of both. On a phone it is an icon (and the count),
 * its colour and its accessible name saying the rest, so the header keeps one row.
 */
export function PendingSaves() {
  const outbox = useSyncExternalStore(outboxState.subscribe, outboxState.get);
  const online = useSyncExternalStore(connectivity.subscribe, connectivity.get);
  const [opened, setOpened] = useState(false);
  // Once opened, the drawer stays mounted so that it can animate closed.
  const [wanted, setWanted] = useState(false);
  const waiting = outbox.pending.length;
  const attention = outbox.attention.length;
  const label =
    attention > 0
      ? m.frame_saves_need_you({ count: attention })
      : waiting > 0
        ? m.frame_saves_waiting({ count: waiting })
        : m.frame_all_saved();
  const glyph =
    attention > 0 ? alertTriangle : !online ? cloudOff : waiting > 0 ? cloudUpload : circleCheck;
  const count = attention > 0 ? attention : waiting;

  return (
    <>
      <Button
        variant={attention > 0 ? 'filled' : 'light'}
        color={attention > 0 ? 'red' : waiting > 0 ? 'yellow' : 'green'}
        mih={48}
        px="sm"
        classNames={{ root: classes.button, section: classes.section }}
        onClick={() => {
          setWanted(true);
          setOpened(true);
        }}
        aria-label={
          online
            ? m.frame_saves_show({ state: label })
            : m.frame_saves_show_offline({ state: label })
        }
        data-testid="pending-saves"
        data-pending={waiting}
        data-attention={attention}
        rightSection={
          online ? null : (
            <Badge color="gray" variant="filled">
              {m.frame_offline()}
            </Badge>
          )
        }
      >
        <span className={classes.long}>{label}</span>
        <span className={classes.short} data-testid="pending-saves-icon">
          <Glyph d={glyph} />
          {count > 0 && formatNumber(count)}
        </span>
      </Button>
      {/* Its own chunk, loaded on the first open: the first screen does not wait for the lists. */}
      {wanted && (
        <Suspense fallback={null}>
          <SavesDrawer
            opened={opened}
            onClose={() => setOpened(false)}
            outbox={outbox}
            online={online}
          />
        </Suspense>
      )}
    </>
  );
}
