import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { VISITABLE_PAGES } from '../../e2e/support/pages.ts';
import { scrollThroughAndHydrate, thirdPartyAsked } from './dom.ts';
import { expectEqual, expectNoPageErrors, type Journey } from './journey.ts';

/** The two widths kept as pictures: a phone's and a laptop's. */
const SHOT_WIDTHS = [390, 1280] as const;

/**
 * Every page of both languages (the homepage by its language cookie) loads with no error, asks
 * nothing of a third party before consent, and has every island hydrated once scrolled through;
 * at 390 and 1280 px a picture of it is kept locally (`artifacts`; not on CI).
 */
export const pageJourneys: Journey[] = VISITABLE_PAGES.map((visitable) => ({
  name: `${visitable.page} (${visitable.locale}) loads and hydrates at ${visitable.path}`,
  async run(session, _site, artifacts) {
    for (const width of SHOT_WIDTHS) {
      await session.clearCookies();
      await session.resize(width, 900);
      if (visitable.page === 'home') {
        // The homepage's language comes from the cookie (Accept-Language differs per engine).
        await session.open('/healthz');
        await session.run((locale: string) => {
          document.cookie = `lang=${locale}; path=/; SameSite=Lax`;
        }, visitable.locale);
      }
      await session.open(visitable.path);
      expectEqual(
        await session.run(() => document.documentElement.lang),
        visitable.locale,
        'the page language',
      );
      await scrollThroughAndHydrate(session);
      expectEqual(await thirdPartyAsked(session), [], 'third-party requests before consent');
      await expectNoPageErrors(session, `${visitable.path} at ${String(width)} px`);
      if (artifacts) {
        mkdirSync(artifacts, { recursive: true });
        const file = `${visitable.page}-${visitable.locale}-${String(width)}.png`;
        writeFileSync(join(artifacts, file), await session.screenshot());
      }
    }
  },
}));
