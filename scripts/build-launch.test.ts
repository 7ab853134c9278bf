import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { hasRenditions, renditionUrlsIn } from '../src/lib/images/renditions.ts';
import { completedSettings, shippedSampleValues } from '../tests/support/completed-settings.ts';
import { completedContentDir, completedStories } from '../tests/support/completed-stories.ts';
import { storiesFor } from '../src/content/stories.ts';
import { LOCALES } from '../src/i18n/locales.ts';

const run = promisify(execFile);

/** Runs `npm run build:launch`'s script with its own settings file, content and output folder. */
async function buildLaunch(
  settings: string,
  outDir: string,
  contentDir = '',
  env: Record<string, string> = {},
) {
  try {
    const { stdout, stderr } = await run(process.execPath, ['scripts/build-launch.ts', outDir], {
      env: { ...process.env, SITE_SETTINGS_FILE: settings, SITE_CONTENT_DIR: contentDir, ...env },
      maxBuffer: 16 * 1024 * 1024,
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

describe('npm run build:launch (R15.1, decision 094)', () => {
  it.each([
    ['the public origin', 'https://www.example.com/', /must differ from PUBLIC_URL's origin/],
    ['a plain http one', 'http://edit.example.com', /must be an https: address in production/],
  ])('refuses an editor origin that is %s, before building (decision 134)', async (_name, origin, reason) => {
    const outDir = join(mkdtempSync(join(tmpdir(), 'launch-')), 'dist');
    const { code, output } = await buildLaunch('site-settings.json', outDir, '', {
      PUBLIC_URL: 'https://www.example.com',
      EDITOR_ORIGIN: origin,
    });
    expect(code).toBe(1);
    expect(output).toMatch(reason);
    expect(() => readdirSync(outDir)).toThrow();
  });

  it('refuses the sample settings and stories, listing what to fill, and builds nothing', async () => {
    const outDir = join(mkdtempSync(join(tmpdir(), 'launch-')), 'dist');
    const { code, output } = await buildLaunch('site-settings.json', outDir);
    expect(code).toBe(1);
    expect(output).toContain('build:launch refused');
    expect(output).toContain('  forms.en.demo');
    expect(output).toContain('  company.vatNumber');
    expect(output).toContain('content/shared/stories.yaml: items[1] (Alpina Energia) is a sample story');
    expect(() => readdirSync(outDir)).toThrow();
  });

  it('builds completed settings and stories, and no sample value reaches the build', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'launch-'));
    const settings = join(folder, 'site-settings.json');
    writeFileSync(settings, JSON.stringify(completedSettings()));
    const outDir = join(folder, 'dist');
    const { code, output } = await buildLaunch(settings, outDir, completedContentDir());
    expect(output).toContain('is ready');
    expect(code).toBe(0);

    const files = readdirSync(outDir, { recursive: true, encoding: 'utf8' }).filter((path) =>
      /\.(?:html|js|json|xml|txt)$/.test(path),
    );
    const text = files.map((path) => readFileSync(join(outDir, path), 'utf8')).join('\n');
    // "IT" (the country) and the like are too short to mean anything in a page.
    const sampleStories = storiesFor('it').flatMap(({ name, link }) => [name, link]);
    for (const sample of [...shippedSampleValues(), ...sampleStories].filter((value) => value.length > 6)) {
      expect(text.includes(sample), sample).toBe(false);
    }
    // The editor opens pull requests on the launch settings' repository, not the sample one.
    const editorConfig = readFileSync(join(outDir, 'admin', 'config.json'), 'utf8');
    expect(JSON.parse(editorConfig)).toMatchObject({ backend: { repo: 'acme-racconti/sito-web' } });
    // The English homepage links the English forms, the Italian one the Italian forms.
    const home = (locale: string) => readFileSync(join(outDir, 'homepage', locale, 'index.html'), 'utf8');
    expect(home('en')).toContain('https://forms.acme-stories.it/en/demo');
    expect(home('en')).not.toContain('https://forms.acme-stories.it/it/demo');
    expect(home('it')).toContain('https://forms.acme-stories.it/it/demo');
    // The stories show the completed pictures, each described in the page's language.
    const stories = completedStories();
    for (const locale of LOCALES) {
      for (const story of stories[locale].items) {
        for (const { src, alt } of Object.values(story.pictures)) {
          // An SVG of ours is shown as its rendition (decision 121), named after it.
          expect(home(locale)).toContain(
            hasRenditions(src) ? `src="${src.replace(/\.svg$/, '.w')}` : `src="${src}"`,
          );
          expect(home(locale)).toContain(`alt="${alt}"`);
        }
      }
    }
    // The pictures' renditions are made as `npm run build` makes them (decision 121).
    const renditions = new Set(
      files
        .filter((path) => path.endsWith('.html'))
        .flatMap((path) => renditionUrlsIn(readFileSync(join(outDir, path), 'utf8'))),
    );
    expect(renditions.size).toBeGreaterThan(0);
    for (const url of renditions) expect(existsSync(join(outDir, url)), url).toBe(true);
    // The cards need no script, so no bundle of the pages carries the customers: the form popup's
    // island, which the Italian terms page loads too, once carried them all through SITE. The
    // editor's preview (admin/preview.js, decision 156) carries all the content by design.
    const customerData = stories.it.items.flatMap((story) => [story.name, story.pictures.sub4.alt]);
    const scripts = files.filter((path) => path.endsWith('.js') && !path.startsWith('admin/'));
    expect(scripts.length).toBeGreaterThan(0);
    const carrying = scripts.filter((path) => {
      const code = readFileSync(join(outDir, path), 'utf8');
      return customerData.some((value) => code.includes(value));
    });
    expect(carrying).toEqual([]);
  }, 240_000);
});
