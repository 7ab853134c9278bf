import { readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { samplePaths, unwrapSamples } from './samples.ts';
import { siteSettingsSchema, type SiteSettings } from './schema.ts';

/**
 * Reads and validates site-settings.json (decision 094). Node only: the build, the server and the
 * scripts call it; the browser receives the values the build put in the pages and bundles.
 */

// From the string, not a URL object: jsdom test environments replace the global URL.
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** The repository's settings file, or the one SITE_SETTINGS_FILE names (tests, staging). */
export function settingsFile(env: NodeJS.ProcessEnv = process.env): string {
  return resolve(ROOT, env['SITE_SETTINGS_FILE'] || 'site-settings.json');
}

export interface LoadedSettings {
  readonly file: string;
  readonly settings: SiteSettings;
  /** Field paths still holding sample data. */
  readonly samples: readonly string[];
}

/** Thrown with one line per problem, each naming the file and the field. */
export class SiteSettingsError extends Error {
  override readonly name = 'SiteSettingsError';
}

/** The file's name as an operator would type it: relative to the repository when inside it. */
export function displayName(file: string): string {
  const inside = relative(ROOT, file);
  return inside.startsWith('..') ? file : inside;
}

/** Validates already-parsed JSON; `file` only names the source in the messages. */
export function parseSiteSettings(raw: unknown, file: string): LoadedSettings {
  const result = siteSettingsSchema.safeParse(unwrapSamples(raw));
  if (!result.success) {
    const name = displayName(file);
    const lines = result.error.issues.map(
      (issue) => `${name}: ${issue.path.map(String).join('.') || '(root)'}: ${issue.message}`,
    );
    throw new SiteSettingsError(`invalid site settings:\n${lines.join('\n')}`);
  }
  return { file, settings: result.data, samples: samplePaths(raw) };
}

export function loadSiteSettings(file: string = settingsFile()): LoadedSettings {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new SiteSettingsError(`${displayName(file)}: ${(error as Error).message}`);
  }
  return parseSiteSettings(raw, file);
}
