import { readFileSync } from 'node:fs';
import type { Page, Route } from '@playwright/test';
import { CONTACT_FORM_IDS } from '../../../src/forms/contact-form.ts';
import { DICTIONARIES } from '../../../src/content/dictionaries.ts';
import type { Locale } from '../../../src/i18n/locales.ts';

/**
 * A fake marketing provider for browser tests: Playwright routes in place of
 * {server}/open/hubspot/get and /send. It serves the embedded definitions (or
 * the every-field-type fixture) and records what the page sends.
 */
export const PAGES: Readonly<Record<Locale, string>> = { it: '/it/sostenibilita', en: '/en/sustainability' };
export const LOCALES_UNDER_TEST: readonly Locale[] = ['it', 'en'];
export const texts = (locale: Locale) => DICTIONARIES[locale];

export const readJson = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));
export const embeddedDefinition = (locale: Locale): unknown =>
  readJson(`server/hubspot/embedded-forms/${CONTACT_FORM_IDS[locale]}.json`);
export const everyFieldType = (): unknown => readJson('tests/fixtures/every-field-type.json');

/**
 * The every-field-type fixture's consent texts carry an `<img onerror>` and an
 * `onclick` on purpose, to prove they are sanitised. Chromium reports a CSP
 * violation (script-src-attr 'none') when DOMPurify parses them in its inert
 * document, although nothing runs (the tests check window.__xss): an expected
 * line with that fixture.
 */
export const HOSTILE_FIXTURE_CSP_REPORT =
  "Executing inline event handler violates the following Content Security Policy directive 'script-src-attr 'none''";

export type SendAnswer = { readonly status: number; readonly body: string } | 'network-error';

export const answer = (status: number, json: unknown): SendAnswer => ({ status, body: JSON.stringify(json) });

export interface SentRequest {
  readonly body: unknown;
  readonly headers: Readonly<Record<string, string>>;
}

export interface FakeProvider {
  /** Every definition request's URL. */
  readonly definitionRequests: string[];
  readonly sent: SentRequest[];
  /** What the next definition requests get: a definition, or an HTTP status to fail with. */
  definition: unknown;
  definitionStatus: number;
  /** What /send answers. */
  sendAnswer: SendAnswer;
  /** While set, requests wait for it (to see the spinner or the sending state). */
  hold: Promise<void> | undefined;
}

export async function fakeProvider(page: Page, locale: Locale): Promise<FakeProvider> {
  const provider: FakeProvider = {
    definitionRequests: [],
    sent: [],
    definition: embeddedDefinition(locale),
    definitionStatus: 200,
    sendAnswer: answer(200, { ok: true, id: 'lead-1' }),
    hold: undefined,
  };
  await page.route('**/open/hubspot/get?**', async (route: Route) => {
    provider.definitionRequests.push(route.request().url());
    await provider.hold;
    await route.fulfill({
      status: provider.definitionStatus,
      contentType: 'application/json',
      body: JSON.stringify(provider.definitionStatus === 200 ? provider.definition : { error: 'INTERNAL' }),
    });
  });
  await page.route('**/open/hubspot/send', async (route: Route) => {
    const request = route.request();
    provider.sent.push({ body: request.postDataJSON() as unknown, headers: await request.allHeaders() });
    await provider.hold;
    const reply = provider.sendAnswer;
    if (reply === 'network-error') await route.abort('failed');
    else await route.fulfill({ status: reply.status, contentType: 'application/json', body: reply.body });
  });
  return provider;
}

/** A gate for `provider.hold`: requests wait until `open()` is called. */
export function gate(): { promise: Promise<void>; open: () => void } {
  let open: () => void = () => undefined;
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}

interface LabelledField {
  readonly name: string;
  readonly label: string;
  readonly options: readonly { readonly label: string; readonly value: string }[];
}

function fieldOf(definition: unknown, name: string): LabelledField {
  const groups = (definition as { formFieldGroups: { fields: LabelledField[] }[] }).formFieldGroups;
  const field = groups.flatMap((group) => group.fields).find((item) => item.name === name);
  if (!field) throw new Error(`no field ${name} in the definition`);
  return field;
}

/** The label of one option of a choice field. */
export function optionLabelOf(definition: unknown, name: string, value: string): string {
  const option = fieldOf(definition, name).options.find((item) => item.value === value);
  if (!option) throw new Error(`no option ${value} in ${name}`);
  return option.label;
}

/** The label a definition gives a field, so tests find controls by their accessible name in any language. */
export function labelOf(definition: unknown, name: string): string {
  return fieldOf(definition, name).label;
}

/** The label of an explicit form's processing-consent checkbox. */
export function processingLabelOf(definition: unknown): string {
  const meta = (definition as { metaData: { name: string; value: string }[] }).metaData;
  const options = JSON.parse(meta.find((entry) => entry.name === 'legalConsentOptions')?.value ?? '{}') as {
    processingConsentCheckboxLabel?: string;
  };
  if (!options.processingConsentCheckboxLabel) throw new Error('no processing consent checkbox');
  return options.processingConsentCheckboxLabel;
}

/** The label of a legal-consent checkbox by subscription type id. */
export function consentLabelOf(definition: unknown, id: number | string): string {
  const meta = (definition as { metaData: { name: string; value: string }[] }).metaData;
  const options = JSON.parse(meta.find((entry) => entry.name === 'legalConsentOptions')?.value ?? '{}') as {
    communicationConsentCheckboxes: { communicationTypeId: number | string; label: string }[];
  };
  const box = options.communicationConsentCheckboxes.find(
    (item) => String(item.communicationTypeId) === String(id),
  );
  if (!box) throw new Error(`no consent checkbox ${String(id)}`);
  return box.label;
}
