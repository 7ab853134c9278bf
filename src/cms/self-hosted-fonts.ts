import { readFileSync } from 'node:fs';

/**
 * Sveltia's bundle loads its three fonts (its text, its code face, and the icon font every button
 * uses) from a public CDN's fontsource mirror. /admin loads nothing from elsewhere (decision 109),
 * so the build copies the same files from the npm packages the mirror serves and points the
 * bundle at them. A Sveltia upgrade that names another font or version stops the build here,
 * naming the package to install, instead of leaving icons as words.
 */
const CDN_FONT =
  /https:\/\/cdn\.jsdelivr\.net\/fontsource\/fonts\/([a-z\d-]+)(:vf)?@([\d.]+)\/([\w-]+\.woff2)/g;

export interface SelfHostedFont {
  /** The address in Sveltia's bundle. */
  readonly url: string;
  /** The package that holds the same file, and the version the bundle names. */
  readonly packageName: string;
  readonly version: string;
  /** The file, from the repository root. */
  readonly source: string;
  /** Its name under /admin/fonts/. */
  readonly fileName: string;
}

export function cdnFontsOf(bundle: string): SelfHostedFont[] {
  return [...bundle.matchAll(CDN_FONT)].map(([url, id = '', variable, version = '', file = '']) => {
    const packageName = `@fontsource${variable ? '-variable' : ''}/${id}`;
    const fileName = `${id}-${file}`;
    return { url, packageName, version, fileName, source: `node_modules/${packageName}/files/${fileName}` };
  });
}

/** The bundle pointing at /admin/fonts/, and the files to copy there; throws on a missing package. */
export function selfHostFonts(
  bundle: string,
  fontsPath = '/admin/fonts/',
): { code: string; fonts: SelfHostedFont[] } {
  const fonts = cdnFontsOf(bundle);
  for (const font of fonts) {
    let installed: string | undefined;
    try {
      installed = (
        JSON.parse(readFileSync(`node_modules/${font.packageName}/package.json`, 'utf8')) as {
          version: string;
        }
      ).version;
    } catch {
      installed = undefined;
    }
    if (installed !== font.version) {
      throw new Error(
        `The editor's bundle loads ${font.url}: install ${font.packageName}@${font.version} exactly (found ${installed ?? 'none'})`,
      );
    }
  }
  let code = bundle;
  for (const font of fonts) code = code.replaceAll(font.url, `${fontsPath}${font.fileName}`);
  return { code, fonts };
}
