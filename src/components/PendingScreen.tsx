import { Center, Loader } from '@mantine/core';
import { m } from '../i18n';

/**
 * A screen whose code or first data are still on the way, inside the frame: the header and the
 * screen's title are drawn first, the screen when it is there (src/main.tsx, src/app/router.ts).
 */
export function PendingScreen() {
  return (
    <Center p="xl">
      <Loader aria-label={m.frame_loading_screen()} />
    </Center>
  );
}
