import islandElementScript from 'astro/runtime/server/astro-island.prebuilt.js';
import { createHash } from 'node:crypto';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { CONSENT_HEAD_SCRIPT } from '../../src/components/consent/head-script.ts';
import { CONTACT_OPENER_SCRIPT } from '../../src/components/contact/contact-opener.ts';
import { LATERAL_BANNER_SCRIPT } from '../../src/components/lateral-banner/lateral-banner-script.ts';

/**
 * The inline scripts our code writes into the pages, listed from their sources, never read back
 * from the built pages (decision 133): the head scripts src/lib/inline-script.ts builds, and
 * Astro's island bootstrap — its custom element (`astro-island.prebuilt.js`) and the script of the
 * one client directive the pages use (`client:queued`), which Astro builds with its own function
 * from our entry. The CSP allows exactly these by hash; a built page holding any other executable
 * inline script fails the build (page-scripts.ts), whatever a content value managed to write.
 */
export interface InlineScript {
  readonly name: string;
  readonly text: string;
}

const ASTRO_DIR = resolve('node_modules/astro/dist');

/** Astro's own builder of a directive's script (not in its exports: reached by file). */
async function astroDirectiveScript(name: string, entrypoint: string): Promise<string> {
  const moduleUrl = pathToFileURL(join(ASTRO_DIR, 'core/client-directive/build.js')).href;
  const { buildClientDirectiveEntrypoint } = (await import(moduleUrl)) as {
    buildClientDirectiveEntrypoint: (name: string, entrypoint: string, root: URL) => Promise<string>;
  };
  return buildClientDirectiveEntrypoint(name, entrypoint, pathToFileURL(`${resolve('.')}/`));
}

export async function siteInlineScripts(): Promise<InlineScript[]> {
  return [
    { name: 'consent head script', text: CONSENT_HEAD_SCRIPT },
    { name: 'contact opener', text: CONTACT_OPENER_SCRIPT },
    { name: 'lateral banner reveal', text: LATERAL_BANNER_SCRIPT },
    {
      name: "Astro's island element",
      text: islandElementScript,
    },
    {
      name: 'client:queued directive',
      text: await astroDirectiveScript('queued', resolve('src/lib/hydration/queued-directive.ts')),
    },
  ];
}

/** A script's CSP hash source. */
export function hashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}
