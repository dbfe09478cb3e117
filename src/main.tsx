// Before anything that builds a zod schema (see contract/core/jitless.ts).
import '../contract/core/jitless';
import './app/styles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { Providers } from './app/Providers';
import { preloadAllRoutes } from './app/preload';
import { startApp } from './app/start';

const { queryClient, router } = startApp();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);

// The service worker is registered in production builds only (src/app/pwa.ts).
preloadAllRoutes(
  router,
  queryClient,
  import.meta.env.DEV || !('serviceWorker' in navigator) ? undefined : navigator.serviceWorker,
);
