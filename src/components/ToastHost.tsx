import { useSyncExternalStore } from 'react';
import { Button, Paper, Text } from '@mantine/core';
import { m } from '../i18n';
import {
  dismissToast,
  needsDismiss,
  toastPlacement,
  toastStore,
  toastText,
  type Toast,
} from '../lib/toast';

const backgrounds: Record<Toast['variant'], string> = {
  message: 'dark.8',
  noInternet: 'red.9',
  // White on teal 9 is 5:1, as white on red 9 and on dark 8 are above 4.5:1.
  backOnline: 'teal.9',
};

/**
 * Renders the current toast: in the middle of the screen, or over the header while a screen asks
 * for it (`useToastAtTop`). The live region is always in the page, so screen readers announce each
 * new message instead of missing the first one.
 */
export function ToastHost() {
  const current = useSyncExternalStore(toastStore.subscribe, toastStore.get);
  const atTop = useSyncExternalStore(toastPlacement.subscribe, toastPlacement.atTop);
  return (
    <div
      role="status"
      aria-live="polite"
      aria-atomic="true"
      data-placement={atTop ? 'top' : 'middle'}
      style={{
        position: 'fixed',
        inset: 0,
        display: 'flex',
        alignItems: atTop ? 'flex-start' : 'center',
        justifyContent: 'center',
        // The layer never blocks taps; only the message box itself takes pointer events.
        pointerEvents: 'none',
        zIndex: 1000,
      }}
    >
      {current &&
        (atTop ? (
          // Over the header (at least 4rem high): one row of a few words and the button, 60 px at
          // most, so it covers nothing of the screen below the header.
          <Paper
            key={current.id}
            shadow="md"
            radius="md"
            px="sm"
            py={6}
            mt={2}
            maw="calc(100vw - 1rem)"
            bg={backgrounds[current.variant]}
            c="white"
            style={{
              pointerEvents: 'auto',
              display: 'flex',
              alignItems: 'center',
              gap: 'var(--mantine-spacing-sm)',
            }}
            data-variant={current.variant}
          >
            <Text size="sm" fw={600} lh={1.3} miw={0}>
              {toastText(current, true)}
            </Text>
            {needsDismiss(current) && (
              <Button
                size="sm"
                mih={44}
                variant="white"
                color="dark"
                style={{ flex: 'none' }}
                onClick={dismissToast}
              >
                {m.frame_dismiss()}
              </Button>
            )}
          </Paper>
        ) : (
          <Paper
            key={current.id}
            shadow="xl"
            radius="md"
            p="lg"
            withBorder
            maw="min(90vw, 32rem)"
            bg={backgrounds[current.variant]}
            c="white"
            style={{ pointerEvents: 'auto', textAlign: 'center' }}
            data-variant={current.variant}
          >
            <Text size="lg" fw={600}>
              {toastText(current)}
            </Text>
            {needsDismiss(current) && (
              <Button mt="md" size="lg" variant="white" color="dark" onClick={dismissToast}>
                {m.frame_dismiss()}
              </Button>
            )}
          </Paper>
        ))}
    </div>
  );
}
