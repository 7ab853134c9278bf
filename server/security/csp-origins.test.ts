import { describe, expect, it } from 'vitest';
import { completedSettings } from '../../tests/support/completed-settings.ts';
import { parseSiteSettings } from '../../src/config/settings/load.ts';
import { trackingCodeOrigins } from '../../src/config/hubspot-hosts.ts';
import { cspOrigins, storyImageOrigins } from './csp-origins.ts';

describe("the success stories' pictures in the CSP", () => {
  it('allow the origin of a picture hosted elsewhere, once, and add nothing for the site’s own', () => {
    // The completed settings host one customer's five pictures on one https origin.
    const { successStories } = parseSiteSettings(completedSettings(), 'site-settings.json').settings;
    expect(storyImageOrigins(Object.values(successStories))).toEqual(['https://media.acme-stories.it']);
  });

  it('add nothing for the shipped settings, whose pictures are the site’s own files', () => {
    expect(cspOrigins(trackingCodeOrigins('eu1')).img).toEqual([
      'https://*.hubspot.com',
      'https://i.vimeocdn.com',
    ]);
  });
});
