import { Fragment, useEffect, useState, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { useLocale } from '../i18n';
import { authState } from '../lib/session';
import { keptCache } from './queryPersist';
import { cssVariablesResolver, theme } from './theme';

interface ProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
}

/**
 * Light scheme only: dark screens wash out in a bright mill hall. The query cache is persisted,
 * so recently viewed reports open without a network. A language switch renders the app afresh
 * under the new language (keyed by it): every message is read again, without a reload; the
 * router, the query cache and the saves kept on the tablet live outside and stay.
 */
export function Providers({ queryClient, children }: ProvidersProps) {
  const [{ options, flush }] = useState(keptCache);
  // A page left or put in the background (a reload, a closed tab, the tablet's screen switched
  // off) may never run the throttled write: the last answers are written then. Signed out, the
  // device keeps nothing of the previous user.
  useEffect(() => {
    const keep = () => {
      if (authState.get() === true) flush();
    };
    const keepIfHidden = () => {
      if (document.visibilityState === 'hidden') keep();
    };
    window.addEventListener('pagehide', keep);
    document.addEventListener('visibilitychange', keepIfHidden);
    return () => {
      window.removeEventListener('pagehide', keep);
      document.removeEventListener('visibilitychange', keepIfHidden);
    };
  }, [flush]);
  const locale = useLocale();
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      forceColorScheme="light"
    >
      <PersistQueryClientProvider client={queryClient} persistOptions={options}>
        <Fragment key={locale}>{children}</Fragment>
      </PersistQueryClientProvider>
    </MantineProvider>
  );
}
