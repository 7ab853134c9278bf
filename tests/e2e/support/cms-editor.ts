import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { generateCmsConfig } from '../../../src/cms/cms-config.ts';
import type { SchemaNode } from '../../../src/cms/cms-fields.ts';
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

/** A file of the repository that is not text (a picture), carried as base64 into the page. */
export interface BinaryFile {
  readonly base64: string;
}

/** The repository's pictures (the media folder, public/images), as the editor finds them there. */
export function repositoryPictures(folder = 'public/images'): Record<string, BinaryFile> {
  const pictures: Record<string, BinaryFile> = {};
  for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    pictures[path] = { base64: readFileSync(path).toString('base64') };
  }
  return pictures;
}

/** Writes the files into the test repository (the page must be on the site's origin). */
export async function seedTestRepo(page: Page, files: Record<string, string | BinaryFile>): Promise<void> {
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
        await writable.write(
          typeof text === 'string' ? text : Uint8Array.from(atob(text.base64), (c) => c.charCodeAt(0)),
        );
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

/**
 * The labels the editor shows for a field and its parents, as the schema's metadata gives them; a
 * number in the path is a list's item (which has no label of its own).
 */
export function fieldLabels(spec: ContentFileSpec, path: readonly (string | number)[]): string[] {
  let node = z.toJSONSchema(spec.schema, { io: 'input' }) as SchemaNode;
  const labels: string[] = [];
  for (const name of path) {
    const child = typeof name === 'number' ? node.items : node.properties?.[name];
    if (!child) throw new Error(`${spec.id}: no field ${path.join('.')}`);
    node = child;
    if (typeof name === 'number') continue;
    if (!child.title) throw new Error(`${spec.id}: ${name} has no label`);
    labels.push(child.title);
  }
  return labels;
}

/**
 * A text field of one language's pane, found as the marketer finds it: by its labels. The editor
 * draws a field's inner fields once it is scrolled into view, so each group is scrolled to first.
 */
export async function editorTextbox(
  page: Page,
  language: 'Italian' | 'English',
  labels: readonly string[],
): Promise<Locator> {
  let scope = page.getByRole('group', { name: new RegExp(`Edit .${language}. Content`) });
  for (const label of labels.slice(0, -1)) {
    scope = scope.getByRole('group', { name: `“⁨${label}⁩” Field` }).first();
    await scope.scrollIntoViewIfNeeded();
  }
  return scope.getByRole('textbox', { name: labels.at(-1) ?? '', exact: true }).first();
}

/**
 * The editor at `editorUrl`/admin/ with the test repository holding `files`, opened on one content
 * file's entry, as the marketer opens it from the collections list.
 */
export async function openTestRepoEntry(
  page: Page,
  editorUrl: string,
  files: Record<string, string | BinaryFile>,
  label: string,
): Promise<void> {
  await page.goto(`${editorUrl}/admin/version.json`);
  await seedTestRepo(page, files);
  await page.goto(`${editorUrl}/admin/`);
  await page.getByRole('button', { name: 'Work with Test Repository' }).click();
  await page.getByRole('navigation').getByText(label).click();
  // The list is re-drawn once the collection has loaded (the status line says so): a click on the
  // row before that lands on a row that is then replaced, and the entry never opens (seen under load).
  await expect(page.getByRole('status')).toContainText(`“⁨${label}⁩” collection`);
  await page.getByRole('grid', { name: 'Files' }).getByRole('row', { name: label }).click();
  await expect(page).toHaveURL(/\/entries\//);
}
