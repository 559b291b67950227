import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { LOGIN_DYNAMIC_MODULES } from './scripts/check-bundle.mjs';

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
 * Writes `.vite/chunk-modules.json` (chunk file → the source modules in it, relative to apps/web): a module
 * merged into a group's chunk has no line of its own in Vite's manifest, and the bundle budget
 * (scripts/check-bundle.mjs) must still find the chunk of each module the login page loads.
 */
function chunkModules(): Plugin {
  return {
    name: 'batir-chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const map: Record<string, string[]> = {};
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue;
        map[item.fileName] = item.moduleIds.map((id) => path.relative(root, id).split(path.sep).join('/'));
      }
      this.emitFile({ type: 'asset', fileName: '.vite/chunk-modules.json', source: JSON.stringify(map) });
    },
  };
}

/** What the chunking pass can ask of a module (Rolldown's ChunkingContext). */
type ModuleGraph = {
  getModuleInfo(id: string): { importedIds: string[]; dynamicallyImportedIds: string[] } | null;
};

type ModuleInfo = NonNullable<ReturnType<ModuleGraph['getModuleInfo']>>;

/** The modules reachable from `roots` by the imports `follow` lists. */
function reachableFrom(graph: ModuleGraph, roots: string[], follow: (info: ModuleInfo) => string[]) {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const current = stack.pop() as string;
    if (seen.has(current)) continue;
    seen.add(current);
    const info = graph.getModuleInfo(current);
    if (info) stack.push(...follow(info));
  }
  return seen;
}

const staticImports = (info: ModuleInfo) => info.importedIds;
const relative = (id: string) => path.relative(root, id).split(path.sep).join('/');

/**
 * The modules the login page needs (the entry, then what it loads right after: LOGIN_DYNAMIC_MODULES of the
 * bundle budget), each with its static imports. Computed once per build from the module graph.
 */
function loginModules(graph: ModuleGraph): Set<string> {
  const entry = path.join(root, 'src', 'main.tsx');
  const everything = reachableFrom(graph, [entry], (info) => [
    ...info.importedIds,
    ...info.dynamicallyImportedIds,
  ]);
  const loadedAtOnce = [...everything].filter((id) =>
    LOGIN_DYNAMIC_MODULES.some((re) => re.test(relative(id))),
  );
  return reachableFrom(graph, [entry, ...loadedAtOnce], staticImports);
}

/** packages/shared, but the zod-free leaves the first screen imports directly (see the `contracts` group). */
const isSharedContract = (id: string) =>
  /packages[\\/]shared[\\/]src[\\/]/.test(id) &&
  !/[\\/](api-path|messages|constants|policy|roles)\.ts$/.test(id);

/**
 * The contracts of the first screen (lib/first-screen-contracts.ts: session, current user, maintenance,
 * customer area) with the schemas they import, in a chunk of their own: building the zod schemas of every
 * contract took about 90 ms of the main thread before the session could be restored. The other contracts
 * (`contracts`) import this chunk, never the reverse.
 */
function firstContractsGroup() {
  let first: Set<string> | null = null;
  return {
    name: (id: string, graph: ModuleGraph) => {
      first ??= reachableFrom(
        graph,
        [path.join(root, 'src', 'lib', 'first-screen-contracts.ts')],
        staticImports,
      );
      return first.has(id) && (isSharedContract(id) || id.endsWith('first-screen-contracts.ts'))
        ? 'first-contracts'
        : null;
    },
    priority: 30,
    includeDependenciesRecursively: false,
  };
}

/**
 * Two groups against the hundred chunks of 1 to 3 KB that Rolldown's automatic splitting made of MUI (one per
 * component or icon): the first page after sign-in asked for about seventy, most of its Lighthouse LCP.
 * - `first-screen`: everything the login page needs (loginModules), in one chunk, so its imports are all in it;
 * - `mui`: MUI (components, icons, system, emotion) used behind the login page, with what it imports (Rolldown
 *   takes a module's dependencies into its group), except what `first-screen` already holds.
 * A group's chunk thus imports only `first-screen` and never the reverse: no cycle between chunks, whose modules
 * would then run before what they use.
 */
function firstScreenGroups() {
  let login: Set<string> | null = null;
  const needsLogin = (id: string, graph: ModuleGraph) => {
    login ??= loginModules(graph);
    return login.has(id);
  };
  return [
    {
      name: (id: string, graph: ModuleGraph) => (needsLogin(id, graph) ? 'first-screen' : null),
      priority: 40,
    },
    {
      name: (id: string, graph: ModuleGraph) => (needsLogin(id, graph) ? null : 'mui'),
      test: /node_modules[\\/](@mui[\\/](material|icons-material|system|utils|private-theming|styled-engine)|@emotion|@popperjs|react-transition-group)[\\/]/,
      priority: 20,
    },
  ];
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
    chunkModules(),
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
              // The endpoint contracts and the rest of packages/shared, in one chunk, loaded on demand. Not the
              // zod-free leaves the first screen needs (api-path.ts, texts, constants, and the access policy
              // with the roles it reads), which import nothing else, nor the first screen's own contracts
              // (firstContractsGroup): the chunk depends only on those, so no chunk cycle can make the order
              // in which concurrent imports evaluate matter.
              name: 'contracts',
              test: isSharedContract,
              priority: 10,
              includeDependenciesRecursively: false,
            },
            firstContractsGroup(),
            ...firstScreenGroups(),
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
