import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { SVELTIA_DIR } from './sveltia-package.ts';

/**
 * Sveltia's bundle imports Immutable.js from a public CDN at run time, the first time a custom
 * preview template renders (it hands templates their entry as an Immutable map). /admin loads
 * nothing from elsewhere (decision 109), so the build copies the module from the copy npm
 * installed for Sveltia itself (its own dependency, in the range it declares) and points the
 * bundle at it (decision 156). An upgrade that loads it differently stops the build here instead
 * of leaving the preview blank.
 */
const IMMUTABLE_IMPORT = /\b[\w$]+\(`immutable`,`dist\/immutable\.es\.js`\)/g;

export const IMMUTABLE_PATH = '/admin/vendor/immutable.es.js';

/** Immutable's ES module, as resolved from Sveltia's package. */
export function immutableModuleFile(): string {
  const require = createRequire(join(process.cwd(), SVELTIA_DIR, 'package.json'));
  return join(dirname(require.resolve('immutable/package.json')), 'dist', 'immutable.es.js');
}

/** The bundle importing Immutable from IMMUTABLE_PATH; throws unless it named the CDN once. */
export function selfHostImmutable(bundle: string): string {
  const found = bundle.match(IMMUTABLE_IMPORT) ?? [];
  if (found.length !== 1) {
    throw new Error(
      `The editor's bundle loads Immutable.js ${String(found.length)} times in the known way (expected 1): check how this Sveltia version loads it (src/cms/self-hosted-modules.ts)`,
    );
  }
  return bundle.replace(IMMUTABLE_IMPORT, `import(${JSON.stringify(IMMUTABLE_PATH)})`);
}
