import { expect, test } from './support/fixtures.ts';
import { LANGUAGES } from './support/languages.ts';
import { storeConsent } from './support/consent.ts';
import { waitForIslands } from './support/startup.ts';

/**
 * The terms and conditions, inline in the page's language: every figure of the
 * specification's terms summary, written out per language on purpose (not read
 * from the content files), and the clause index.
 */
const FIGURES: Record<'it' | 'en', readonly RegExp[]> = {
  en: [
    /notice of non-renewal at least 30 days before the expiry date/,
    /pays the pro-rata difference/,
    /VAT and any other taxes or duties are not included/,
    /not been removed within 7 days of the notice, the Supplier suspends the Account/,
    /may only view the administrative and contract documents/,
    /Projects and Stories are set to unpublished/,
    /23 further days, 30 days in total from the notice/,
    /within 30 days of the notice, the contract is terminated .* permanently deletes the Account .*without refund/,
    /for 5 years after its termination/,
    /Monday to Friday, from 09:00 to 13:00 and from 14:00 to 18:00/,
    /not available on Saturdays, on Sundays or on public holidays/,
    /a Blocking Fault within 24 hours of the report, a Non-blocking Fault within 48 hours of the report/,
    /capped at the fee paid by the Customer for the last Subscription Period/,
    /governed by Italian law/,
    /exclusive jurisdiction of the courts of Milan/,
  ],
  it: [
    /disdetta di una delle parti comunicata almeno 30 giorni prima della data di scadenza/,
    /paga la differenza pro rata/,
    /l’IVA e ogni altra imposta o tassa non sono incluse/,
    /non è stata rimossa entro 7 giorni dalla comunicazione, il Fornitore sospende l’Account/,
    /possono soltanto consultare i documenti amministrativi e contrattuali/,
    /Progetti e le Storie del Cliente sono resi non pubblicati/,
    /ulteriori 23 giorni, 30 giorni in totale dalla comunicazione/,
    /entro 30 giorni dalla comunicazione, il contratto si risolve .* cancella definitivamente l’Account .*senza rimborso/,
    /per 5 anni dalla sua cessazione/,
    /dal lunedì al venerdì, dalle 09:00 alle 13:00 e dalle 14:00 alle 18:00/,
    /non è attiva il sabato, la domenica e nei giorni festivi/,
    /un Guasto Bloccante entro 24 ore dalla segnalazione, un Guasto Non Bloccante entro 48 ore dalla segnalazione/,
    /limitata al corrispettivo pagato dal Cliente per l’ultimo Periodo di Abbonamento/,
    /regolati dalla legge italiana/,
    /competente in via esclusiva il Foro di Milano/,
  ],
};

for (const { lang, path, t } of LANGUAGES) {
  test.describe(`terms and conditions (${lang})`, () => {
    test.beforeEach(async ({ context, baseURL, page }) => {
      await storeConsent(context, baseURL ?? '', { analytics: false, media: false });
      await page.goto(path);
      await waitForIslands(page);
      await page.getByRole('contentinfo').getByRole('button', { name: t.COMPONENTS.FOOTER.TERMS }).click();
    });

    test('shows every figure of the terms summary in the page’s language', async ({ page }) => {
      const dialog = page.getByRole('dialog', { name: t.COMPONENTS.FOOTER.TERMS });
      await expect(dialog.getByRole('navigation', { name: t.COMPONENTS.LEGAL.TERMS_INDEX })).toBeVisible();
      const text = (await dialog.innerText()).replace(/\s+/g, ' ');
      for (const figure of FIGURES[lang]) expect(text).toMatch(figure);
      // Numbered clauses, same structure in both languages.
      await expect(dialog.getByRole('heading', { level: 3, name: /^\d+\. / })).toHaveCount(21);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
    });

    test('the clause index jumps to a clause and moves focus there', async ({ page }) => {
      const dialog = page.getByRole('dialog', { name: t.COMPONENTS.FOOTER.TERMS });
      const index = dialog.getByRole('navigation', { name: t.COMPONENTS.LEGAL.TERMS_INDEX });
      const entry = index.getByRole('link', { name: /^13\. / });
      await entry.focus();
      await page.keyboard.press('Enter');
      const heading = dialog.getByRole('heading', { level: 3, name: /^13\. / });
      await expect(heading).toBeFocused();
      await expect(heading).toBeInViewport();
      expect(page.url()).not.toContain('#');
      await expect(dialog).toBeVisible();
    });
  });
}
