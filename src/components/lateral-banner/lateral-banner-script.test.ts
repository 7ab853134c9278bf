import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { LATERAL_BANNER_SCRIPT, REVEALED_ATTRIBUTE, WATCHED_ATTRIBUTE } from './lateral-banner-script.ts';

/**
 * The inline script that reveals the lateral banner (decisions 091 and 120), run as
 * a browser runs it: the text that ships, parsed after the banner in a jsdom page, against an
 * IntersectionObserver the test drives.
 */

type PageWindow = Window & typeof globalThis;
const ScriptedPage = JSDOM as unknown as new (
  html: string,
  options: { runScripts: 'dangerously'; beforeParse: (window: PageWindow) => void },
) => { readonly window: PageWindow };

interface Watcher {
  readonly threshold: unknown;
  readonly watched: Element[];
  show(target: Element, intersectionRatio: number): void;
}

function loadPage(text: string, { observer = true } = {}) {
  const watchers: Watcher[] = [];
  const banner = (id: string) => `<section id="${id}" class="lateral-banner"></section>`;
  const dom = new ScriptedPage(
    `<!doctype html><html><body>${banner('one')}${banner('two')}<script>${text}</script></body></html>`,
    {
      runScripts: 'dangerously',
      beforeParse(window) {
        if (!observer) return;
        (window as unknown as Record<string, unknown>)['IntersectionObserver'] = class {
          readonly watched: Element[] = [];
          readonly threshold: unknown;
          constructor(callback: (entries: unknown[]) => void, options: { threshold: unknown }) {
            this.threshold = options.threshold;
            const watched = this.watched;
            watchers.push({
              threshold: options.threshold,
              watched,
              show: (target, intersectionRatio) => {
                if (watched.includes(target)) {
                  callback([{ target, intersectionRatio, isIntersecting: intersectionRatio > 0 }]);
                }
              },
            });
          }
          observe(target: Element) {
            this.watched.push(target);
          }
          unobserve(target: Element) {
            this.watched.splice(this.watched.indexOf(target), 1);
          }
        };
      },
    },
  );
  const document = dom.window.document;
  const byId = (id: string) => document.getElementById(id) as Element;
  return { watchers, one: byId('one'), two: byId('two') };
}

const text = LATERAL_BANNER_SCRIPT;

describe("the lateral banner's inline script", () => {
  it('watches every banner on the page with one observer, at the 20 % threshold', () => {
    const { watchers, one, two } = loadPage(text);
    expect(watchers).toHaveLength(1);
    expect(watchers[0]?.threshold).toBe(0.2);
    expect(watchers[0]?.watched).toEqual([one, two]);
    // Watched: the CSS safety net that shows the banner after 5 s is no longer needed.
    expect(one.hasAttribute(WATCHED_ATTRIBUTE)).toBe(true);
  });

  it('reveals a banner once at least 20 % is visible, and it stays revealed (R4.3)', () => {
    const { watchers, one, two } = loadPage(text);
    const watcher = watchers[0] as Watcher;
    watcher.show(one, 0.19);
    expect(one.hasAttribute(REVEALED_ATTRIBUTE)).toBe(false);
    watcher.show(one, 0.2);
    expect(one.hasAttribute(REVEALED_ATTRIBUTE)).toBe(true);
    // No longer watched, so scrolling it away cannot hide it again; the other banner is untouched.
    expect(watcher.watched).toEqual([two]);
    expect(two.hasAttribute(REVEALED_ATTRIBUTE)).toBe(false);
  });

  it('does nothing without IntersectionObserver, leaving the CSS safety net in place', () => {
    const { one } = loadPage(text, { observer: false });
    expect(one.hasAttribute(WATCHED_ATTRIBUTE)).toBe(false);
    expect(one.hasAttribute(REVEALED_ATTRIBUTE)).toBe(false);
  });
});

describe('the shipped script', () => {
  it('is minified: it costs every landing page under 450 bytes of HTML (about 250 compressed)', () => {
    expect(LATERAL_BANNER_SCRIPT.length).toBeLessThan(450);
  });
});
