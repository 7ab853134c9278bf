import type { ImageRef } from './types.ts';

/**
 * Every content image of the site with its intrinsic size, in one place (the
 * files live under public/images/; a unit test checks each file exists and
 * declares the same size). Alt texts are per language, in it.ts and en.ts.
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
const story = (name: string) => ({
  main: svg(`stories/${name}-main`, 640, 400),
  sub1: svg(`stories/${name}-1`, 240, 240),
  sub2: svg(`stories/${name}-2`, 240, 240),
  sub3: svg(`stories/${name}-3`, 240, 240),
  sub4: svg(`stories/${name}-4`, 240, 240),
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
  stories: {
    alpina: story('alpina'),
    mareblu: story('mareblu'),
    fondaco: story('fondaco'),
  },
  audiences: {
    sustainability: svg('audiences/sustainability', 560, 360),
    companies: svg('audiences/companies', 560, 360),
  },
} as const;

/** An image of the catalogue with its alt text in one language. */
export function image(file: ImageFile, alt: string): ImageRef {
  return { ...file, alt };
}
