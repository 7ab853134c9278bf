import type { AstroIntegration } from 'astro';
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { adminDevMiddleware } from './admin-dev.ts';
import { ADMIN_PAGE_HTML } from './admin-page.ts';
import { cmsConfigOfRepository } from './cms-config-file.ts';
import { buildPreview } from './preview/build-preview.ts';
import { selfHostFonts } from './self-hosted-fonts.ts';
import { IMMUTABLE_PATH, immutableModuleFile, selfHostImmutable } from './self-hosted-modules.ts';
import { SVELTIA_BROWSER_DIR, SVELTIA_BROWSER_FILES, SVELTIA_DIR } from './sveltia-package.ts';
import { answerVersionCheckLocally, VERSION_FILE, versionFile } from './version-check.ts';

/**
 * Puts the pinned editor into the build at /admin/ (decision 109): its bundle and chunk from
 * node_modules, never a CDN, with its fonts self-hosted, and its page. public/admin/ holds the
 * generated config.json. The source maps stay out (8 MB nobody's browser asks for).
 */
export function copyEditorToBuild(outDir: string): void {
  const admin = join(outDir, 'admin');
  mkdirSync(admin, { recursive: true });
  writeFileSync(join(admin, 'index.html'), ADMIN_PAGE_HTML);
  const { version } = JSON.parse(readFileSync(join(SVELTIA_DIR, 'package.json'), 'utf8')) as {
    version: string;
  };
  writeFileSync(join(admin, VERSION_FILE), versionFile(version));
  // Written again from the settings this build uses (SITE_SETTINGS_FILE included): the committed
  // public/admin/config.json names the repository's own settings, a launch build names its own.
  writeFileSync(join(admin, 'config.json'), JSON.stringify(cmsConfigOfRepository()));
  for (const file of SVELTIA_BROWSER_FILES) {
    const original = readFileSync(join(SVELTIA_BROWSER_DIR, file), 'utf8');
    const withoutMap = original.replace(/\n\/\/# sourceMappingURL=\S+\s*$/, '\n');
    const { code, fonts } = selfHostFonts(
      file === 'sveltia-cms.js' ? selfHostImmutable(answerVersionCheckLocally(withoutMap)) : withoutMap,
    );
    mkdirSync(dirname(join(admin, file)), { recursive: true });
    writeFileSync(join(admin, file), code);
    for (const font of fonts) {
      mkdirSync(join(admin, 'fonts'), { recursive: true });
      copyFileSync(font.source, join(admin, 'fonts', font.fileName));
    }
  }
  const immutable = join(outDir, IMMUTABLE_PATH.slice(1));
  mkdirSync(dirname(immutable), { recursive: true });
  copyFileSync(immutableModuleFile(), immutable);
}

export function editorAtAdmin(): AstroIntegration {
  return {
    name: 'editor-at-admin',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        copyEditorToBuild(fileURLToPath(dir));
        await buildPreview(fileURLToPath(dir));
      },
      'astro:server:setup': ({ server }) => {
        server.middlewares.use(adminDevMiddleware(copyEditorToBuild));
      },
    },
  };
}
