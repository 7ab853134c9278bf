import type { Locale } from '../../../src/i18n/locales.ts';
import { DICTIONARIES } from '../../../src/content/dictionaries.ts';
import type { Site } from '../support/site.ts';
import type { EngineSession } from '../support/session.ts';
import { arriveRejecting, until, untilDialog } from './dom.ts';
import { expectEqual, expectNoPageErrors, type Journey } from './journey.ts';

/**
 * The contact form in both languages: it opens from every kind of control (a link in the header,
 * the main content or the footer, and the #contact address), refuses an empty form, and a filled
 * one reaches the fake HubSpot through the server's outbox. The Italian form asks for explicit
 * consent to process (its box must be ticked), the English one for implicit (tests/engines/support/site.ts).
 */
const PAGES: Readonly<Record<Locale, string>> = { it: '/it/sostenibilita', en: '/en/medium-big-companies' };
const FORM = 'dialog[open] form';
// The submit bar sits outside the scrolling form, tied to it by its form attribute.
const SUBMIT = 'dialog[open] button[type="submit"]';

/** Where each kind of contact link sits: the first visible link of each landmark is marked. */
async function markOpeners(session: EngineSession): Promise<string[]> {
  return session.run(() => {
    const kinds = new Map<string, Element>();
    for (const link of document.querySelectorAll('a[href="#contact"]')) {
      const landmark = link.closest('header, main, footer')?.tagName.toLowerCase() ?? 'page';
      if (!kinds.has(landmark) && link.checkVisibility()) kinds.set(landmark, link);
    }
    for (const [kind, link] of kinds) link.setAttribute('data-engine-opener', kind);
    return [...kinds.keys()];
  });
}

async function fill(session: EngineSession, email: string, consent: 'explicit' | 'implicit') {
  const boxes: Record<string, string> = {
    firstname: 'Chiara',
    lastname: 'Verdi',
    email,
    company: 'Verdi Industrie S.p.A.',
    message: 'Una demo, per favore.',
  };
  for (const [name, value] of Object.entries(boxes)) await session.type(`${FORM} [name="${name}"]`, value);
  await session.select(`${FORM} select[name="numemployees"]`, '1000+');
  if (consent === 'explicit') await session.click(`${FORM} input[id$="-consent-processing"]`);
}

export const contactJourneys: Journey[] = (['it', 'en'] as const).map((locale) => {
  const t = DICTIONARIES[locale];
  const M = t.COMPONENTS.CONTACT_MODAL;
  const path = PAGES[locale];
  return {
    name: `the contact form opens from every control, validates and sends a lead (${locale})`,
    async run(session: EngineSession, site: Site) {
      await arriveRejecting(session, path);
      const kinds = await markOpeners(session);
      expectEqual(
        kinds.includes('footer') && kinds.includes('main'),
        true,
        `contact links by landmark (${kinds.join(', ')})`,
      );
      for (const kind of kinds) {
        await session.click(`[data-engine-opener="${kind}"]`);
        await untilDialog(session, M.TITLE);
        await session.press('Escape');
        await untilDialog(session, undefined);
        // Closing ends by giving focus back to the link that opened the form: the next click waits
        // for that, not for the dialog merely leaving the screen (a WebKit run once lost it there).
        await until(
          session,
          `focus back on the ${kind}'s contact link`,
          (opener: string) => document.activeElement?.matches(opener) === true,
          `[data-engine-opener="${kind}"]`,
        ).catch(async (error: unknown) => {
          const focused = await session.run(() => {
            const active = document.activeElement;
            return `${active?.outerHTML.slice(0, 160) ?? 'none'} | hash ${location.hash} | dialogs ${document.querySelectorAll('dialog[open]').length} | openers ${document.querySelectorAll('[data-engine-opener]').length}`;
          });
          throw new Error(`${String(error)}; focused: ${focused}`);
        });
      }
      await session.open(`${path}#contact`);
      await untilDialog(session, M.TITLE);
      await until(
        session,
        'the form',
        (form: string) => document.querySelector(`${form} [name="email"]`) !== null,
        FORM,
      );

      // An empty form is refused in the page: fields marked, nothing sent.
      await session.click(SUBMIT);
      await until(
        session,
        'invalid fields marked',
        (form: string) => document.querySelectorAll(`${form} [aria-invalid="true"]`).length >= 5,
        FORM,
      );
      const before = site.fake.submissions.length;

      const email = `chiara.verdi.${session.engine}.${locale}.${String(Date.now())}@example.org`;
      await fill(session, email, site.consent[locale]);
      await session.click(SUBMIT);
      await until(
        session,
        'the thank-you message',
        (text: string) => document.querySelector('dialog[open]')?.textContent.includes(text) === true,
        M.SUCCESS,
      );
      await untilLead(site, email);
      expectEqual(site.fake.submissions.length - before >= 1, true, 'a submission reached HubSpot');
      await expectNoPageErrors(session, path);
    },
  };
});

/** Waits for the outbox to deliver the lead to the fake HubSpot (the delivery is asynchronous). */
async function untilLead(site: Site, email: string): Promise<void> {
  const arrived = await site.fake.whenSubmissions(
    (submissions) => submissions.some((submission) => JSON.stringify(submission.body).includes(email)),
    30_000,
  );
  if (!arrived) throw new Error(`the lead of ${email} never reached the fake HubSpot`);
}
