import { useSyncExternalStore } from 'react';
import { Button, Paper, Text } from '@mantine/core';
import { m } from '../i18n';
import { dismissToast, toastStore, toastText } from '../lib/toast';

/**
 * Renders the current toast in the middle of the screen. The live region is always in the page,
 * so screen readers announce each new message instead of missing the first one.
 */
export function ToastHost() {
  const current = useSyncExternalStore(toastStore.subscribe, toastStore.get);
  return (
    <div
      role="status"
      aria-live="polite"
      aria-atomic="true"
      style={{
        position: 'fixed',
        inset: 0,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        // The layer never blocks taps; only the message box itself takes pointer events.
        pointerEvents: 'none',
        zIndex: 1000,
      }}
    >
      {current && (
        <Paper
          key={current.id}
          shadow="xl"
          radius="md"
          p="lg"
          withBorder
          maw="min(90vw, 32rem)"
          bg={current.variant === 'noInternet' ? 'red.9' : 'dark.8'}
          c="white"
          style={{ pointerEvents: 'auto', textAlign: 'center' }}
          data-variant={current.variant}
        >
          <Text size="lg" fw={600}>
            {toastText(current)}
          </Text>
          {current.variant === 'noInternet' && (
            <Button mt="md" size="lg" variant="white" color="dark" onClick={dismissToast}>
              {m.frame_dismiss()}
            </Button>
          )}
        </Paper>
      )}
    </div>
  );
}
