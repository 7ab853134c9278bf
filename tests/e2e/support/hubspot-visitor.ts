import type { BrowserContext, Locator, Page } from '@playwright/test';
import type { Locale } from '../../../src/i18n/locales.ts';
import type { FakeHubspot } from '../../fake-hubspot/fake-hubspot.ts';
import { storeConsent } from './consent.ts';
import { PAGES, texts } from './contact-provider.ts';
import { expect } from './fixtures.ts';
import { waitForIslands } from './startup.ts';

/**
 * What a visitor does with the contact form of a portal served by the fake HubSpot
 * (hubspot-portal.ts), and what HubSpot then receives.
 */
export interface ContactVisit {
  readonly dialog: Locator;
  /** Every POST the page made to the lead server's send endpoint. */
  readonly sends: string[];
}

/** Opens the contact modal the way a link to #contact does, with cookies already decided. */
export async function openContactForm(
  page: Page,
  context: BrowserContext,
  baseURL: string,
  locale: Locale,
): Promise<ContactVisit> {
  await storeConsent(context, baseURL, { analytics: false, media: false });
  const sends: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/open/hubspot/send'))
      sends.push(request.url());
  });
  await page.goto(`${baseURL}${PAGES[locale]}#contact`);
  await waitForIslands(page);
  const dialog = page.getByRole('dialog', { name: texts(locale).COMPONENTS.CONTACT_MODAL.TITLE });
  // The definition comes from the fake HubSpot through the server: on a machine busy with other
  // browser runs that takes longer than the usual wait for a control.
  await expect(dialog.locator('form')).toBeVisible({ timeout: 20_000 });
  return { dialog, sends };
}

/** Sends the form and waits for the confirmation the visitor sees. */
export async function submitAndSeeSuccess(dialog: Locator, locale: Locale): Promise<void> {
  const t = texts(locale);
  await dialog.getByRole('button', { name: t.BUTTON.SUBMIT }).click();
  await expect(
    dialog.getByRole('status').filter({ hasText: t.COMPONENTS.CONTACT_MODAL.SUCCESS }),
  ).toBeVisible();
}

/** Submits without the processing box ticked: the box is marked and nothing is sent. */
export async function expectRefusedWithoutProcessingBox(
  visit: ContactVisit,
  locale: Locale,
  processingLabel: string,
): Promise<void> {
  const t = texts(locale);
  await visit.dialog.getByRole('button', { name: t.BUTTON.SUBMIT }).click();
  const box = visit.dialog.getByRole('checkbox', { name: processingLabel });
  await expect(box).toHaveAccessibleDescription(t.VALIDATORS.REQUIRED);
  await expect(box).toBeFocused();
  expect(visit.sends).toEqual([]);
}

export interface HubspotField {
  readonly objectTypeId: string;
  readonly name: string;
  readonly value: string;
}

export interface DeliveredBody {
  readonly fields: readonly HubspotField[];
  readonly legalConsentOptions?: unknown;
  readonly [key: string]: unknown;
}

/**
 * The submission HubSpot received with this e-mail address. Leads go through the server's outbox
 * and its worker delivers them asynchronously: the wait ends when the fake receives it.
 */
export async function deliveredTo(fake: FakeHubspot, email: string): Promise<DeliveredBody> {
  const find = () =>
    fake.submissions.find((submission) =>
      (submission.body as unknown as DeliveredBody).fields.some(
        (field) => field.name === 'email' && field.value === email,
      ),
    );
  const arrived = await fake.whenSubmissions(() => find() !== undefined, 20_000);
  if (!arrived) throw new Error(`no submission with ${email} reached the fake HubSpot`);
  return find()?.body as unknown as DeliveredBody;
}

/** The delivered fields as name → value. */
export const valuesOf = (body: DeliveredBody): Record<string, string> =>
  Object.fromEntries(body.fields.map((field) => [field.name, field.value]));

/** The forms API paths the server asked the fake for. */
export const formPathsAsked = (fake: FakeHubspot): string[] =>
  fake.requests.filter((request) => request.endpoint === 'forms').map((request) => request.path);

/** A fresh address per test, so each finds its own submission in the shared log. */
export const uniqueEmail = (who: string): string => `${who}.${String(Date.now())}@northwind-trading.example`;
