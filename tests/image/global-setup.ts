import { rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { buildah, imageConfig, type ImageConfig } from './buildah.ts';
import { buildSiteImage, operatorCheckout } from './build-context.ts';
import { standInImage, staleCaches, staleStandIns } from './stand-in.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The image the Containerfile built for this run, and what it declares. */
    siteImage: { readonly name: string; readonly config: ImageConfig };
  }
}

/**
 * One image build for the whole run (each build copies every layer in full on vfs): the
 * stand-in base (cached), then the Containerfile on an operator's completed checkout. Removed
 * after the run; stand-ins of other Node versions are removed before it.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const base = await standInImage();
  for (const stale of await staleStandIns(base)) await buildah(['rmi', stale]);
  for (const folder of staleCaches(base)) rmSync(folder, { recursive: true, force: true });
  const context = operatorCheckout(process.cwd());
  const name = `localhost/site-test:${String(process.pid)}`;
  try {
    await buildSiteImage(context, base, name);
  } finally {
    rmSync(context, { recursive: true, force: true });
  }
  // The figure docs/operating.md gives: the image, and the base it adds to.
  const size = async (image: string) => (await buildah(['images', '--format', '{{.Size}}', image])).trim();
  console.log(`test:image: the image is ${await size(name)}, on a base of ${await size(base)}`);
  project.provide('siteImage', { name, config: await imageConfig(name) });
  return async () => {
    await buildah(['rmi', '--force', name]);
  };
}
