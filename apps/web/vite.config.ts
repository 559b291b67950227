import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const root = decodeURIComponent(new URL('.', import.meta.url).pathname);
const BASE = '/v2/';

export default defineConfig({
  root,
  base: BASE,
  plugins: [
    react(),
    // Spec 1 §1: the offline worker, scope /v2/. It precaches the app shell (index.html and the built assets)
    // and answers every /v2/ page with index.html, so a reload without the server shows the app and its
    // offline banner. /api is not cached at all (network only): no stale data shown as fresh.
    // Build only: nothing of it in dev mode nor under Vitest.
    ...VitePWA({
      registerType: 'autoUpdate',
      // main.tsx registers it (production builds only), see src/offline/register-service-worker.ts.
      injectRegister: false,
      strategies: 'generateSW',
      filename: 'sw.js',
      base: BASE,
      scope: BASE,
      manifest: {
        name: 'Bâtir',
        short_name: 'Bâtir',
        description: 'Bâtir : le back-office du constructeur de maisons',
        lang: 'fr',
        dir: 'ltr',
        id: BASE,
        start_url: `${BASE}admin`,
        scope: BASE,
        display: 'standalone',
        background_color: '#17212b',
        theme_color: '#17212b',
        icons: [{ src: 'favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
      },
      workbox: {
        // Fonts: woff2 only (every supported browser reads it); the .woff fallbacks stay network-only.
        globPatterns: ['**/*.{js,css,html,svg,png,ico,woff2}'],
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        navigateFallback: 'index.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/viewer\//, /^\/admin\/pdf\//],
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
        // No runtimeCaching: /api, /viewer and files always go to the network.
      },
      devOptions: { enabled: false },
    }).map((plugin) => ({ ...plugin, apply: 'build' as const })),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // zod is only needed by forms behind the login: its own chunk keeps it off the login page.
        codeSplitting: { groups: [{ name: 'zod', test: /node_modules[\\/]zod[\\/]/ }] },
      },
    },
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
