// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { TRACKING_SCRIPT_URL } from '../../config/legal-urls.ts';
import { loadTrackingScript, removeTracking, TRACKING_SCRIPT_ID } from './tracking-script.ts';

afterEach(() => {
  document.getElementById(TRACKING_SCRIPT_ID)?.remove();
});

describe('the tracking script', () => {
  it('is added once, asynchronously, from the configured address', () => {
    loadTrackingScript();
    loadTrackingScript();
    const scripts = document.querySelectorAll(`script#${TRACKING_SCRIPT_ID}`);
    expect(scripts).toHaveLength(1);
    const script = scripts[0] as HTMLScriptElement;
    expect(script.src).toBe(TRACKING_SCRIPT_URL);
    expect(script.async).toBe(true);
  });

  it('is removed with its cookies, leaving the technical cookies', () => {
    loadTrackingScript();
    document.cookie = 'hubspotutk=abc; Path=/';
    document.cookie = '__hstc=1; Path=/';
    document.cookie = 'lang=it; Path=/';
    removeTracking();
    expect(document.getElementById(TRACKING_SCRIPT_ID)).toBeNull();
    expect(document.cookie).toBe('lang=it');
  });
});
