import { describe, expect, it } from 'vitest';
import {
  hasRenditions,
  parseRenditionUrl,
  renditionSrcset,
  renditionUrl,
  renditionUrlsIn,
  renditionWidth,
  responsiveWidths,
} from './renditions.ts';

describe('renditions of the content’s SVG pictures', () => {
  it('are made for our own SVG pictures only', () => {
    expect(hasRenditions('/images/posters/what-is.svg')).toBe(true);
    expect(hasRenditions('/images/stories/alpina-main.png')).toBe(false);
    expect(hasRenditions('https://cdn.example.com/a.svg')).toBe(false);
    expect(hasRenditions('/images/../secret.svg')).toBe(false);
    expect(hasRenditions('/elsewhere/a.svg')).toBe(false);
  });

  it('are twice the intrinsic width, none wider than 1,600 px', () => {
    expect(renditionWidth(480)).toBe(960);
    expect(renditionWidth(240)).toBe(480);
    expect(renditionWidth(1280)).toBe(1600);
    expect(renditionWidth(800.4)).toBe(1600);
    expect(renditionWidth(241.3)).toBe(483);
  });

  it('are named after their SVG and width, and read back', () => {
    expect(renditionUrl('/images/posters/what-is.svg', 640)).toBe('/images/posters/what-is.w640.webp');
    expect(parseRenditionUrl('/images/posters/what-is.w640.webp')).toEqual({
      src: '/images/posters/what-is.svg',
      width: 640,
    });
    expect(parseRenditionUrl('/images/posters/what-is.svg')).toBeUndefined();
    expect(parseRenditionUrl('/_astro/x.w640.webp')).toBeUndefined();
  });

  it('are offered narrower too, for a picture whose layout says how wide it is shown', () => {
    expect(responsiveWidths(1280)).toEqual([720, 1080, 1600]);
    expect(responsiveWidths(720)).toEqual([720, 1080, 1440]);
    // A step within a fifth of the picture's own rendition would save too little to name.
    expect(responsiveWidths(640)).toEqual([720, 1280]);
    expect(responsiveWidths(480)).toEqual([720, 960]);
    expect(responsiveWidths(400)).toEqual([800]);
    expect(renditionSrcset('/images/posters/what-is.svg', 1280)).toBe(
      '/images/posters/what-is.w720.webp 720w, /images/posters/what-is.w1080.webp 1080w, ' +
        '/images/posters/what-is.w1600.webp 1600w',
    );
  });

  it('are found where a page names them, in src, srcset or a script', () => {
    const html =
      '<img src="/images/a/b-c.w960.webp" srcset="/images/a/b-c.w720.webp 720w" alt=""><img src="/images/hero/home.svg"><script>"/images/x.w480.webp"</script>';
    expect(renditionUrlsIn(html)).toEqual([
      '/images/a/b-c.w960.webp',
      '/images/a/b-c.w720.webp',
      '/images/x.w480.webp',
    ]);
  });
});
