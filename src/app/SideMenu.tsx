import { Button, Divider, Drawer, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { SessionInfo } from '@contract';
import { Icon } from '../components/Icon';
import { m } from '../i18n';
import { pageTitle } from '../i18n/pages';
import { mayOpen } from '../lib/auth';
import { authState } from '../lib/session';
import { menu } from './menu';
import { useLogout } from './useLogout';
import classes from './SideMenu.module.css';

interface SideMenuProps {
  opened: boolean;
  onClose: () => void;
  session: SessionInfo | undefined;
}

/** The seed's side menu as an overlay: username, Logout at the top and bottom, the links between. */
export function SideMenu({ opened, onClose, session }: SideMenuProps) {
  const logout = useLogout();
  // Until the session answers, list only what is open to everyone rather than links that
  // would end in "No access".
  const entries = menu.filter((e) => mayOpen(session, e.route) === true);
  const logoutButton = (
    <Button
      variant="outline"
      color="red.9"
      fullWidth
      leftSection={<Icon name="logout" />}
      onClick={() => void logout()}
    >
      {m.frame_logout()}
    </Button>
  );

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={
        <Text fw={700} size="xl">
          {m.frame_menu()}
        </Text>
      }
      position="left"
      closeButtonProps={{ 'aria-label': m.frame_menu_close(), size: 48 }}
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {m.frame_signed_in_as()}
        </Text>
        <Text fw={700} size="lg" mt={-8}>
          {session?.username ?? authState.username()}
        </Text>
        {logoutButton}
        <Divider />
        <nav aria-label={m.frame_menu_main()}>
          <Stack gap={4}>
            {entries.map((e) => (
              <Link key={e.route} to={e.url} className={classes.link} onClick={onClose}>
                <Icon name={e.icon} />
                <span>{pageTitle(e.route)}</span>
              </Link>
            ))}
          </Stack>
        </nav>
        <Divider />
        {logoutButton}
      </Stack>
    </Drawer>
  );
}
