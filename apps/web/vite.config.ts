import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { eagerCommonJsWrappers } from './build/eager-cjs-wrappers';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss(), eagerCommonJsWrappers()],
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/healthz': apiTarget,
      '/media': apiTarget,
      '/readyz': apiTarget,
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 400,
    // The entry's chunks are preloaded from the HTML; a lazily loaded page lists no chunks to preload
    // (its few imports arrive one step later), which keeps every page's list out of the first script.
    modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []) },
    // Translation files are fetched as files, never inlined into scripts.
    assetsInlineLimit: (file) => (file.endsWith('.json') ? false : undefined),
    rolldownOptions: {
      output: {
        // What every page loads first, in a few files evaluated one per task by the prerendered home page
        // (scripts/prerender.mjs) instead of some thirty small chunks, each a request that compressed
        // worse apart: React DOM, the router, i18n, the other libraries, then the app's own shell
        // (layout, session, API client) with the entry (main.tsx), loaded last. The entry must not await at
        // its top level (see main.tsx).
        codeSplitting: {
          groups: [
            {
              name: 'react-dom',
              test: /node_modules[\\/](react-dom|scheduler)[\\/]|src[\\/]app[\\/]react-dom-client\.ts$/,
              priority: 4,
            },
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/, tags: ['$initial'], priority: 3 },
            { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next)[\\/]/, tags: ['$initial'], priority: 3 },
            { name: 'vendor', test: /node_modules[\\/]/, tags: ['$initial'], priority: 2 },
            { name: 'app', test: (id) => !/node_modules/.test(id), tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
});
