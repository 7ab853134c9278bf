import react from '@astrojs/react';
import { defineConfig } from 'astro/config';
import { fileURLToPath } from 'node:url';
import { REACT_RUNTIME_CHUNK, REACT_RUNTIME_MODULES } from './scripts/lib/react-runtime-chunk.ts';
import { startUpChunkName } from './scripts/lib/start-up-chunk.ts';
import { editorAtAdmin } from './src/cms/admin-build.ts';
import { contentReload } from './src/content/content-reload.ts';
import { termsModules } from './src/content/terms/terms-modules.ts';
import { siteSettings } from './src/config/settings/integration.ts';
import { moduleIslands, queuedHydration } from './src/lib/hydration/integration.ts';
import { islandStylesInHead } from './src/lib/hydration/island-styles.ts';
import { siteBuild } from './src/lib/site-build/integration.ts';

/**
 * Astro names the stylesheet every page shares after the catch-all route `[...slug]`, which gives
 * `_..<hash>.css`: a `..` in a URL that proxies and firewalls may refuse. It is `site.<hash>.css`.
 */
function assetFileName({ names }: { names: readonly string[] }): string {
  const name = names[0] ?? '';
  return /^[_.]*\.css$/.test(name) ? '_astro/site.[hash][extname]' : '_astro/[name].[hash][extname]';
}

/**
 * The oldest browsers the site supports: Baseline "widely available" as of May 2025, which was
 * Vite 8's default. Pinned so that a Vite major cannot raise the floor silently (decision 084).
 */
/** Start-up's module island: every page runs it first (decision 115). */
const START_UP_ENTRY = fileURLToPath(
  new URL('./src/components/page-start/page-start-island.ts', import.meta.url),
);

const BROWSER_TARGETS = ['chrome111', 'edge111', 'firefox114', 'safari16.4', 'ios16.4'];

export default defineConfig({
  output: 'static',
  trailingSlash: 'ignore',
  // The stylesheet is one file shared by every page, linked, not inlined (decision 079).
  build: { format: 'directory', inlineStylesheets: 'never' },
  compressHTML: true,
  // React 19 renders the pages at build time and hydrates the islands in the browser (decision 086).
  // site-settings.json is validated first: a bad launch value stops the build naming file and field (decision 094).
  // The islands' style rule goes into each page's head, where HTML allows a <style> (src/lib/hydration/island-styles.ts).
  // The editor's files are copied to /admin/ from node_modules (decision 109).
  // Module islands (start-up) have a renderer of their own, asked before React's (decision 115).
  integrations: [
    siteSettings(),
    moduleIslands(),
    react(),
    queuedHydration(),
    islandStylesInHead(),
    editorAtAdmin(),
    siteBuild(),
  ],
  devToolbar: { enabled: false },
  // `npm run dev` runs the API server beside Astro's dev server and proxies to it.
  vite: {
    // The terms' text as modules the footer's dialog loads on demand (decision 113).
    // In `npm run dev`, an edit under content/ reloads the open pages (src/content/content-reload.ts).
    plugins: [termsModules(), contentReload()],
    build: {
      target: BROWSER_TARGETS,
      cssTarget: BROWSER_TARGETS,
      rollupOptions: {
        output: {
          assetFileNames: assetFileName,
          // React and its renderer in one file of their own (scripts/lib/react-runtime-chunk.ts);
          // what start-up imports, in one file too (scripts/lib/start-up-chunk.ts).
          codeSplitting: {
            groups: [
              { name: REACT_RUNTIME_CHUNK, test: REACT_RUNTIME_MODULES },
              { name: startUpChunkName(START_UP_ENTRY) },
            ],
          },
        },
      },
    },
    ...(process.env['API_PROXY']
      ? {
          server: {
            proxy: Object.fromEntries(
              // The lead API, the health check and the editor's login relay are the API server's.
              // The Host header is kept: the relay answers on the editor's host only (decision 134).
              ['/open', '/healthz', '/cms'].map((path) => [
                path,
                { target: process.env['API_PROXY'] ?? '', changeOrigin: false },
              ]),
            ),
          },
        }
      : {}),
  },
});
