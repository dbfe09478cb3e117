import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { paraglideVitePlugin } from '@inlang/paraglide-js';
import { paraglideOptions } from './scripts/messages.ts';
import { callList, callPath, calls } from './contract/index.ts';
import { headStartReads } from './src/lib/headStartReads.ts';
import { intlLocales, kgFormat } from './src/i18n/intlLocales.ts';
import { routeHintsPlugin } from './scripts/route-hints.ts';
import { compileHintsPlugin } from './scripts/compile-hints.ts';
import { areas, pageNames } from './contract/client.ts';
import { areaTitleIn, pageTitleIn } from './src/i18n/pages.ts';
import { m } from './src/i18n/paraglide/messages.js';
import { locales } from './src/i18n/paraglide/runtime.js';

/** Where the API runs in development: one Fastify process answers all three service prefixes. */
const API_TARGET = process.env.API_TARGET ?? 'http://localhost:3000';
const apiProxy = { target: API_TARGET, changeOrigin: false };

/**
 * The report reads the service worker may keep (NetworkFirst): the contract's read calls, minus
 * the session and anything public (sign-in). Listed here so the worker does not bundle the contract.
 */
const reportReadPaths = callList
  .filter((c) => c.kind === 'read' && c.access !== 'public' && c.access !== 'signedIn')
  .map(callPath);

/** For each page, the domains of the read calls it may make: their schemas are hinted with it. */
const readDomainsByPage: Record<string, string[]> = {};
for (const call of callList) {
  if (call.kind !== 'read' || !Array.isArray(call.access)) continue;
  for (const page of call.access as readonly string[])
    readDomainsByPage[page] = [...new Set([...(readDomainsByPage[page] ?? []), call.domain])];
}

/** The start frame's text, each in every language in `locales`' order (scripts/start-frame.ts). */
const frameText = {
  titles: Object.fromEntries(
    pageNames.map((page) => [page, locales.map((locale) => pageTitleIn(page, locale))]),
  ),
  locales,
  hello: locales.map((locale) => m.home_hello({ name: '{name}' }, { locale })),
  areas: Object.fromEntries(
    (Object.keys(areas) as (keyof typeof areas)[]).map((area) => [
      area,
      locales.map((locale) => areaTitleIn(area, locale)),
    ]),
  ),
  intl: locales.map((locale) => intlLocales[locale]),
  kg: kgFormat,
  rollLine: locales.map((locale) =>
    m.defects_roll_line({ rollNo: '{rollNo}', item: '{item}', kg: '{kg}' }, { locale }),
  ),
  headStart: Object.fromEntries(
    Object.entries(headStartReads).map(([page, reads]) => [
      `/${page}`,
      reads.map(({ call, input }) => ({ call, input, path: callPath(calls[call]) })),
    ]),
  ),
};

export const THEME_COLOR = '#3b5bdb';

/**
 * Mantine's ScrollArea imports one small hook from `@floating-ui/react`, so every modal (whose root
 * renders a ScrollArea) brought the whole of floating-ui to screens without a popover. Its import
 * is pointed at a copy of that hook (src/app/mergeRefs.ts); the popovers still get floating-ui.
 * Should ScrollArea ever take more from floating-ui, the build fails on the missing export.
 */
const mergeRefsShim = fileURLToPath(new URL('./src/app/mergeRefs.ts', import.meta.url));
const scrollAreaWithoutFloatingUi: Plugin = {
  name: 'greige:scroll-area-without-floating-ui',
  enforce: 'pre',
  resolveId(source, importer) {
    if (source === '@floating-ui/react' && importer?.includes('/components/ScrollArea/ScrollArea.'))
      return mergeRefsShim;
    return null;
  },
};

