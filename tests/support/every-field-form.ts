import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import { vi } from 'vitest';
import { CONTACT_FORM_IDS } from '../../src/forms/contact-form.ts';
import { parseFormDefinition } from '../../src/forms/definition.ts';
import { dictionaryFor } from '../../src/content/dictionaries.ts';
import { renderContactForm, submissionControl } from './contact-form-harness.tsx';

/*
 * The English contact form built from tests/fixtures/every-field-type.json (a form definition in
 * the v2 shape with a field of each type the form renders), for the ContactForm tests that fill
 * and send it.
 */
const parsed = parseFormDefinition(JSON.parse(readFileSync('tests/fixtures/every-field-type.json', 'utf8')));
if (!parsed.ok) throw new Error(parsed.error);
const definition = parsed.definition;
export const t = dictionaryFor('en');

export const renderForm = (submission = submissionControl()) =>
  renderContactForm({ definition, formId: CONTACT_FORM_IDS.en, locale: 'en', submission });

/** Fills every required field of the form with valid answers. */
export async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: /First name/ }), 'Jane');
  await user.type(screen.getByRole('textbox', { name: /Work e-mail/ }), 'jane@company.com');
  await user.type(screen.getByRole('textbox', { name: /Phone/ }), '+44 1234-567890');
  await user.selectOptions(screen.getByRole('combobox', { name: /Country/ }), 'GB');
  await user.click(screen.getByRole('radio', { name: 'By phone' }));
  await user.click(screen.getByRole('checkbox', { name: 'Sales presentations' }));
  await user.type(screen.getByRole('textbox', { name: /Message/ }), 'Hello');
  await user.click(screen.getByRole('checkbox', { name: /I agree to be contacted/ }));
}

/** A valid, filled form whose failed attempts may log (the failure path logs on purpose). */
export async function filledFormExpectingFailures() {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const user = userEvent.setup();
  const submission = renderForm();
  await fillValid(user);
  return { user, submission, submit: screen.getByRole('button', { name: t.BUTTON.SUBMIT }) };
}
