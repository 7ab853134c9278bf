import react from '@astrojs/react';
import type { AstroIntegration } from 'astro';
import { defineConfig } from 'astro/config';
import { assertLanguageParity } from './src/i18n/build-parity.ts';

/** Stops the build when a dictionary key or a content item exists in one language only. */
function languageParity(): AstroIntegration {
  return {
    name: 'language-parity',
    hooks: {
      'astro:build:start': () => {
        assertLanguageParity();
      },
    },
  };
}

export default defineConfig({
  output: 'static',
  trailingSlash: 'ignore',
  build: { format: 'directory', inlineStylesheets: 'always' },
  compressHTML: true,
  integrations: [react(), languageParity()],
  devToolbar: { enabled: false },
  // `npm run dev` runs the API server beside Astro's dev server and proxies to it.
  vite: process.env['API_PROXY']
    ? { server: { proxy: { '/open': process.env['API_PROXY'], '/healthz': process.env['API_PROXY'] } } }
    : {},
});
