import { LANGUAGES } from '../../e2e/support/languages.ts';
import { arriveRejecting, mark, until, untilDialog } from './dom.ts';
import { expectEqual, expectNoPageErrors, type Journey } from './journey.ts';

/**
 * The footer's dialogs in both languages, by keyboard alone: Enter on the focused opener opens
 * its dialog with focus inside, Escape closes it and gives focus back to the opener.
 */
const footerJourneys: Journey[] = LANGUAGES.map(({ lang, path, t }) => {
  const F = t.COMPONENTS.FOOTER;
  const openers = [
    { selector: 'a', name: F.PRIVACY_POLICY, dialog: F.PRIVACY_POLICY },
    { selector: 'a', name: F.COOKIE_POLICY, dialog: F.COOKIE_POLICY },
    { selector: 'a', name: F.TERMS, dialog: F.TERMS },
    { selector: 'button', name: F.COOKIE_PREFERENCES, dialog: t.COMPONENTS.CONSENT.PREFERENCES_TITLE },
  ];
  return {
    name: `the footer dialogs open and close with the keyboard (${lang})`,
    async run(session) {
      await arriveRejecting(session, path);
      for (const { selector, name, dialog } of openers) {
        const opener = await mark(session, 'footer', selector, name);
        await session.run((target: string) => document.querySelector<HTMLElement>(target)?.focus(), opener);
        await session.press('Enter');
        await untilDialog(session, dialog);
        await until(
          session,
          `focus inside "${dialog}"`,
          () => document.activeElement?.closest('dialog[open]') != null,
        );
        await session.press('Escape');
        await untilDialog(session, undefined);
        await until(
          session,
          `focus back on "${name}"`,
          (target: string) => document.activeElement === document.querySelector(target),
          opener,
        );
      }
      await expectNoPageErrors(session, path);
    },
  };
});

/** The language switch goes to the equivalent page, there and back, and keeps the choice. */
const languageJourney: Journey = {
  name: 'the language switch goes to the equivalent page and keeps the language',
  async run(session) {
    await arriveRejecting(session, '/it/sostenibilita');
    for (const [name, path, lang] of [
      ['English', '/en/sustainability', 'en'],
      ['Italiano', '/it/sostenibilita', 'it'],
    ] as const) {
      await session.click(await mark(session, 'header', 'a', name));
      await until(
        session,
        `the ${lang} page`,
        (want: string) => location.pathname === want && document.readyState === 'complete',
        path,
      );
      expectEqual(await session.run(() => document.documentElement.lang), lang, 'the page language');
      expectEqual(
        await session.run(() => /(?:^|; )lang=(\w+)/.exec(document.cookie)?.[1]),
        lang,
        'the lang cookie',
      );
      await expectNoPageErrors(session, path);
    }
  },
};

export const footerAndLanguageJourneys: Journey[] = [...footerJourneys, languageJourney];
