import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const root = decodeURIComponent(new URL('.', import.meta.url).pathname);
const BASE = '/v2/';

/**
 * Writes `<file>.br` and `<file>.gz` next to each text file of the build: the server sends them as they are
 * (apps/server/src/plugins/web.ts, @fastify/static preCompressed), so pages travel compressed at no CPU cost.
 */
function precompress(): Plugin {
  let outDir = '';
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
    );
  return {
    name: 'batir-precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      handler() {
        for (const file of walk(outDir)) {
          if (!/\.(js|css|html|svg|webmanifest)$/.test(file)) continue;
          const content = readFileSync(file);
          if (content.length < 1024) continue;
          writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
          writeFileSync(
            `${file}.br`,
            brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          );
        }
      },
    },
  };
}

/**
 * main.tsx imports the staff router dynamically (the customer area has its own): without a hint the browser
 * learns about it only once the entry has run. Preloading it (and what it imports) saves that round trip on
 * every /v2 page; the chunks are in the login page's budget anyway (scripts/check-bundle.mjs).
 */
function preloadStaffRouter(): Plugin {
  return {
    name: 'batir-preload-staff-router',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const chunks = Object.values(context.bundle ?? {}).filter((item) => item.type === 'chunk');
        const router = chunks.find((chunk) => chunk.facadeModuleId?.endsWith('/src/app/router.tsx'));
        if (!router) return html;
        const present = new Set(
          [...html.matchAll(/(?:src|href)="[^"]*\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]),
        );
        const files = [router.fileName, ...router.imports].filter((file) => !present.has(file));
        return {
          html,
          tags: files.map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `${BASE}${file}` },
            injectTo: 'head' as const,
          })),
        };
      },
    },
  };
}

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
    preloadStaffRouter(),
    precompress(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunks each module needs; scripts/check-bundle.mjs reads it for the budgets.
    manifest: true,
    rolldownOptions: {
      output: {
        // zod is only needed by forms behind the login: its own chunk keeps it off the login page. So are the
        // endpoint contracts (they carry zod schemas): the modules of the first screen load them on demand
        // (import()), instead of their being merged into a chunk the login needs.
        codeSplitting: {
          groups: [
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
            {
              // The endpoint contracts and the rest of packages/shared, in one chunk: the first screen loads it
              // on demand. Not the zod-free leaves the first screen needs (api-path.ts, texts, constants, and
              // the access policy with the roles it reads: lib/can for the guards and the sign-in), which
              // import nothing else: the chunk depends only on leaves, so no chunk cycle can make the order
              // in which concurrent imports evaluate matter.
              name: 'contracts',
              test: (id: string) =>
                /packages[\\/]shared[\\/]src[\\/]/.test(id) &&
                !/[\\/](api-path|messages|constants|policy|roles)\.ts$/.test(id),
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
