import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import type { Mock } from 'vitest';
import { formRulesTexts, withFormRules } from '../fixtures/form-rules.ts';
import { CONTACT_FORM_IDS } from '../../src/forms/contact-form.ts';
import { parseFormDefinition, type FormDefinition } from '../../src/forms/definition.ts';
import { communicationCheckboxesOf, consentModeOf } from '../../src/forms/legal-consent.ts';
import { dictionaryFor } from '../../src/content/dictionaries.ts';
import type { Locale } from '../../src/i18n/locales.ts';
import { renderContactForm } from './contact-form-harness.tsx';

/*
 * The contact form of the ContactForm.rules*.test.tsx files: a language's embedded definition
 * with the features of decision 093 added (dependent fields, rich text, e-mail rules, unknown
 * field types: tests/fixtures/form-rules.ts), and how a test reads and fills it by its labels.
 */

/** A language's contact form as the server embeds it (server/hubspot/embedded-forms/). */
export const embedded = (locale: Locale): unknown =>
  JSON.parse(readFileSync(`server/hubspot/embedded-forms/${CONTACT_FORM_IDS[locale]}.json`, 'utf8'));

export function parsed(json: unknown): FormDefinition {
  const result = parseFormDefinition(json);
  if (!result.ok) throw new Error(result.error);
  return result.definition;
}

export const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
export const named = (label: string) => new RegExp(`^${escape(label)}`);

/** The form of one language, rendered and filled as a visitor would. */
export function formRulesForm(locale: Locale) {
  const t = dictionaryFor(locale);
  const texts = formRulesTexts(locale);
  const definition = parsed(withFormRules(embedded(locale), locale));
  const fields = definition.formFieldGroups.flatMap((group) => group.fields);
  const labelOf = (name: string) => fields.find((field) => field.name === name)?.label ?? name;
  const optionLabel = (name: string, value: string) =>
    fields.find((field) => field.name === name)?.options?.find((option) => option.value === value)?.label ??
    '';

  const renderForm = (form = definition) =>
    renderContactForm({ definition: form, formId: CONTACT_FORM_IDS[locale], locale });

  async function fillRequired(user: ReturnType<typeof userEvent.setup>, size: string) {
    await user.type(screen.getByRole('textbox', { name: named(labelOf('firstname')) }), 'Anna');
    await user.type(screen.getByRole('textbox', { name: named(labelOf('lastname')) }), 'Rossi');
    await user.type(screen.getByRole('textbox', { name: named(labelOf('email')) }), 'anna@azienda.it');
    await user.type(screen.getByRole('textbox', { name: named(labelOf('company')) }), 'Azienda');
    await user.selectOptions(
      screen.getByRole('combobox', { name: named(labelOf('numemployees')) }),
      optionLabel('numemployees', size),
    );
    await user.type(screen.getByRole('textbox', { name: named(labelOf('message')) }), 'Ciao');
    const consent = consentModeOf(definition);
    if (consent.mode === 'explicit_consent_to_process') {
      await user.click(screen.getByRole('checkbox', { name: named(consent.processingLabel) }));
    }
    const required = communicationCheckboxesOf(consent).find((box) => box.required);
    if (required) await user.click(screen.getByRole('checkbox', { name: named(required.label) }));
  }

  return { t, texts, labelOf, optionLabel, dependentLabel: texts.dependentLabel, renderForm, fillRequired };
}

/** The fields of the first request the form sent. */
export function sentFields(fetchMock: Mock<typeof fetch>): { name: string; value: string }[] {
  const body = JSON.parse(fetchMock.mock.calls[0]?.[1]?.body as string) as {
    form: { fields: { name: string; value: string }[] };
  };
  return body.form.fields;
}
