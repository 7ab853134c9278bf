import { cpSync, existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { stringify } from 'yaml';
import { repositoryFiles } from '../docs/folder-map.ts';
import { completedSettings } from '../support/completed-settings.ts';
import { completedStories } from '../support/completed-stories.ts';
import { buildah } from './buildah.ts';

/**
 * The build context an operator's checkout is, ready to go live: the repository's files as git
 * sees them (tracked, and new ones not ignored, so a change not yet committed is tested), with
 * site-settings.json and the success stories completed (docs/operating.md, "Going live").
 */
export function operatorCheckout(root: string): string {
  const context = mkdtempSync(join(tmpdir(), 'image-context-'));
  // A tracked file deleted in the working tree is not part of the checkout being built.
  for (const file of repositoryFiles(root).filter((path) => existsSync(join(root, path)))) {
    mkdirSync(dirname(join(context, file)), { recursive: true });
    cpSync(join(root, file), join(context, file), { verbatimSymlinks: true });
  }
  writeFileSync(join(context, 'site-settings.json'), `${JSON.stringify(completedSettings(), null, 2)}\n`);
  writeFileSync(join(context, 'content/shared/stories.yaml'), stringify(completedStories()));
  return context;
}

const SYSTEM_CERTIFICATES = '/etc/ssl/certs/ca-certificates.crt';

/**
 * Builds the repository's Containerfile from `context` on `baseImage`, as an operator would with
 * `podman build --format docker` (Docker's format keeps the HEALTHCHECK; OCI's has none). The
 * machine's certificate bundle is lent to npm when there is one: a TLS-inspecting proxy's root
 * lives there (a build argument and a mount, not kept in the image).
 */
export async function buildSiteImage(context: string, baseImage: string, tag: string): Promise<void> {
  const certificates = existsSync(SYSTEM_CERTIFICATES)
    ? [
        '--volume',
        '/etc/ssl/certs:/etc/ssl/certs:ro',
        '--build-arg',
        `NODE_EXTRA_CA_CERTS=${SYSTEM_CERTIFICATES}`,
      ]
    : [];
  await buildah([
    'bud',
    '--isolation',
    'chroot',
    '--pull=never',
    '--format',
    'docker',
    '--file',
    join(context, 'Containerfile'),
    '--build-arg',
    `NODE_IMAGE=${baseImage}`,
    ...certificates,
    '--tag',
    tag,
    context,
  ]);
}
