import { CONSENT_BANNER_ID } from '../../../src/components/consent/banner-marks.ts';
import { LANGUAGES } from '../../e2e/support/languages.ts';
import type { EngineSession } from '../support/session.ts';
import { mark, until, untilDialog } from './dom.ts';
import { expectEqual, expectNoPageErrors, storedConsent, type Journey } from './journey.ts';

const BANNER = `#${CONSENT_BANNER_ID}`;

/** Waits for the choice [analytics, media] in the consent cookie (the island writes it after the click). */
async function untilStored(session: EngineSession, choice: [boolean, boolean]): Promise<void> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const stored = await storedConsent(session);
    if (JSON.stringify([stored?.analytics, stored?.media]) === JSON.stringify(choice)) return;
    if (Date.now() > deadline) expectEqual([stored?.analytics, stored?.media], choice, 'the stored choice');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
const bannerShown = () => (id: string) => document.getElementById(id)?.checkVisibility() === true;

/**
 * The cookie banner's accept and reject, and the preferences dialog, in both languages: each
 * choice hides the banner, is stored, and holds on the next page. Accepting lets the tracker in.
 */
export const consentJourneys: Journey[] = LANGUAGES.flatMap(({ lang, path, t }) => {
  const C = t.COMPONENTS.CONSENT;
  const firstVisit = async (session: EngineSession) => {
    await session.clearCookies();
    await session.open(path);
    await until(session, 'the consent banner', bannerShown(), CONSENT_BANNER_ID);
  };
  const holdsOnReload = async (session: EngineSession) => {
    await session.open(path);
    expectEqual(await session.run(bannerShown(), CONSENT_BANNER_ID), false, 'the banner after the choice');
    await expectNoPageErrors(session, path);
  };
  return [
    {
      name: `the banner's "accept all" (${lang})`,
      async run(session) {
        await firstVisit(session);
        await session.click(`${BANNER} [data-consent-action="accept"]`);
        await until(
          session,
          'the banner gone',
          (id: string) => !document.getElementById(id)?.checkVisibility(),
          CONSENT_BANNER_ID,
        );
        await untilStored(session, [true, true]);
        // Consent given, the tracker's script is asked for (the machine is offline: no answer).
        await until(
          session,
          "the tracker's script",
          () => document.querySelector('script[src*="hs-scripts"]') !== null,
        );
        await holdsOnReload(session);
      },
    },
    {
      name: `the banner's "reject all" (${lang})`,
      async run(session) {
        await firstVisit(session);
        await session.click(`${BANNER} [data-consent-action="reject"]`);
        await until(
          session,
          'the banner gone',
          (id: string) => !document.getElementById(id)?.checkVisibility(),
          CONSENT_BANNER_ID,
        );
        await untilStored(session, [false, false]);
        expectEqual(
          await session.run(() => document.querySelector('script[src*="hs-scripts"]') !== null),
          false,
          'the tracker',
        );
        await holdsOnReload(session);
      },
    },
    {
      name: `the preferences dialog stores one category (${lang})`,
      async run(session) {
        await firstVisit(session);
        await session.click(`${BANNER} [data-consent-action="customize"]`);
        await untilDialog(session, C.PREFERENCES_TITLE);
        // Third-party media on, marketing tracking left off.
        await session.click(await mark(session, 'dialog[open]', 'label', C.MEDIA_TITLE));
        await session.click(await mark(session, 'dialog[open]', 'button', C.SAVE));
        await untilDialog(session, undefined);
        await untilStored(session, [false, true]);
        await holdsOnReload(session);
      },
    },
  ];
});
