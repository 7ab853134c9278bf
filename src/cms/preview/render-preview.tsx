import { renderToStaticMarkup } from 'react-dom/server';
import { ConsentBanner } from '../../components/consent/ConsentBanner.tsx';
import { SiteHeader } from '../../components/header/SiteHeader.tsx';
import { ctaTarget } from '../../config/cta.ts';
import { assembleContent } from '../../content/assemble.ts';
import type { CheckedContent } from '../../content/load/site-content.ts';
import type { ContentFileId } from '../../content/schema/content-files.ts';
import { languageLinksWith } from '../../content/language-link-list.ts';
import type { LandingPageId, Locale } from '../../i18n/locales.ts';
import { PreviewPage } from './PreviewPage.tsx';

/**
 * The page an editable file is previewed on: a landing page on itself; a file every page shares
 * (its sections, the stories, the site-wide words, the interface's words) on the homepage, where
 * a visitor meets all of it first.
 */
export const PREVIEW_PAGE: Readonly<Record<Exclude<ContentFileId, 'terms'>, LandingPageId>> = {
  home: 'home',
  sustainability: 'sustainability',
  companies: 'companies',
  sections: 'home',
  stories: 'home',
  site: 'home',
  interface: 'home',
};

export type PreviewedFile = keyof typeof PREVIEW_PAGE;

export interface PreviewInput {
  readonly file: PreviewedFile;
  readonly locale: Locale;
  /** The pane's language's values of the file being edited, as the editor holds them now. */
  readonly values: unknown;
  /** Every content file as the build read it, and its pictures' sizes. */
  readonly base: CheckedContent;
}

/**
 * The page's markup with the edited values in place of the file's, for one language: the other
 * files as built, assembled by the same code as the pages (assemble.ts), rendered by our React to
 * static markup. Text stays text: React escapes every value (decision 133). Throws while the
 * values cannot make a page (a required field being typed); the template says so.
 */
export function previewMarkup({ file, locale, values, base }: PreviewInput): string {
  const files = { ...base.files, [file]: { ...base.files[file], [locale]: values } };
  const content = assembleContent({ files, sizes: base.sizes }, locale);
  const dictionary = (language: Locale) => files.interface[language];
  const t = dictionary(locale);
  const page = PREVIEW_PAGE[file];
  return renderToStaticMarkup(
    <>
      {/* The header as [...slug].astro draws it, less the menu island (its items are settings). */}
      <SiteHeader
        t={t}
        languageLinks={languageLinksWith(page, locale, dictionary)}
        bookDemo={ctaTarget(page, locale, 'demo')}
      />
      {file === 'interface' && (
        <ConsentBanner
          locale={locale}
          labels={t.COMPONENTS.CONSENT}
          newTabHint={t.COMPONENTS.LEGAL.NEW_TAB_HINT}
        />
      )}
      <PreviewPage page={page} locale={locale} content={content} t={t} />
    </>,
  );
}
