import fc from 'fast-check';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { ACTION_ATTRIBUTE, DECIDED_ATTRIBUTE, PENDING_ATTRIBUTE, SCRIPTS_ATTRIBUTE } from './banner-marks.ts';
import {
  CONSENT_COOKIE,
  COOKIE_POLICY_VERSION,
  consentCookieString,
  consentExpiry,
  readConsentRecord,
} from './consent-record.ts';
import type { ConsentChoice } from './consent-store.ts';
import {
  CONSENT_HEAD_SCRIPT,
  CONSENT_HEAD_SCRIPT_ATTRIBUTES,
  CONSENT_HEAD_SCRIPT_SOURCE,
} from './head-script.ts';

/**
 * The inline head script must hide the banner exactly when readConsentRecord()
 * finds a valid choice: a mismatch would show a banner to a visitor who chose
 * (until the island hides it) or hide it from one who has not. Both the
 * hand-written source and the minified text that ships are run as a browser
 * runs them: parsed in <head> by jsdom, with the document's cookie and the
 * clock set from the generated case.
 */
const TEXTS = { source: CONSENT_HEAD_SCRIPT_SOURCE, shipped: CONSENT_HEAD_SCRIPT } as const;

type PageWindow = Window & typeof globalThis;

/** jsdom ships no types; scripts/lib/jsdom.d.ts declares only the one-argument form the build scripts use. */
const ScriptedPage = JSDOM as unknown as new (
  html: string,
  options: { url: string; runScripts: 'dangerously'; beforeParse: (window: PageWindow) => void },
) => { readonly window: PageWindow };

const escapeAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

const attributes = Object.entries(CONSENT_HEAD_SCRIPT_ATTRIBUTES)
  .map(([name, value]) => `${name}="${escapeAttribute(value)}"`)
  .join(' ');

interface PageOptions {
  /** The document's cookie string, exactly as the script reads it; the real cookie jar when absent. */
  readonly cookieHeader?: string;
  /** Cookie assignments made before the page loads (through jsdom's cookie jar). */
  readonly storedCookies?: readonly string[];
  readonly now: number;
  readonly body?: string;
}

/** A page whose <head> runs the script; the caller closes the window. */
function loadPage(text: string, options: PageOptions) {
  const html = `<!doctype html><html><head><script ${attributes}>${text}</script></head><body>${options.body ?? ''}</body></html>`;
  return new ScriptedPage(html, {
    url: 'http://127.0.0.1/it/sostenibilita',
    runScripts: 'dangerously',
    beforeParse(window) {
      window.Date.now = () => options.now;
      for (const cookie of options.storedCookies ?? []) window.document.cookie = cookie;
      const header = options.cookieHeader;
      if (header !== undefined) {
        Object.defineProperty(window.document, 'cookie', { get: () => header, configurable: true });
      }
    },
  });
}

function decidedBy(text: string, options: PageOptions): boolean {
  const dom = loadPage(text, options);
  const decided = dom.window.document.documentElement.hasAttribute(DECIDED_ATTRIBUTE);
  dom.window.close();
  return decided;
}

/**
 * One page that runs the script again for each case (a new <script> element
 * in <head>, which jsdom runs like a browser): hundreds of cases stay fast.
 */
