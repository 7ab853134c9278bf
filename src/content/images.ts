import type { ImageRef } from './types.ts';

/**
 * Every content image of the site with its intrinsic size, in one place (the
 * files live under public/images/; a unit test checks each file exists and
 * declares the same size). Alt texts are per language, in it.ts and en.ts.
 * The success stories' pictures are not here: they are launch values, with
 * their alt texts, in site-settings.json.
 */
type ImageFile = Omit<ImageRef, 'alt'>;

const svg = (path: string, width: number, height: number): ImageFile => ({
  src: `/images/${path}.svg`,
  width,
  height,
});

const card = (name: string) => ({
  front: svg(`media/${name}-front`, 480, 320),
  back: svg(`media/${name}-back`, 480, 320),
});

export const IMAGES = {
  hero: {
    home: svg('hero/home', 720, 560),
    sustainability: svg('hero/sustainability', 720, 560),
    companies: svg('hero/companies', 720, 560),
  },
  posters: {
    whatIs: svg('posters/what-is', 1280, 720),
    howItWorks: svg('posters/how-it-works', 1280, 720),
  },
  media: {
    virtualEnvironment: card('virtual-environment'),
    canvas: card('canvas'),
    videoPlayer: card('video-player'),
    threeD: card('3d'),
    externalWeb: card('external-web'),
    editorial: card('editorial'),
  },
  reasons: {
    chapters: svg('reasons/chapters', 560, 420),
    allMedia: svg('reasons/all-media', 560, 420),
    noCode: svg('reasons/no-code', 560, 420),
    anyDevice: svg('reasons/any-device', 560, 420),
    esgData: svg('reasons/esg-data', 560, 420),
    sources: svg('reasons/sources', 560, 420),
    stakeholders: svg('reasons/stakeholders', 560, 420),
    analytics: svg('reasons/analytics', 560, 420),
    workspace: svg('reasons/workspace', 560, 420),
    brand: svg('reasons/brand', 560, 420),
    scale: svg('reasons/scale', 560, 420),
    support: svg('reasons/support', 560, 420),
  },
  audiences: {
    sustainability: svg('audiences/sustainability', 560, 360),
    companies: svg('audiences/companies', 560, 360),
  },
} as const;

/**
 * The success-story cards' picture slots. The pictures are launch values (site-settings.json); the
 * card crops each to its slot's shape (stories.css: 16:10, and square for the four small ones), so
 * these sizes are the layout's, whatever file a company gives: every <img> declares them, and the
 * browser reserves the box before the picture arrives.
 */
export const STORY_IMAGE_SIZE = {
  main: { width: 640, height: 400 },
  sub: { width: 240, height: 240 },
} as const;

/** An image of the catalogue with its alt text in one language. */
export function image(file: ImageFile, alt: string): ImageRef {
  return { ...file, alt };
}
