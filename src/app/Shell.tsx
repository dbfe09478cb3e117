import { lazy, Suspense, useState } from 'react';
import { Box, Burger, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet } from '@tanstack/react-router';
import { m } from '../i18n';
import { pageTitle } from '../i18n/pages';
import { NoAccess } from '../components/NoAccess';
import { PendingScreen } from '../components/PendingScreen';
import { PendingSaves } from '../components/PendingSaves';
import { seesAlertBadge } from '../components/alerts/badgePages';
import { mayOpen } from '../lib/auth';
import { useCurrentPage } from '../lib/currentPage';
import { useSession } from '../lib/useSession';
import { AppActions } from './AppActions';
import { OfflineCheck } from './offlineGate';
import classes from './Shell.module.css';

// Its own chunk, loaded on the first tap of the menu button: the drawer is most of the frame's code.
const SideMenu = lazy(() => import('./SideMenu').then((m) => ({ default: m.SideMenu })));
// The roll search, for users who may open the passport: loaded once the session says so, so the
// first visit carries none of it.
const RollSearch = lazy(() => import('../features/passport/HeaderSearch'));
// The alerts' bell and count, for users with a production page: loaded the same way.
const AlertBell = lazy(() => import('../components/alerts/HeaderAlerts'));

/** The frame of every guarded screen: header with the menu button and title, menu as an overlay. */
export function Shell() {
  const [opened, { open, close }] = useDisclosure(false);
  // Once opened, the menu stays mounted so that it can animate closed.
  const [menuWanted, setMenuWanted] = useState(false);
  const page = useCurrentPage();
  const session = useSession();
  const access = page ? mayOpen(session.data, page) : true;

  return (
    <Box mih="100dvh" bg="var(--mantine-color-body)">
      {/* One row on a phone, its status an icon; on a tablet a long Tamil title may push the
          status to a second row (Shell.module.css). */}
      <header className={classes.header}>
        <Burger
          opened={opened}
          onClick={() => {
            setMenuWanted(true);
            open();
          }}
          aria-label={m.frame_menu_open()}
          aria-expanded={opened}
          size={28}
          // 56px square: the seed's tablets are used standing, often with gloves.
          style={{ width: 56, height: 56, padding: 14, flex: 'none' }}
        />
        <Title order={1} size="h3" className={classes.title}>
          {page ? pageTitle(page) : 'Greige'}
        </Title>
        {/* Always visible: how many saves wait on this tablet; Install/Update when offered. */}
        <div className={classes.status} data-slot="status">
          {mayOpen(session.data, 'roll-passport') === true && (
            // Its room is kept while it loads: the title beside it does not move when it comes.
            <Suspense fallback={<div className={classes.searchSlot} />}>
              <RollSearch />
            </Suspense>
          )}
          {seesAlertBadge(session.data) && (
            <Suspense fallback={<div className={classes.bellSlot} />}>
              <AlertBell />
            </Suspense>
          )}
          <AppActions />
          <PendingSaves />
        </div>
      </header>
      {menuWanted && (
        <Suspense fallback={null}>
          <SideMenu opened={opened} onClose={close} session={session.data} />
        </Suspense>
      )}
      <Box component="main" p="md">
        <OfflineCheck />
        {access === false && page ? (
          <NoAccess page={page} />
        ) : access === undefined && session.isLoading ? (
          <PendingScreen label={m.frame_loading_access()} />
        ) : (
          <Outlet />
        )}
      </Box>
    </Box>
  );
}
