import type { BrowserContext, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { generateCmsConfig } from '../../../src/cms/cms-config.ts';
import type { ContentFileSpec } from '../../../src/content/schema/content-file-spec.ts';
import { CONTENT_FILES } from '../../../src/content/schema/content-files.ts';

/** Sveltia's test-repo backend keeps the repository in this folder of the origin-private file system. */
const TEST_REPO_DIR = 'sveltia-cms-test';

/** The repository's editable content files, as the editor edits them, and their text on disk. */
export function editorFiles(): {
  readonly specs: readonly ContentFileSpec[];
  readonly files: Record<string, string>;
} {
  const all: readonly ContentFileSpec[] = CONTENT_FILES;
  const specs = all.filter((spec) => spec.editable);
  return {
    specs,
    files: Object.fromEntries(specs.map((spec) => [spec.path, readFileSync(spec.path, 'utf8')])),
  };
}

/**
 * The shipped configuration with the GitHub backend swapped for Sveltia's in-browser test-repo,
 * in this test only: served in place of /admin/config.json. The editorial workflow is GitHub's
 * and GitLab's only, so it goes too; every field, label and language stays as generated.
 */
export async function serveTestRepoConfig(page: Page, specs: readonly ContentFileSpec[], siteUrl: string) {
  const config: Record<string, unknown> = {
    ...generateCmsConfig(specs, { repo: 'owner/site', branch: 'main', siteUrl }),
    backend: { name: 'test-repo' },
  };
  delete config['publish_mode'];
  await page.route(
    (url) => url.pathname === '/admin/config.json',
    (route) => route.fulfill({ json: config }),
  );
}

/**
 * Every request that would leave loopback is refused and recorded: the test fails on any
 * (data: and blob: addresses never reach the network, nor this handler).
 */
export async function refuseNonLoopback(context: BrowserContext): Promise<string[]> {
  const remote: string[] = [];
  await context.route('**/*', async (route) => {
    const { hostname } = new URL(route.request().url());
    if (hostname === '127.0.0.1' || hostname === 'localhost' || hostname === '[::1]') return route.fallback();
    remote.push(route.request().url());
    return route.abort('blockedbyclient');
  });
  return remote;
}

/** Writes the files into the test repository (the page must be on the site's origin). */
export async function seedTestRepo(page: Page, files: Record<string, string>): Promise<void> {
  await page.evaluate(
    async ({ dir, files: entries }) => {
      const root = await navigator.storage.getDirectory();
      const repo = await root.getDirectoryHandle(dir, { create: true });
      for (const [path, text] of Object.entries(entries)) {
        const parts = path.split('/');
        let folder = repo;
        for (const part of parts.slice(0, -1))
          folder = await folder.getDirectoryHandle(part, { create: true });
        const writable = await (
          await folder.getFileHandle(parts.at(-1) ?? '', { create: true })
        ).createWritable();
        await writable.write(text);
        await writable.close();
      }
    },
    { dir: TEST_REPO_DIR, files },
  );
}

/**
 * A file of the test repository as the editor saved it. A read that meets the editor's write in
 * progress fails with NotReadableError: it is tried again at the next frame.
 */
export async function readTestRepo(page: Page, path: string): Promise<string> {
  return page.evaluate(
    async ({ dir, parts }) => {
      for (let attempt = 1; ; attempt += 1) {
        try {
          let folder = await (await navigator.storage.getDirectory()).getDirectoryHandle(dir);
          for (const part of parts.slice(0, -1)) folder = await folder.getDirectoryHandle(part);
          return await (await (await folder.getFileHandle(parts.at(-1) ?? '')).getFile()).text();
        } catch (error) {
          if ((error as Error).name !== 'NotReadableError' || attempt === 30) throw error;
          await new Promise(requestAnimationFrame);
        }
      }
    },
    { dir: TEST_REPO_DIR, parts: path.split('/') },
  );
}
