// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DICTIONARIES } from '../../content/dictionaries.ts';
import { LOCALES } from '../../i18n/locales.ts';
import { removeTracking, TRACKING_COOKIE_PATTERNS } from './tracking-script.ts';
import { fillJsdomGaps } from '../../../tests/support/jsdom-gaps.ts';
import { ConsentPreferences } from './ConsentPreferences.tsx';
import { serveMessages } from '../../../tests/support/served-messages.ts';

beforeAll(fillJsdomGaps);

afterEach(() => {
  cleanup();
  for (const name of document.cookie.split('; ').map((pair) => pair.split('=')[0]))
    document.cookie = `${name ?? ''}=; Max-Age=0; Path=/`;
});

/** The cookies the analytics category's text names: its closing list, "…: a, b, c." */
function cookiesNamed(text: string): string[] {
  const list = /: ([^:]+)\.$/.exec(text)?.[1] ?? '';
  return list.split(/,\s*/).filter((name) => name !== '');
}

/** A cookie name a wildcard entry stands for (`__hs_*` → `__hs_opt_out`). */
const example = (name: string) => name.replace('*', 'opt_out');

describe.each(LOCALES)('the %s cookie preferences', (locale) => {
  const t = DICTIONARIES[locale];

  it('name every tracking cookie consent allows, and the withdrawal clears each one they name', async () => {
    serveMessages();
    // Awaited: the form waits for the served dictionary (decision 087).
    await act(() => {
      render(
        <ConsentPreferences
          open
          locale={locale}
          title={t.COMPONENTS.CONSENT.PREFERENCES_TITLE}
          closeLabel={t.BUTTON.CLOSE}
        />,
      );
      return Promise.resolve();
    });
    const analytics = await screen.findByRole('checkbox', { name: t.COMPONENTS.CONSENT.ANALYTICS_TITLE });
    const text = document.getElementById(analytics.getAttribute('aria-describedby') ?? '')?.textContent;
    const named = cookiesNamed(text ?? '');
    expect(named).toContain('hubspotutk');

    // Each cookie named is one the withdrawal deletes...
    document.cookie = 'lang=it; Path=/';
    for (const name of named) document.cookie = `${example(name)}=1; Path=/`;
    removeTracking();
    expect(document.cookie).toBe('lang=it');
    // ...and each kind of cookie it deletes is named.
    for (const pattern of TRACKING_COOKIE_PATTERNS) {
      expect(
        named.some((name) => pattern.test(example(name))),
        String(pattern),
      ).toBe(true);
    }
  });
});
