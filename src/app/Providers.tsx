import { useState, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { persistOptions } from './queryPersist';
import { cssVariablesResolver, theme } from './theme';

interface ProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
}

/**
 * Light scheme only: dark screens wash out in a bright mill hall. The query cache is persisted,
 * so recently viewed reports open without a network.
 */
export function Providers({ queryClient, children }: ProvidersProps) {
  const [options] = useState(persistOptions);
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      forceColorScheme="light"
    >
      <PersistQueryClientProvider client={queryClient} persistOptions={options}>
        {children}
      </PersistQueryClientProvider>
    </MantineProvider>
  );
}
