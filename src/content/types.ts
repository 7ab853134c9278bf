import type { LandingPageId } from '../i18n/locales.ts';
import type { CtaTarget } from '../config/cta.ts';

/**
 * The typed content of one language. `it.ts` and `en.ts` both satisfy it, so a
 * string missing in one language fails the type check, and the build-time
 * parity check fails the build. Shapes follow docs/requirements.md R10.6;
 * fixed counts (six media elements, four reasons, three stories) are tuples.
 */
export interface PageMeta {
  /** `<title>` and og:title. */
  readonly title: string;
  /** Meta description and og:description (aim for 120-160 characters). */
  readonly description: string;
}

/** The language's social-sharing image (og:image), drawn by scripts/make-share-images.ts. */
export interface ShareImage extends ImageRef {
  /** The two lines under the product name, each short enough to end before the card drawing. */
  readonly tagline: readonly [string, string];
}

/** An image made in the repository, with its intrinsic size (no layout shift) and its alt text. */
export interface ImageRef {
  /** Path under public/, e.g. `/images/media/canvas-front.svg`. */
  readonly src: string;
  readonly width: number;
  readonly height: number;
  /** Empty only for purely decorative images. */
  readonly alt: string;
}

/** Card item (R10.6): one face of the flip-card grid each side. */
export interface CardItem {
  readonly frontImage: ImageRef;
  readonly backImage: ImageRef;
  readonly title: string;
  readonly description: string;
}

/** Carousel item (R10.6): one reason to choose the product. */
export interface CarouselItem {
  readonly label: string;
  readonly description: string;
  readonly image: ImageRef;
}

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

/** Media item (R10.6): what a banner shows. For videos `id` is the media host's id, `link` its page. */
export interface MediaItem {
  readonly link: string;
  readonly id: string;
  readonly type: 'image' | 'video' | 'iframe';
  readonly title: string;
}

/** Page blocks (R10.6): the text of one section; each section picks the fields it needs. */
export interface PageBlock {
  readonly title: string;
  readonly subtitle: string;
  readonly description: string;
  /** A button's or a link's text. */
  readonly label: string;
  readonly link: string;
  /** The small eyebrow line above a title ("Step 1 · What it is"). */
  readonly stepTitle: string;
  /** Which side the media sits on in a lateral banner. */
  readonly direction: 'left' | 'right';
}

/** A section's block with exactly the fields it renders, all required. */
export type Block<K extends keyof PageBlock> = Pick<PageBlock, K>;

/** A banner with a video behind a facade: its text, the video and the local poster. */
export interface VideoBanner<K extends keyof PageBlock> {
  readonly block: Block<K>;
  readonly media: MediaItem & { readonly type: 'video' };
  readonly poster: ImageRef;
}

/** The sections every landing page and the homepage share, in page order. */
export interface LandingSections {
  readonly meta: PageMeta;
  /** Its button's words follow where the button leads (src/config/cta.ts demoLabel), not the page. */
  readonly intro: Block<'title' | 'subtitle'> & { readonly image: ImageRef };
  readonly whatIs: VideoBanner<'stepTitle' | 'title' | 'description' | 'direction'>;
  readonly howItWorks: VideoBanner<'stepTitle' | 'title' | 'description'>;
  readonly reasons: {
    readonly block: Block<'stepTitle' | 'title' | 'subtitle'>;
    readonly items: readonly [CarouselItem, CarouselItem, CarouselItem, CarouselItem];
  };
  /** The highlighted closing line. */
  readonly closingLine: Block<'title'>;
  readonly closingCta: Block<'title' | 'description'>;
}

/** One link to an audience page from the homepage. */
export type AudienceLink = Block<'title' | 'description' | 'label' | 'link'> & { readonly image: ImageRef };

export interface HomePageContent extends LandingSections {
  /** The full-screen landing view (R1.7, R2.3). */
  readonly landing: Block<'title' | 'subtitle' | 'label'> & { readonly logoAlt: string };
  readonly audiences: {
    readonly block: Block<'stepTitle' | 'title' | 'subtitle'>;
    readonly items: readonly [AudienceLink, AudienceLink];
  };
}

/** Content shared by every page of a language. */
export interface SharedSections {
  readonly mediaElements: {
    readonly block: Block<'stepTitle' | 'title' | 'subtitle'>;
    readonly items: readonly [CardItem, CardItem, CardItem, CardItem, CardItem, CardItem];
  };
  readonly successStories: {
    readonly block: Block<'stepTitle' | 'title' | 'subtitle'>;
    /**
     * The button under the stories says what it does, and that depends on the page: the case-studies
     * form where CTAs open the provider's forms, a conversation where they open the booking link.
     */
    readonly ctaLabel: Readonly<Record<CtaTarget['mode'], string>>;
    readonly items: readonly [SuccessStory, SuccessStory, SuccessStory];
  };
  readonly help: {
    readonly block: Block<'stepTitle' | 'title' | 'subtitle'>;
    readonly training: Block<'title' | 'description'>;
    readonly tips: Block<'title' | 'description'>;
    readonly contact: Block<'title' | 'description' | 'label'>;
  };
}

export interface PagesContent {
  readonly home: HomePageContent;
  readonly sustainability: LandingSections;
  readonly companies: LandingSections;
}

export interface SiteContent extends SharedSections {
  readonly pages: PagesContent & Readonly<Record<LandingPageId, LandingSections>>;
  /** The head of the terms page; its text is the contract itself (src/content/terms). */
  readonly termsPage: { readonly meta: PageMeta };
  /** One-line description of the organisation for JSON-LD. */
  readonly organizationDescription: string;
  readonly shareImage: ShareImage;
}
