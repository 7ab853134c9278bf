import type { Dictionary } from '../../content/dictionaries.ts';
import type { Locale } from '../../i18n/locales.ts';
import type { SharedSections, LandingSections, HomePageContent } from '../../content/types.ts';
import type { TermsDocument } from '../../content/terms/types.ts';
import { softHyphens } from './soft-hyphens.ts';

/**
 * The content with soft hyphens in the text its headings (h1–h3) show, and nowhere else: not in the
 * page's <title> (meta), paragraphs, buttons, or customers' names (success stories stay whole).
 * Applied where a page reads its content at build, so the static sections and the islands' props
 * carry the same text and hydration matches.
 */
export function withHyphenatedHeadings<T extends LandingSections | HomePageContent>(
  sections: T,
  locale: Locale,
): T {
  const h = (text: string) => softHyphens(text, locale);
  const titled = <B extends { readonly title: string }>(block: B): B => ({ ...block, title: h(block.title) });
  const page: LandingSections = {
    ...sections,
    intro: titled(sections.intro),
    whatIs: { ...sections.whatIs, block: titled(sections.whatIs.block) },
    howItWorks: { ...sections.howItWorks, block: titled(sections.howItWorks.block) },
    reasons: {
      block: titled(sections.reasons.block),
      items: mapTuple(sections.reasons.items, (item) => ({ ...item, label: h(item.label) })),
    },
    closingCta: titled(sections.closingCta),
  };
  if (!('landing' in sections)) return page as T;
  const home: HomePageContent = {
    ...(page as HomePageContent),
    landing: titled(sections.landing),
    audiences: {
      block: titled(sections.audiences.block),
      items: mapTuple(sections.audiences.items, titled),
    },
  };
  return home as T;
}

/** The sections every page shares, their headings hyphenated. */
export function withHyphenatedSharedHeadings(shared: SharedSections, locale: Locale): SharedSections {
  const h = (text: string) => softHyphens(text, locale);
  const titled = <B extends { readonly title: string }>(block: B): B => ({ ...block, title: h(block.title) });
  return {
    mediaElements: {
      block: titled(shared.mediaElements.block),
      items: mapTuple(shared.mediaElements.items, titled),
    },
    successStories: { ...shared.successStories, block: titled(shared.successStories.block) },
    help: {
      block: titled(shared.help.block),
      training: titled(shared.help.training),
      tips: titled(shared.help.tips),
      contact: titled(shared.help.contact),
    },
  };
}

/** The consent labels with the banner's title (an h2) hyphenated. */
export function withHyphenatedConsentTitle(
  labels: Dictionary['COMPONENTS']['CONSENT'],
  locale: Locale,
): Dictionary['COMPONENTS']['CONSENT'] {
  return { ...labels, BANNER_TITLE: softHyphens(labels.BANNER_TITLE, locale) };
}

function mapTuple<T extends readonly unknown[]>(items: T, map: (item: T[number]) => T[number]): T {
  return items.map(map) as unknown as T;
}

/**
 * The terms with soft hyphens in the page's title (its h1, the largest text). The clause titles
 * (h2 and index links) are left to the browser's own hyphenation (`hyphens: auto`, legal.css): the
 * Italian page's HTML sits at the one-round-trip budget (decision 079), and soft hyphens with the
 * plain-words names they need cost about 400 bytes of brotli there.
 */
export function withHyphenatedTermsHeadings(terms: TermsDocument, locale: Locale): TermsDocument {
  return { ...terms, title: softHyphens(terms.title, locale) };
}
