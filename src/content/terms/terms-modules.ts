import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { LOCALES, type Locale } from '../../i18n/locales.ts';
import { checkSiteContent, contentRoot } from '../load/site-content.ts';
import { CONTENT_FILES } from '../schema/content-files.ts';
import { termsDocument } from './terms-document.ts';

/**
 * `virtual:terms/it` and `virtual:terms/en`: one language of the terms as a module of its own, so
 * the footer's dialog loads it as a separate chunk the first time it opens (decision 044) while
 * the text lives in its content file (decision 113). Read through the same checked loader as the
 * pages, at build time; in `npm run dev` an edit of the file reloads the module.
 */
const PREFIX = 'virtual:terms/';
const RESOLVED = `\0${PREFIX}`;
const TERMS_FILE = CONTENT_FILES.find((file) => file.id === 'terms')?.path ?? 'content/legal/terms.yaml';

export function termsModules(): Plugin {
  return {
    name: 'terms-modules',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `${RESOLVED}${id.slice(PREFIX.length)}` : undefined;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return undefined;
      const locale = id.slice(RESOLVED.length);
      if (!(LOCALES as readonly string[]).includes(locale)) {
        this.error(`${id}: no terms in "${locale}" (the languages are ${LOCALES.join(', ')})`);
      }
      this.addWatchFile(resolve(contentRoot(), TERMS_FILE));
      // Read afresh, not the process's cached copy: in `npm run dev` the file may have just changed.
      return `export default ${JSON.stringify(termsDocument(checkSiteContent(), locale as Locale))};`;
    },
  };
}
