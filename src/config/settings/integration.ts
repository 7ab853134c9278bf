import type { AstroIntegration } from 'astro';
import type { Plugin } from 'vite';
import { displayName, loadSiteSettings, type LoadedSettings } from './load.ts';

/**
 * Validates site-settings.json when the build (or the dev server) starts, so a bad value stops it
 * with the file and the field named, and hands the values to the bundles as literals: the typed
 * module reads the file with node:fs, which a browser bundle cannot (decision 094).
 */
export function siteSettings(): AstroIntegration {
  return {
    name: 'site-settings',
    hooks: {
      'astro:config:setup': ({ updateConfig, logger }) => {
        const loaded = loadSiteSettings();
        if (loaded.samples.length > 0) {
          logger.info(
            `${displayName(loaded.file)}: ${String(loaded.samples.length)} sample values (npm run check:launch lists them)`,
          );
        }
        updateConfig({ vite: { plugins: [settingsModule(loaded)] } });
      },
    },
  };
}

const MODULE = /\/src\/config\/site-settings\.ts$/;
const GROUP = 'virtual:site-settings/';

/**
 * The typed module becomes one re-export per group, each group a module of its own: the bundler
 * places a group in the chunk of the islands that read it, so a page's scripts carry only those.
 */
export function settingsModule({ file, settings }: LoadedSettings): Plugin {
  const groups = new Map(Object.entries(settings));
  return {
    name: 'site-settings-module',
    resolveId(id) {
      return id.startsWith(GROUP) && groups.has(id.slice(GROUP.length)) ? `\0${id}` : null;
    },
    load(id) {
      if (id.startsWith(`\0${GROUP}`)) {
        return `export default ${JSON.stringify(groups.get(id.slice(GROUP.length + 1)))};`;
      }
      if (!MODULE.test(id.split('?')[0] ?? '')) return null;
      this.addWatchFile(file);
      return [...groups.keys()]
        .map((group) => `export { default as ${group} } from '${GROUP}${group}';`)
        .join('\n');
    },
  };
}
