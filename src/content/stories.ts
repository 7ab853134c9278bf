import type { Locale } from '../i18n/locales.ts';
import { repositoryContent, type CheckedContent } from './load/site-content.ts';
import type { StorySource } from './schema/stories.ts';

/**
 * The success stories of content/shared/stories.yaml in one language, as the file gives them: for
 * the launch gate and the tests, which name the customers without the cards' layout.
 */
export function storiesFor(
  locale: Locale,
  checked: CheckedContent = repositoryContent(),
): readonly StorySource[] {
  return checked.files.stories[locale].items;
}
