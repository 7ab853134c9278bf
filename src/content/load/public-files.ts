import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { svgProblems } from './svg-safety.ts';

/**
 * Everything under public/ is served from the site's origin as it is (decision 133): a file a
 * browser would run as a script or show as a page there (a `.js` uploaded beside the pictures is
 * allowed by `script-src 'self'`; an `.html` or `.xml` is a page of our origin) fails the check,
 * and every SVG must be a picture only (svg-safety.ts). The editor's own files are the one
 * exception, by path: the configuration the build writes beside the editor.
 */
const RUNS_IN_A_BROWSER = /\.(?:m?js|cjs|html?|xhtml?|xht|shtml|xml|xsl|xslt|svgz|swf|wasm|php|appcache)$/i;

/** The editor's files under public/, by path (src/cms/admin-build.ts writes them). */
export const EDITOR_PUBLIC_FILES: readonly string[] = ['admin/config.json'];

export function publicFileProblems(publicDir: string): string[] {
  const problems: string[] = [];
  const files = readdirSync(publicDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(publicDir.length + 1).replaceAll('\\', '/'))
    .sort();
  for (const file of files) {
    if (EDITOR_PUBLIC_FILES.includes(file)) continue;
    if (file.startsWith('admin/')) {
      problems.push(`public/${file}: the editor's folder holds only its own files: remove this one`);
    } else if (RUNS_IN_A_BROWSER.test(file)) {
      problems.push(
        `public/${file}: a browser would run this file as a script or a page of the site: remove it (pictures are SVG, PNG, JPEG or WebP)`,
      );
    } else if (/\.svg$/i.test(file)) {
      for (const problem of svgProblems(readFileSync(join(publicDir, file), 'utf8'))) {
        problems.push(`public/${file}: this SVG ${problem}`);
      }
    }
  }
  return problems;
}
