import type { CtaTarget } from '../config/cta.ts';
import type { LandingPageId } from '../i18n/locales.ts';
import type { HomePageSource, LandingSectionsSource } from './schema/page.ts';
import type { SharedSectionsSource, SiteWideSource } from './schema/shared.ts';

/**
 * The content the pages render, in one language: the content files' shapes (their zod schemas in
 * schema/, docs/requirements.md R10.6) with what the build adds to them — each picture's size,
 * the videos' ids and links, the audience links' addresses, the customers' stories (decision 107).
 * Nothing here is written twice: every field comes from a schema's type.
 */

/** An image with its intrinsic size (no layout shift) and its alt text. */
export interface ImageRef {
  /** Path under public/, e.g. `/images/media/canvas-front.svg`. */
  readonly src: string;
  readonly width: number;
  readonly height: number;
  /** Empty only for purely decorative images. */
  readonly alt: string;
}

/** A source type with every `{ src, alt }` picture given its size. */
export type Sized<T> = T extends { readonly src: string; readonly alt: string }
  ? ImageRef & Omit<T, 'src' | 'alt'>
  : T extends readonly (infer U)[]
    ? readonly Sized<U>[]
    : T extends object
      ? { readonly [K in keyof T]: Sized<T[K]> }
      : T;

export interface PageMeta {
  readonly title: string;
  readonly description: string;
}

/** Media item (R10.6): what a banner shows. For videos `id` is the media host's id, `link` its page. */
export interface MediaItem {
  readonly link: string;
  readonly id: string;
  readonly type: 'image' | 'video' | 'iframe';
  readonly title: string;
}

/** A banner with a video behind a facade: its text, the video and the local poster. */
interface VideoParts {
  readonly media: MediaItem & { readonly type: 'video' };
  readonly poster: ImageRef;
}

type WithVideos<T extends { whatIs: unknown; howItWorks: unknown }> = Omit<
  Sized<T>,
  'whatIs' | 'howItWorks'
> & {
  readonly whatIs: Sized<T['whatIs']> & VideoParts;
  readonly howItWorks: Sized<T['howItWorks']> & VideoParts;
};

export type LandingSections = WithVideos<LandingSectionsSource>;

type AudienceSource = HomePageSource['audiences']['items'][number];
export type AudienceLink = Sized<Omit<AudienceSource, 'page'>> & { readonly link: string };

export type HomePageContent = WithVideos<Omit<HomePageSource, 'landing' | 'audiences'>> & {
  /** The full-screen landing view (R1.7, R2.3); the logo's alt is the company's name. */
  readonly landing: HomePageSource['landing'] & { readonly logoAlt: string };
  readonly audiences: {
    readonly block: HomePageSource['audiences']['block'];
    readonly items: readonly AudienceLink[];
  };
};

/** Success story (R10.6): `label` is the customer's name, `link` its published story. */
export interface SuccessStory {
  readonly link: string;
  readonly label: string;
  readonly color: string;
  readonly mainImage: ImageRef;
  readonly subImage1: ImageRef;
  readonly subImage2: ImageRef;
  readonly subImage3: ImageRef;
  readonly subImage4: ImageRef;
}

export type SharedSections = Omit<Sized<SharedSectionsSource>, 'successStories'> & {
  readonly successStories: SharedSectionsSource['successStories'] & {
    readonly ctaLabel: Readonly<Record<CtaTarget['mode'], string>>;
    readonly items: readonly SuccessStory[];
  };
};

/** The language's social-sharing image (og:image), drawn by scripts/make-share-images.ts. */
export type ShareImage = ImageRef & { readonly tagline: readonly string[] };

export interface PagesContent {
  readonly home: HomePageContent;
  readonly sustainability: LandingSections;
  readonly companies: LandingSections;
}

export type SiteContent = SharedSections & {
  readonly pages: PagesContent & Readonly<Record<LandingPageId, LandingSections>>;
  readonly termsPage: SiteWideSource['termsPage'];
  readonly organizationDescription: string;
  readonly shareImage: ShareImage;
};

/** A section's block, as a component names the fields it renders. */
export type Block<K extends string> = Readonly<Record<K, string>>;

/** Card item (R10.6): one face of the flip-card grid each side. */
export type CardItem = SharedSections['mediaElements']['items'][number];
