import { Center, Loader } from '@mantine/core';
import { m } from '../i18n';

/**
 * What the frame shows where a screen goes while it cannot be drawn yet: by default, a screen
 * whose code or first data are on the way (the router's pending component, src/app/router.ts);
 * `label` names another wait, such as the session's access.
 */
export function PendingScreen({ label }: { label?: string }) {
  return (
    <Center p="xl">
      <Loader aria-label={label ?? m.frame_loading_screen()} />
    </Center>
  );
}