export default defineConfig({
  plugins: [
    // The router plugin must run before react(): otherwise route code splitting fails silently.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
      quoteStyle: 'single',
    }),
    react(),
    // Dev only: recompiles the messages when a catalogue changes. A build uses what `prebuild`
    // compiled (scripts/messages.ts): the SDK's compile leaves timers that would hold `vite build`.
    [paraglideVitePlugin(paraglideOptions)].flat().map((p) => ({ ...p, apply: 'serve' as const })),
    scrollAreaWithoutFloatingUi,
    routeHintsPlugin(readDomainsByPage, frameText),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      // src/app/pwa.ts registers it with workbox-window, to drive the "Update" prompt.
      injectRegister: false,
      manifest: {
        id: '/',
        name: 'Greige — mill floor',
        short_name: 'Greige',
        description: 'Inspection, production, stock, sales, gate and people of the mill.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        theme_color: THEME_COLOR,
        background_color: '#ffffff',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          {
            src: '/icons/maskable-192.png',
            sizes: '192x192',
            type: 'image/png',
            purpose: 'maskable',
          },
          {
            src: '/icons/maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      injectManifest: {
        // Everything the shell and every route need; scripts/check-precache.ts fails the build
        // if an emitted JS or CSS file is missing from the list.
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,woff2}'],
        // The .br/.gz copies are the same files, sent by the server when the browser accepts them.
        globIgnores: ['sw.js', 'workbox-*.js', '**/*.{br,gz}'],
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      },
      devOptions: { enabled: false },
    }),
    // A brotli and a gzip copy beside every text file of the build, at the best ratio: paid once at
    // build, served from disk by server/http/static.ts. A copy no smaller than its file is skipped.
    // sw.js is written after this runs; the server compresses it on the fly.
    compression({
      include: /\.(html|css|js|mjs|json|svg|webmanifest)$/,
      algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip')],
      logLevel: 'silent',
    }),
    // The start chunk compiled off the main thread as it streams in (scripts/compile-hints.ts).
    compileHintsPlugin(),
  ],
  define: { __GREIGE_READ_PATHS__: JSON.stringify(reportReadPaths) },
  resolve: {
    alias: {
      // Before '@contract', which would also match '@contract/…' as a prefix.
      '@contract/client': fileURLToPath(new URL('./contract/client.ts', import.meta.url)),
      '@contract/search': fileURLToPath(new URL('./contract/search.ts', import.meta.url)),
      '@contract': fileURLToPath(new URL('./contract/index.ts', import.meta.url)),
      // India's GSTIN, PIN and phone rules are only the customer and gate screens': kept out of the
      // '@rules' barrel so the inspection screens' shared rules chunk does not carry them.
      '@rules/india': fileURLToPath(new URL('./rules/india.ts', import.meta.url)),
      '@rules/periods': fileURLToPath(new URL('./rules/periods.ts', import.meta.url)),
      '@rules': fileURLToPath(new URL('./rules/index.ts', import.meta.url)),
    },
  },
  server: {
    proxy: { '/api': apiProxy, '/api3003': apiProxy, '/api3020': apiProxy },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Every browser that runs the app knows <link rel="modulepreload">: no polyfill in the entry.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the first screen imports statically in ONE chunk: one request instead of
          // twenty (each a round trip on HTTP/1.1 and a weak signal), and about 7 KiB less gzip
          // than the same code cut into pieces. Routes and lazy parts keep their own chunks.
          // Mantine's Alert stays with the error texts: the screens that report a failure load
          // both anyway, and a screen that shows an Alert of its own (a notice) would otherwise
          // cut them into two chunks that every such screen then loads.
          groups: [
            { name: 'index', tags: ['$initial'] },
            {
              name: 'errors',
              test: /src\/lib\/errors\.ts|node_modules\/@mantine\/core\/esm\/components\/Alert\//,
            },
            // Mantine's overlay parts (focus trap, portal, scroll area, visually hidden) in one
            // chunk: the inspection screens load them all, and a screen that uses one alone (the
            // machine page's hidden table) would otherwise cut them into three that they load.
            {
              name: 'FocusTrap',
              test: /node_modules\/@mantine\/core\/esm\/(components\/(FocusTrap|Overlay|Portal|ScrollArea|VisuallyHidden)\/|core\/DirectionProvider\/|core\/utils\/create-safe-context\/)/,
            },
          ],
        },
      },
    },
  },
});
