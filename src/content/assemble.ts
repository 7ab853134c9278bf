import { SITE } from '../config/site.ts';
import { pathFor, type Locale } from '../i18n/locales.ts';
import { successStory, video } from './builders.ts';
import type { CheckedContent } from './load/site-content.ts';
import type { HomePageSource, LandingSectionsSource } from './schema/page.ts';
import type { SharedSectionsSource, SiteWideSource } from './schema/shared.ts';
import type { HomePageContent, ImageRef, LandingSections, SiteContent, Sized } from './types.ts';

/**
 * Joins one language of the checked content files into what the pages render (decision 107): each
 * picture gets the size read from its file, the videos their ids (site-settings.json), the audience
 * links their page's address, the success stories their customers.
 */
export function assembleContent({ files, sizes }: CheckedContent, locale: Locale): SiteContent {
  const sized = <T>(value: T): Sized<T> => withSizes(value, sizes) as Sized<T>;
  const site = files.site[locale] as SiteWideSource;
  const shared = files.sections[locale] as SharedSectionsSource;
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
  const homeSource = files.home[locale] as HomePageSource;
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
      sustainability: landing(files.sustainability[locale] as LandingSectionsSource),
      companies: landing(files.companies[locale] as LandingSectionsSource),
    },
    ...sized(shared),
    successStories: {
      ...shared.successStories,
      items: [
        successStory('alpina', locale),
        successStory('mareblu', locale),
        successStory('fondaco', locale),
      ],
    },
    termsPage: site.termsPage,
    organizationDescription: site.organizationDescription,
    shareImage: { ...(sized(site.shareImage) as unknown as ImageRef), tagline: site.shareImage.tagline },
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
