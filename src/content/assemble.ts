import { SITE } from '../config/site.ts';
import { pathFor, type Locale } from '../i18n/locales.ts';
import { successStory, video } from './builders.ts';
import type { CheckedContent } from './load/site-content.ts';
import type { LandingSectionsSource } from './schema/page.ts';
import type { HomePageContent, LandingSections, SiteContent, Sized } from './types.ts';

/**
 * Joins one language of the checked content files into what the pages render (decision 107): each
 * picture gets the size read from its file, the videos their ids (site-settings.json), the audience
 * links their page's address, the success stories their cards' picture sizes.
 */
export function assembleContent({ files, sizes }: CheckedContent, locale: Locale): SiteContent {
  const sized = <T>(value: T): Sized<T> => withSizes(value, sizes) as Sized<T>;
  const site = files.site[locale];
  const shared = files.sections[locale];
  const videos = {
    whatIs: { media: video('whatIs', site.videos.whatIs.title), poster: sized(site.videos.whatIs.poster) },
    howItWorks: {
      media: video('howItWorks', site.videos.howItWorks.title),
      poster: sized(site.videos.howItWorks.poster),
    },
  };
  const landing = (source: LandingSectionsSource): LandingSections => ({
    ...sized(source),
    whatIs: { ...sized(source.whatIs), ...videos.whatIs },
    howItWorks: { ...sized(source.howItWorks), ...videos.howItWorks },
  });
  const homeSource = files.home[locale];
  const home: HomePageContent = {
    ...landing(homeSource),
    // The company's name (site-settings.json), not a copy: a copy would outlive the launch values.
    landing: { ...homeSource.landing, logoAlt: SITE.company.legalName },
    audiences: {
      block: homeSource.audiences.block,
      items: homeSource.audiences.items.map(({ page, ...item }) => ({
        ...sized(item),
        link: pathFor(page, locale),
      })),
    },
  };
  return {
    pages: {
      home,
      sustainability: landing(files.sustainability[locale]),
      companies: landing(files.companies[locale]),
    },
    ...sized(shared),
    successStories: {
      ...shared.successStories,
      items: files.stories[locale].items.map(successStory),
    },
    termsPage: site.termsPage,
    organizationDescription: site.organizationDescription,
    shareImage: sized(site.shareImage),
  };
}

/** Every `{ src, alt }` with its file's width and height added (the check found each one). */
function withSizes(value: unknown, sizes: CheckedContent['sizes']): unknown {
  if (Array.isArray(value)) return value.map((item) => withSizes(item, sizes));
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value).map(([key, child]) => [key, withSizes(child, sizes)] as const);
  const object = Object.fromEntries(entries) as Record<string, unknown>;
  const size = typeof object['src'] === 'string' ? sizes.get(object['src']) : undefined;
  // In the order the pages always wrote them: the islands' props, and so their ids, stay the same.
  return size ? { src: object['src'], width: size.width, height: size.height, ...object } : object;
}
