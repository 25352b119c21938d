import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompressPlugin } from './build/precompress-plugin.ts';
import { routePreloadPlugin } from './build/route-preload-plugin.ts';

// The API runs on its own port in development; the built app is served by the API itself in
// production, so '/api' and '/media' (images the server hosts) are same-origin there and only the
// dev/preview servers need a proxy.
const apiProxy = {
  '/api': { target: 'http://localhost:3000', changeOrigin: false },
  '/media': { target: 'http://localhost:3000', changeOrigin: false },
};

const CATALOGUE_SHARED = new RegExp(
  [
    'src/features/catalogue/(hooks|utils)/',
    'src/features/catalogue/api/(get-project|get-store-projects|get-project-categories|prefetch-first-screen)\\.',
    'src/features/catalogue/components/(project-grid|project-card|project-card-body|category-badge|category-icon|rating-stars|price-tag|official-badge|card-details-link)\\.',
    'src/components/ui/(app-image|star-rating|alert)',
    'src/lib/(catalogue-query-keys|money-format|number-format)',
    'packages/shared/src/projects/categories',
    'node_modules/@tanstack/react-query/',
    // The store's own icons, used by other screens too.
    'node_modules/lucide-react/dist/esm/icons/(sparkles|search)\\.',
  ]
    .join('|')
    .replaceAll('/', '[\\\\/]'),
);

const SHARED_ICONS = /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]arrow-right\./;

// What an app's page shares with other screens (icons, small UI and helpers): in one chunk rather
// than a dozen tiny ones, each a request of its own on the page most visits open.
const APP_PAGE_SHARED = new RegExp(
  [
    'node_modules/lucide-react/dist/esm/icons/(arrow-left|user-round|external-link|file-text|shield-check|eye|tag|log-in|trash)\\.',
    'src/components/ui/(screen-error|modal|toast-message)',
    'src/components/domain/status-badge',
    'src/lib/(initials|login-redirect)',
    'src/features/catalogue/utils/project-urls',
    'src/features/engagement/(api/remove-favorite|api/engagement-query-keys)',
    'packages/shared/src/projects/statuses',
  ]
    .join('|')
    .replaceAll('/', '[\\\\/]'),
);

const resolveFrom = (specifier: string) => fileURLToPath(import.meta.resolve(specifier));

export default defineConfig(({ command, isSsrBuild, mode }) => ({
  plugins: [react(), tailwindcss(), routePreloadPlugin(), precompressPlugin()],
  resolve: {
    alias:
      command === 'build'
        ? [
            // react-router's package exports only its development build (dev warnings on); the
            // production build beside it is the same code without them.
            {
              find: /^react-router$/,
              replacement: resolveFrom('react-router').replace(
                /[\\/]development[\\/]index\.m?js$/,
                '/production/index.mjs',
              ),
            },
            {
              find: /^use-sync-external-store\/shim$/,
              replacement: fileURLToPath(
                new URL('./src/lib/use-sync-external-store-shim.ts', import.meta.url),
              ),
            },
          ]
        : [],
  },
  // The server's renderer (src/entry-server.tsx, built into dist-ssr/) carries every library it uses,
  // so it runs from the server's process without resolving the web app's packages there.
  ssr: { noExternal: true },
  // The renderer is built like the browser's bundle: React's production build whatever NODE_ENV the
  // server runs with (left to the server, an unset NODE_ENV would render with React's development
  // build: several times slower, and warning on every start).
  define: isSsrBuild && mode === 'production' ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  server: { port: 5173, proxy: apiProxy },
  preview: { port: 4173, proxy: apiProxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The server's renderer needs none of the files served as they are (the client build has them).
    copyPublicDir: !isSsrBuild,
    // Every browser the build targets but Safari 16 supports modulepreload; there it only means
    // no early fetch of a lazy screen's files, so the polyfill is not worth its bytes.
    modulePreload: { polyfill: false },
    // Translation files are fetched as JSON (lib/i18n), never inlined into a script as data URLs.
    assetsInlineLimit: (file) => (file.endsWith('.json') ? false : undefined),
    rolldownOptions: isSsrBuild
      ? // One file: the server imports it once per language, each import a whole app of its own.
        { output: { inlineDynamicImports: true } }
      : {
          output: {
            // Libraries that change rarely get chunks of their own, so a release of the app's code
            // does not make returning visitors download them again.
            codeSplitting: {
              groups: [
                { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
                { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
                // Icons the catalogue's cards share with screens that have no cards (the about page's
                // links), alone: the catalogue group would take them with the cards, and such a screen
                // would download the whole catalogue chunk (14 KB) for one icon.
                { name: 'shared-icons', test: SHARED_ICONS, includeDependenciesRecursively: false },
                // Everything else the first screen needs (the entry's static imports) in one chunk: split
                // across several, the same code costs more requests and compresses worse.
                { name: 'app', tags: ['$initial'] },
                // What the catalogue screens (home, store, an app's page, a developer's apps) share, in one
                // chunk rather than a dozen small ones that each cost a request and compress worse.
                { name: 'catalogue', test: CATALOGUE_SHARED },
                { name: 'app-page', test: APP_PAGE_SHARED },
              ],
            },
          },
        },
  },
}));
