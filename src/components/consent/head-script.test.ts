import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { ACTION_ATTRIBUTE, DECIDED_ATTRIBUTE, PENDING_ATTRIBUTE, SCRIPTS_ATTRIBUTE } from './banner-marks.ts';
import {
  CONSENT_COOKIE,
  COOKIE_POLICY_VERSION,
  consentCookieString,
  readConsentRecord,
  type ConsentChoice,
} from './consent-record.ts';
import { CONSENT_DEV_MARK_SCRIPT, CONSENT_HEAD_SCRIPT } from './head-script.ts';

/**
 * The head scripts, as a browser runs them: parsed in <head> by jsdom, with the document's cookie
 * and the clock set by each case. On the development server the mark script must hide the banner
 * exactly when readConsentRecord() finds a valid choice, as the site's server does for a built
 * page (server/site/consent-mark.test.ts): a mismatch would show a banner to a visitor who chose
 * (until the island hides it) or hide it from one who has not. A built page's head script reads
 * no cookie at all (decision 122).
 */

type PageWindow = Window & typeof globalThis;

/** jsdom ships no types; scripts/lib/jsdom.d.ts declares only the one-argument form the build scripts use. */
const ScriptedPage = JSDOM as unknown as new (
  html: string,
  options: { url: string; runScripts: 'dangerously'; beforeParse: (window: PageWindow) => void },
) => { readonly window: PageWindow };

interface PageOptions {
  /** The document's cookie string, exactly as the script reads it; the real cookie jar when absent. */
  readonly cookieHeader?: string;
  /** Cookie assignments made before the page loads (through jsdom's cookie jar). */
  readonly storedCookies?: readonly string[];
  readonly now: number;
  readonly body?: string;
  /** A built page has no mark script: the server marks it (decision 122). */
  readonly built?: boolean;
  /** Counts the scripts' reads of document.cookie. */
  readonly onCookieRead?: () => void;
}

/** A page whose <head> runs the script; the caller closes the window. */
function loadPage(options: PageOptions) {
  const mark = options.built === true ? '' : `<script>${CONSENT_DEV_MARK_SCRIPT}</script>`;
  const html = `<!doctype html><html><head>${mark}<script>${CONSENT_HEAD_SCRIPT}</script></head><body>${options.body ?? ''}</body></html>`;
  return new ScriptedPage(html, {
    url: 'http://127.0.0.1/it/sostenibilita',
    runScripts: 'dangerously',
    beforeParse(window) {
      window.Date.now = () => options.now;
      for (const cookie of options.storedCookies ?? []) window.document.cookie = cookie;
      const header = options.cookieHeader;
      if (header !== undefined) {
        const read = options.onCookieRead ?? (() => undefined);
        Object.defineProperty(window.document, 'cookie', {
          get: () => {
            read();
            return header;
          },
          configurable: true,
        });
      }
    },
  });
}

function decidedBy(options: PageOptions): boolean {
  const dom = loadPage(options);
  const decided = dom.window.document.documentElement.hasAttribute(DECIDED_ATTRIBUTE);
  dom.window.close();
  return decided;
}

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.parse('2027-04-01T09:30:00.000Z');
const choice = (decidedAt: string, policyVersion = COOKIE_POLICY_VERSION) => ({
  analytics: true,
  media: false,
  decidedAt,
  policyVersion,
});
const stored = (record: ConsentChoice) => consentCookieString(record, false);

