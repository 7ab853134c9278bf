import { copyFileSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build, type Plugin } from 'vite';
import { loadSiteSettings } from '../../config/settings/load.ts';
import { settingsModule } from '../../config/settings/integration.ts';
import { withPreviewScript } from '../admin-page.ts';
import { repositoryContent, type CheckedContent } from '../../content/load/site-content.ts';

/**
 * The editor's preview (decision 156), built after the pages: register-templates.ts bundled with
 * our React, the section components and the content as this build read it into
 * /admin/preview.js, loaded by the editor's page after Sveltia's bundle, and the pages' stylesheet
 * copied to /admin/preview.css, both on the editor's origin, which serves nothing of the public
 * site's. `npm run dev`'s editor has no page preview: it has no built stylesheet to show it with.
 */
const ENTRY = 'src/cms/preview/register-templates.ts';
const BASE_MODULE = 'virtual:preview-base';

function previewBase(checked: CheckedContent): Plugin {
  return {
    name: 'preview-base',
    resolveId: (id) => (id === BASE_MODULE ? `\0${BASE_MODULE}` : null),
    load: (id) =>
      id === `\0${BASE_MODULE}`
        ? `export default ${JSON.stringify({ files: checked.files, sizes: [...checked.sizes] })};`
        : null,
  };
}

/** The components import their stylesheets; the preview takes the built one whole instead. */
const withoutStylesheets: Plugin = {
  name: 'preview-without-stylesheets',
  enforce: 'pre',
  resolveId: (id) => (id.endsWith('.css') ? '\0preview-no-css' : null),
  load: (id) => (id === '\0preview-no-css' ? '' : null),
};

/** The one stylesheet every page links (the build names it site.<hash>.css). */
function siteStylesheet(outDir: string): string {
  const found = readdirSync(join(outDir, '_astro')).filter((name) => /^site\.[\w-]+\.css$/.test(name));
  if (found.length !== 1) {
    throw new Error(
      `the build has ${String(found.length)} site stylesheets in _astro/, the preview takes one`,
    );
  }
  return join(outDir, '_astro', found[0] ?? '');
}

export async function buildPreview(outDir: string): Promise<void> {
  await build({
    configFile: false,
    logLevel: 'warn',
    plugins: [settingsModule(loadSiteSettings()), previewBase(repositoryContent()), withoutStylesheets],
    // React's production build; a library build leaves the variable to its user otherwise.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      outDir: join(outDir, 'admin'),
      emptyOutDir: false,
      copyPublicDir: false,
      sourcemap: false,
      minify: true,
      lib: { entry: ENTRY, formats: ['iife'], name: 'sitePreview', fileName: () => 'preview.js' },
    },
  });
  copyFileSync(siteStylesheet(outDir), join(outDir, 'admin', 'preview.css'));
  const page = join(outDir, 'admin', 'index.html');
  writeFileSync(page, withPreviewScript(readFileSync(page, 'utf8'), '/admin/preview.js'));
}
