import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cdnFontsOf, selfHostFonts } from './self-hosted-fonts.ts';
import { SVELTIA_BROWSER_DIR } from './sveltia-package.ts';

const bundle = readFileSync(`${SVELTIA_BROWSER_DIR}/sveltia-cms.js`, 'utf8');

describe("the editor's fonts", () => {
  it('are all served from /admin/fonts/: no CDN address is left in the bundle', () => {
    const { code, fonts } = selfHostFonts(bundle);
    expect(fonts.map((font) => font.fileName).sort()).toEqual([
      'material-symbols-outlined-latin-wght-normal.woff2',
      'noto-mono-latin-400-normal.woff2',
      'source-sans-3-latin-wght-normal.woff2',
    ]);
    expect(code).not.toContain('cdn.jsdelivr.net');
    for (const font of fonts) {
      expect(code).toContain(`url(/admin/fonts/${font.fileName})`);
      expect(existsSync(font.source)).toBe(true);
    }
  });

  it('stop the build, naming the package, when the bundle asks for a version not installed', () => {
    const newer = bundle.replace('noto-mono@5.3.0', 'noto-mono@9.9.9');
    expect(cdnFontsOf(newer).map((font) => `${font.packageName}@${font.version}`)).toContain(
      '@fontsource/noto-mono@9.9.9',
    );
    expect(() => selfHostFonts(newer)).toThrow('install @fontsource/noto-mono@9.9.9 exactly (found 5.3.0)');
  });
});