function reusablePage(text: string) {
  let header = '';
  let now = 0;
  const dom = new ScriptedPage('<!doctype html><html><head></head><body></body></html>', {
    url: 'http://127.0.0.1/',
    runScripts: 'dangerously',
    beforeParse(window) {
      window.Date.now = () => now;
      Object.defineProperty(window.document, 'cookie', { get: () => header, configurable: true });
    },
  });
  const { document } = dom.window;
  return {
    decided(cookieHeader: string, at: number): boolean {
      header = cookieHeader;
      now = at;
      document.documentElement.removeAttribute(DECIDED_ATTRIBUTE);
      const script = document.createElement('script');
      for (const [name, value] of Object.entries(CONSENT_HEAD_SCRIPT_ATTRIBUTES))
        script.setAttribute(name, value);
      script.textContent = text;
      document.head.replaceChildren(script);
      return document.documentElement.hasAttribute(DECIDED_ATTRIBUTE);
    },
    close: () => {
      dom.window.close();
    },
  };
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

describe.each(Object.entries(TEXTS))('the consent head script (%s)', (_name, text) => {
  it('marks <html> when the stored choice is valid', () => {
    const storedCookies = ['lang=it; Path=/', stored(choice('2027-03-10T12:00:00.000Z'))];
    expect(decidedBy(text, { storedCookies, now: NOW })).toBe(true);
  });

  it('marks <html> as scripted, with or without a stored choice (no-script words are hidden by it)', () => {
    for (const storedCookies of [[], [stored(choice('2027-03-10T12:00:00.000Z'))]]) {
      const dom = loadPage(text, { storedCookies, now: NOW });
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
    expect(decidedBy(text, { storedCookies, now: NOW })).toBe(false);
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
      expect(decidedBy(text, { cookieHeader, now })).toBe(valid);
    },
  );

  it('keeps a banner button clicked before the island runs, unless a handler took the click', () => {
    const body = `<section><button ${ACTION_ATTRIBUTE}="accept"><span>Accept</span></button><button ${ACTION_ATTRIBUTE}="customize">Customize</button></section>`;
    const dom = loadPage(text, { cookieHeader: '', now: NOW, body });
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

// --- generated cases -------------------------------------------------------------------------------

const pad = (value: number, length: number) => String(value).padStart(length, '0');

/** Mostly in range, sometimes just out of it. */
const part = (min: number, max: number, wideMin: number, wideMax: number) =>
  fc.oneof(
    { weight: 4, arbitrary: fc.integer({ min, max }) },
    { weight: 1, arbitrary: fc.integer({ min: wideMin, max: wideMax }) },
  );

/**
 * ISO-like dates from parts, valid or not (31 April, 29 February of 1900,
 * hour 24, a 13th month, no zone...), with a moment one to four months later:
 * a valid date is then a valid choice, so only the date's form decides.
 */
const isoLikeDate = fc
  .record({
    year: fc.oneof(
      fc.integer({ min: 0, max: 9999 }),
      fc.constantFrom(0, 4, 100, 400, 1900, 2000, 2024, 2027, 2028, 2100, 2400),
    ),
    month: fc.oneof(part(1, 12, 0, 13), fc.constant(2)),
    // Month ends often: that is where calendars differ.
    day: fc.oneof(part(1, 28, 0, 32), fc.constantFrom(29, 30, 31)),
    hour: part(0, 23, 0, 24),
    minute: part(0, 59, 0, 60),
    second: part(0, 59, 0, 60),
    fraction: fc.constantFrom('', '', '.5', '.123', '.1234567', '.'),
    zone: fc.constantFrom('Z', 'Z', 'Z', 'Z', 'z', '', '+00:00', '+01:00'),
    daysLater: fc.integer({ min: 35, max: 150 }),
  })
  .map((p) => {
    const monthStart = new Date(0);
    monthStart.setUTCFullYear(p.year, Math.min(Math.max(p.month, 1), 12) - 1, 1);
    return {
      decidedAt: `${pad(p.year, 4)}-${pad(p.month, 2)}-${pad(p.day, 2)}T${pad(p.hour, 2)}:${pad(p.minute, 2)}:${pad(p.second, 2)}${p.fraction}${p.zone}`,
      now: monthStart.getTime() + p.daysLater * DAY,
    };
  });

/** A moment and a choice dated close to it: just inside, just outside, at the 6-month edge, in the future. */
const nearNow = fc
  .record({
    decided: fc.integer({ min: Date.parse('2020-01-01'), max: Date.parse('2035-12-31') }),
    edge: fc.constantFrom('inside', 'expiry', 'decision'),
    offset: fc.oneof(fc.constantFrom(-1, 0, 1), fc.integer({ min: -200 * DAY, max: 200 * DAY })),
    format: fc.constantFrom('ms', 'seconds', 'micro'),
  })
  .map(({ decided, edge, offset, format }) => {
    const at = new Date(decided);
    const now =
      edge === 'expiry'
        ? consentExpiry(at).getTime() + offset
        : edge === 'decision'
          ? decided + offset
          : decided + Math.abs(offset) / 2;
    const iso = at.toISOString();
    const decidedAt =
      format === 'seconds'
        ? iso.replace(/\.\d+Z$/, 'Z')
        : format === 'micro'
          ? iso.replace('Z', '456Z')
          : iso;
    return { decidedAt, now };
  });

const category = fc.oneof(
  { weight: 15, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constantFrom<unknown>('true', 0, 1, null, undefined) },
);

const policyVersion = fc.oneof(
  { weight: 12, arbitrary: fc.constant<unknown>(COOKIE_POLICY_VERSION) },
  {
    weight: 1,
    arbitrary: fc.constantFrom<unknown>('earlier', '', ` ${COOKIE_POLICY_VERSION}`, null, 2026, undefined),
  },
);

/** The record's JSON: mostly well-formed, sometimes with a field missing, or not a record at all. */
const recordJson = fc
  .record({
    time: fc.oneof(
      { weight: 12, arbitrary: nearNow },
      { weight: 6, arbitrary: isoLikeDate },
      {
        weight: 1,
        arbitrary: fc.record({
          decidedAt: fc.oneof(fc.string(), fc.constant<unknown>(1_800_000_000_000)),
          now: fc.constant(NOW),
        }),
      },
    ),
    analytics: category,
    media: category,
    policyVersion,
    drop: fc.oneof(
      { weight: 9, arbitrary: fc.constant(null) },
      { weight: 1, arbitrary: fc.constantFrom('analytics', 'media', 'decidedAt', 'policyVersion') },
    ),
    shape: fc.oneof(
      { weight: 8, arbitrary: fc.constant('record') },
      { weight: 1, arbitrary: fc.constantFrom('array', 'garbage') },
    ),
    garbage: fc.constantFrom('yes', '', 'null', '0', 'true', '"text"', '{', '[]', '{"analytics":true'),
  })
  .map(({ time, analytics, media, policyVersion: version, drop, shape, garbage }) => {
    const record: Record<string, unknown> = {
      analytics,
      media,
      decidedAt: time.decidedAt,
      policyVersion: version,
    };
    if (drop !== null) Reflect.deleteProperty(record, drop);
    const json =
      shape === 'record' ? JSON.stringify(record) : shape === 'array' ? JSON.stringify([record]) : garbage;
    return { json, now: time.now };
  });

/** The whole cookie string: the consent cookie (encoded or not, maybe under a near-miss name) among others. */
const cookieCase = fc
  .record({
    record: recordJson,
    encoding: fc.constantFrom('uri', 'uri', 'uri', 'uri', 'raw', 'raw', 'broken-escape'),
    name: fc.oneof(
      { weight: 8, arbitrary: fc.constantFrom(CONSENT_COOKIE, ` ${CONSENT_COOKIE}`, `${CONSENT_COOKIE} `) },
      { weight: 1, arbitrary: fc.constantFrom('Consent', `${CONSENT_COOKIE}2`, `x${CONSENT_COOKIE}`) },
    ),
    present: fc.integer({ min: 0, max: 19 }).map((draw) => draw > 0),
    before: fc.subarray(['lang=it', 'XSRF-TOKEN=abc', 'broken', '', `${CONSENT_COOKIE}x=1`]),
    after: fc.subarray(['role=3', `${CONSENT_COOKIE}=${encodeURIComponent('{"analytics":true}')}`]),
    separator: fc.constantFrom('; ', ';'),
    padding: fc.constantFrom('', '', '', ' ', '  '),
  })
  .map(({ record, encoding, name, present, before, after, separator, padding }) => {
    const value =
      encoding === 'uri'
        ? encodeURIComponent(record.json)
        : encoding === 'raw'
          ? record.json
          : `${encodeURIComponent(record.json)}%E0%A4%A`;
    const consent = present ? [`${name}=${padding}${value}${padding}`] : [];
    return { header: [...before, ...consent, ...after].join(separator), now: record.now };
  });

describe('the consent head script and readConsentRecord()', () => {
  it('agree on every generated cookie and moment, for both texts', () => {
    const pages = Object.values(TEXTS).map(reusablePage);
    let valid = 0;
    let runs = 0;
    fc.assert(
      fc.property(cookieCase, ({ header, now }) => {
        const expected = readConsentRecord(header, new Date(now)) !== undefined;
        runs += 1;
        if (expected) valid += 1;
        for (const page of pages) expect(page.decided(header, now), header).toBe(expected);
      }),
      { numRuns: 1000 },
    );
    for (const page of pages) page.close();
    // The generators reach both answers often enough for the agreement to mean something.
    expect(valid / runs).toBeGreaterThan(0.15);
    expect(valid / runs).toBeLessThan(0.85);
  });
});
