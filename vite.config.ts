import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';

/** Where the API runs in development: one Fastify process answers all three service prefixes. */
const API_TARGET = process.env.API_TARGET ?? 'http://localhost:3000';
const apiProxy = { target: API_TARGET, changeOrigin: false };

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
  ],
  resolve: {
    alias: { '@contract': fileURLToPath(new URL('./contract/index.ts', import.meta.url)) },
  },
  server: {
    proxy: { '/api': apiProxy, '/api3003': apiProxy, '/api3020': apiProxy },
  },
  build: { outDir: 'dist', emptyOutDir: true },
});