describe('the consent head script', () => {
  it('marks <html> when the stored choice is valid', () => {
    const storedCookies = ['lang=it; Path=/', stored(choice('2027-03-10T12:00:00.000Z'))];
    expect(decidedBy({ storedCookies, now: NOW })).toBe(true);
  });

  it('marks <html> as scripted, with or without a stored choice (no-script words are hidden by it)', () => {
    for (const storedCookies of [[], [stored(choice('2027-03-10T12:00:00.000Z'))]]) {
      const dom = loadPage({ storedCookies, now: NOW });
      expect(dom.window.document.documentElement.hasAttribute(SCRIPTS_ATTRIBUTE)).toBe(true);
      dom.window.close();
    }
  });

  it.each([
    ['there is no consent cookie', ['lang=it; Path=/']],
    ['the choice is 6 months old', [stored(choice(new Date(NOW - 200 * DAY).toISOString()))]],
    ['the choice is dated in the future', [stored(choice(new Date(NOW + 60_000).toISOString()))]],
    ['the choice was made under another policy version', [stored(choice('2027-03-10T12:00:00Z', 'earlier'))]],
    ['the cookie is not JSON', [`${CONSENT_COOKIE}=yes; Path=/`]],
  ])('leaves <html> unmarked when %s', (_case, storedCookies) => {
    expect(decidedBy({ storedCookies, now: NOW })).toBe(false);
  });

  it.each([
    ['2000-02-29T10:00:00Z', true],
    ['2028-02-29T10:00:00Z', true],
    ['2027-12-31T10:00:00Z', true],
    ['2027-03-10T10:00:00.1234567Z', true],
    ['1900-02-29T10:00:00Z', false],
    ['2100-02-29T10:00:00Z', false],
    ['2027-02-29T10:00:00Z', false],
    ['2027-04-31T10:00:00Z', false],
    ['2027-11-31T10:00:00Z', false],
    ['2027-03-00T10:00:00Z', false],
    ['2027-00-10T10:00:00Z', false],
    ['2027-13-10T10:00:00Z', false],
    ['2027-03-10T24:00:00Z', false],
    ['2027-03-10T23:59:60Z', false],
    ['2027-03-10T10:00:00', false],
    ['2027-03-10T10:00:00+01:00', false],
    ['2027-03-10T10:00Z', false],
  ] as const)(
    'a choice dated %s is valid a month later: %s (as for readConsentRecord)',
    (decidedAt, valid) => {
      const cookieHeader = `${CONSENT_COOKIE}=${encodeURIComponent(JSON.stringify({ ...choice(''), decidedAt }))}`;
      const monthStart = new Date(0);
      monthStart.setUTCFullYear(
        Number(decidedAt.slice(0, 4)),
        Math.min(Math.max(Number(decidedAt.slice(5, 7)), 1), 12) - 1,
        1,
      );
      const now = monthStart.getTime() + 40 * DAY;
      expect(readConsentRecord(cookieHeader, new Date(now)) !== undefined).toBe(valid);
      expect(decidedBy({ cookieHeader, now })).toBe(valid);
    },
  );

  it('on a built page, reads no cookie before the first paint and leaves the mark to the server', () => {
    const valid = `${CONSENT_COOKIE}=${encodeURIComponent(JSON.stringify(choice('2027-03-10T12:00:00.000Z')))}`;
    let reads = 0;
    const onCookieRead = () => {
      reads += 1;
    };
    const dom = loadPage({ cookieHeader: valid, now: NOW, built: true, onCookieRead });
    const root = dom.window.document.documentElement;
    expect(root.hasAttribute(SCRIPTS_ATTRIBUTE)).toBe(true);
    expect(root.hasAttribute(DECIDED_ATTRIBUTE)).toBe(false);
    dom.window.close();
    expect(reads).toBe(0);
    // The development server's page reads it once, as the server would.
    expect(decidedBy({ cookieHeader: valid, now: NOW, onCookieRead })).toBe(true);
    expect(reads).toBe(1);
  });

  it('keeps a banner button clicked before the island runs, unless a handler took the click', () => {
    const body = `<section><button ${ACTION_ATTRIBUTE}="accept"><span>Accept</span></button><button ${ACTION_ATTRIBUTE}="customize">Customize</button></section>`;
    const dom = loadPage({ cookieHeader: '', now: NOW, body });
    const { document } = dom.window;
    const [accept, customize] = document.querySelectorAll('button');
    accept?.querySelector('span')?.click();
    expect(document.documentElement.getAttribute(PENDING_ATTRIBUTE)).toBe('accept');
    customize?.addEventListener('click', (event) => {
      event.preventDefault();
    });
    customize?.click();
    expect(document.documentElement.getAttribute(PENDING_ATTRIBUTE)).toBe('accept');
    document.body.click();
    expect(document.documentElement.getAttribute(PENDING_ATTRIBUTE)).toBe('accept');
    dom.window.close();
  });
});
