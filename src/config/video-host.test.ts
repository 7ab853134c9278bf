import { describe, expect, it } from 'vitest';
import { SITE } from './site.ts';
import { playerUrl, watchUrl } from './video-host.ts';

describe('media host addresses', () => {
  it('builds an autoplaying player URL with subtitles in the page language and no tracking', () => {
    const url = new URL(playerUrl('100000001', 'it'));
    expect(url.href.startsWith(SITE.videoHost.player)).toBe(true);
    expect(url.pathname.endsWith('/100000001')).toBe(true);
    expect(url.searchParams.get('autoplay')).toBe('1');
    expect(url.searchParams.get('texttrack')).toBe('it');
    expect(url.searchParams.get('dnt')).toBe('1');
  });

  it('links the video page on the host as the fallback', () => {
    expect(watchUrl('100000002')).toBe(`${SITE.videoHost.watch}100000002`);
  });

  it('cannot be steered to another path by a strange id', () => {
    expect(new URL(playerUrl('../evil', 'en')).pathname).toBe('/video/..%2Fevil');
  });
});
