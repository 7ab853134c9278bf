import { displayName, loadSiteSettings, type LoadedSettings } from '../../src/config/settings/load.ts';
import { fieldPath } from '../../src/content/load/issue-lines.ts';
import { CONTENT_FILES } from '../../src/content/schema/content-files.ts';
import type { StorySource } from '../../src/content/schema/stories.ts';
import { storiesFor } from '../../src/content/stories.ts';
import { LOCALES } from '../../src/i18n/locales.ts';

/**
 * What stands between the site and a launch (decision 094): the settings fields still holding
 * sample data, by path, and the success stories still marked `sample: true` in their content file
 * (decision 107). `npm run check:launch` prints it; `npm run build:launch` refuses to build while
 * it is not empty.
 */
export interface LaunchGate {
  readonly ready: boolean;
  /** Lines to print: each file, then what is left in it. */
  readonly report: readonly string[];
}

const STORIES_FILE =
  CONTENT_FILES.find((spec) => spec.id === 'stories')?.path ?? 'content/shared/stories.yaml';

/** One line per story still marked as a sample, `content/shared/stories.yaml: items[1] (…) is a sample story`. */
export function sampleStories(stories: readonly StorySource[]): string[] {
  return stories.flatMap((story, index) =>
    story.sample === true
      ? [`${STORIES_FILE}: ${fieldPath(['items', index])} (${story.name}) is a sample story`]
      : [],
  );
}

export function launchGate(
  { file, samples }: Pick<LoadedSettings, 'file' | 'samples'>,
  stories: readonly StorySource[],
): LaunchGate {
  const name = displayName(file);
  const settings =
    samples.length === 0
      ? [`${name}: no sample values`]
      : [
          `${name}: ${String(samples.length)} sample value${samples.length === 1 ? '' : 's'} to replace:`,
          ...samples.map((path) => `  ${path}`),
          `Replace each { "sample": … } with the real value (docs/operating.md, "Going live").`,
        ];
  const sampleLines = sampleStories(stories);
  const story =
    sampleLines.length === 0
      ? [`${STORIES_FILE}: no sample stories`]
      : [
          ...sampleLines,
          'Replace each sample story with a real customer’s and delete its `sample: true` (docs/editing.md, "Swap or add a story").',
        ];
  return { ready: samples.length === 0 && sampleLines.length === 0, report: [...settings, ...story] };
}

/**
 * The gate of the settings file in use (SITE_SETTINGS_FILE or site-settings.json) and of the
 * stories the site is built from (SITE_CONTENT_DIR or content/). The `sample` mark is shared by
 * both languages, so either language's list tells.
 */
export function currentLaunchGate(): LaunchGate {
  return launchGate(loadSiteSettings(), storiesFor(LOCALES[0]));
}
