/**
 * Sveltia asks a public CDN every hour for its latest version, to offer an update. A pinned copy
 * is upgraded through package.json, and /admin talks to no other origin (decision 109): the
 * build points that question at /admin/version.json, which names the pinned version, so the
 * editor finds itself current and nothing leaves the site. An upgrade whose bundle asks
 * differently stops the build here.
 */
const VERSION_QUESTION = /`\$\{\w+\}\/package\.json`/g;

export const VERSION_FILE = 'version.json';

export function answerVersionCheckLocally(bundle: string, path = `/admin/${VERSION_FILE}`): string {
  const found = bundle.match(VERSION_QUESTION) ?? [];
  if (found.length !== 1) {
    throw new Error(
      `The editor's bundle asks for its latest version ${String(found.length)} times, not once: check src/cms/version-check.ts against this Sveltia version`,
    );
  }
  return bundle.replace(VERSION_QUESTION, `\`${path}\``);
}

/** What /admin/version.json says: the version package.json pins. */
export function versionFile(version: string): string {
  return `${JSON.stringify({ version })}\n`;
}
