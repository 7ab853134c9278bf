// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  DEPENDENT_FIELD,
  DEPENDENT_TRIGGER,
  formRulesTexts,
  withFormRules,
  withRequiredFileField,
  withTwoDependentFields,
} from '../../../tests/fixtures/form-rules.ts';
import { CONTACT_FORM_IDS } from '../../forms/contact-form.ts';
import { parseFormDefinition, type FormDefinition } from '../../forms/definition.ts';
import { hostedFormUrl } from '../../forms/hosted-form.ts';
import { communicationCheckboxesOf, consentModeOf } from '../../forms/legal-consent.ts';
import { dictionaryFor } from '../../i18n/dictionaries/index.ts';
import { LOCALES, type Locale } from '../../i18n/locales.ts';
import { renderContactForm, useFetchMock } from '../../../tests/support/contact-form-harness.tsx';

/** The features of decision 093 in the form: dependent fields, rich text, e-mail rules, unknown field types. */
const embedded = (locale: Locale): unknown =>
  JSON.parse(readFileSync(`server/hubspot/embedded-forms/${CONTACT_FORM_IDS[locale]}.json`, 'utf8'));

function parsed(json: unknown): FormDefinition {
  const result = parseFormDefinition(json);
  if (!result.ok) throw new Error(result.error);
  return result.definition;
}

/** What a screen reader hears when the answer shows or hides fields, written out: the dictionaries' wording. */
const SPOKEN: Record<Locale, { added: string; removed: string; addedTwo: string }> = {
  it: {
    added: 'Nuovo campo: Quanti dipendenti, circa?',
    removed: 'Campo rimosso: Quanti dipendenti, circa?',
    addedTwo: 'Nuovi campi: Quanti dipendenti, circa? e Settore',
  },
  en: {
    added: 'New field: How many employees, roughly?',
    removed: 'Field removed: How many employees, roughly?',
    addedTwo: 'New fields: How many employees, roughly? and Industry',
  },
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const named = (label: string) => new RegExp(`^${escape(label)}`);

describe.each(LOCALES)('ContactForm with the definition features of decision 093 (%s)', (locale) => {
  const t = dictionaryFor(locale);
  const texts = formRulesTexts(locale);
  const definition = parsed(withFormRules(embedded(locale), locale));
  const fields = definition.formFieldGroups.flatMap((group) => group.fields);
  const labelOf = (name: string) => fields.find((field) => field.name === name)?.label ?? name;
  const optionLabel = (name: string, value: string) =>
    fields.find((field) => field.name === name)?.options?.find((option) => option.value === value)?.label ??
    '';
  const dependentLabel = texts.dependentLabel;

  const fetchMock = useFetchMock();

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

  const sentFields = () => {
    const body = JSON.parse(fetchMock.mock.calls[0]?.[1]?.body as string) as {
      form: { fields: { name: string; value: string }[] };
    };
    return body.form.fields;
  };

  it('hides the dependent field until its parent has the value, then shows it right after the parent', async () => {
    const user = userEvent.setup();
    renderForm();
    expect(screen.queryByRole('textbox', { name: named(dependentLabel) })).toBeNull();
    const parent = screen.getByRole('combobox', { name: named(labelOf('numemployees')) });
    await user.selectOptions(parent, optionLabel('numemployees', '50-249'));
    expect(screen.queryByRole('textbox', { name: named(dependentLabel) })).toBeNull();
    await user.selectOptions(parent, optionLabel('numemployees', DEPENDENT_TRIGGER));
    const dependent = screen.getByRole('textbox', { name: named(dependentLabel) });
    expect(dependent).toHaveAttribute('aria-required', 'true');
    // In place: the next control after the parent in document order.
    const controls = [
      ...document.querySelectorAll('#cf input:not([tabindex="-1"]), #cf select, #cf textarea'),
    ];
    expect(controls[controls.indexOf(parent) + 1]).toBe(dependent);
  });

  it('requires the dependent field only while shown, sends it then, and leaves it out when hidden', async () => {
    fetchMock.mockResolvedValue(new Response('{"ok":true,"id":"1"}', { status: 200 }));
    const user = userEvent.setup();
    const submission = renderForm();
    await fillRequired(user, DEPENDENT_TRIGGER);
    await user.click(screen.getByRole('button', { name: t.BUTTON.SUBMIT }));
    const dependent = screen.getByRole('textbox', { name: named(dependentLabel) });
    expect(dependent).toHaveAttribute('aria-invalid', 'true');
    expect(dependent).toHaveAccessibleDescription(t.VALIDATORS.REQUIRED);
    expect(fetchMock).not.toHaveBeenCalled();

    // Typed, then hidden again: the value is kept aside, not sent.
    await user.type(dependent, '1200');
    await user.selectOptions(
      screen.getByRole('combobox', { name: named(labelOf('numemployees')) }),
      optionLabel('numemployees', '250-999'),
    );
    await user.click(screen.getByRole('button', { name: t.BUTTON.SUBMIT }));
    await waitFor(() => {
      expect(submission.calls).toEqual(['begin', 'succeed']);
    });
    expect(sentFields().map((field) => field.name)).not.toContain(DEPENDENT_FIELD);
  });

  it('sends the dependent field while shown, right after its parent', async () => {
    fetchMock.mockResolvedValue(new Response('{"ok":true,"id":"1"}', { status: 200 }));
    const user = userEvent.setup();
    const submission = renderForm();
    await fillRequired(user, DEPENDENT_TRIGGER);
    await user.type(screen.getByRole('textbox', { name: named(dependentLabel) }), '1200');
    await user.click(screen.getByRole('button', { name: t.BUTTON.SUBMIT }));
    await waitFor(() => {
      expect(submission.calls).toEqual(['begin', 'succeed']);
    });
    const names = sentFields().map((field) => field.name);
    expect(names.indexOf(DEPENDENT_FIELD)).toBe(names.indexOf('numemployees') + 1);
    expect(sentFields().find((field) => field.name === DEPENDENT_FIELD)?.value).toBe('1200');
  });

  describe('says which dependent fields appear or go', () => {
    /** The status regions' texts, without the no-break space that makes a repeat heard. */
    const spoken = (regions: HTMLElement[]) => regions.map((region) => region.textContent.trim());

    it('in a status region there from the first render, silent until an answer changes what is shown', async () => {
      const user = userEvent.setup();
      renderForm();
      // Present and empty before anything changes: a region created with its text is not read.
      const regions = screen.getAllByRole('status');
      expect(spoken(regions).every((text) => text === '')).toBe(true);
      const parent = screen.getByRole('combobox', { name: named(labelOf('numemployees')) });

      await user.selectOptions(parent, optionLabel('numemployees', '50-249'));
      expect(spoken(regions).every((text) => text === '')).toBe(true);

      await user.selectOptions(parent, optionLabel('numemployees', DEPENDENT_TRIGGER));
      expect(spoken(screen.getAllByRole('status'))).toEqual(spoken(regions));
      expect(spoken(regions)).toContain(SPOKEN[locale].added);
      const region = regions.find((item) => item.textContent.includes(SPOKEN[locale].added));
      expect(region).toHaveClass('visually-hidden');

      await user.selectOptions(parent, optionLabel('numemployees', '250-999'));
      expect(spoken(regions)).toContain(SPOKEN[locale].removed);
      expect(spoken(regions)).not.toContain(SPOKEN[locale].added);

      // Back again: said again, and focus stays on the answer (nothing moves it).
      await user.selectOptions(parent, optionLabel('numemployees', DEPENDENT_TRIGGER));
      expect(spoken(regions)).toContain(SPOKEN[locale].added);
      expect(screen.getByRole('combobox', { name: named(labelOf('numemployees')) })).toHaveFocus();
    });

    it('names two fields that appear together in one sentence', async () => {
      const user = userEvent.setup();
      renderForm(parsed(withTwoDependentFields(embedded(locale), locale)));
      const regions = screen.getAllByRole('status');
      await user.selectOptions(
        screen.getByRole('combobox', { name: named(labelOf('numemployees')) }),
        optionLabel('numemployees', DEPENDENT_TRIGGER),
      );
      expect(spoken(regions)).toContain(SPOKEN[locale].addedTwo);
      expect(screen.getByRole('textbox', { name: named(texts.secondDependentLabel) })).toBeVisible();
    });

    it('says nothing on the first render, even when a preset answer already shows the field', () => {
      const json = withFormRules(embedded(locale), locale);
      renderForm(
        parsed({
          ...json,
          formFieldGroups: json.formFieldGroups.map((group) => ({
            ...group,
            fields: group.fields.map((field) =>
              field.name === 'numemployees' ? { ...field, defaultValue: DEPENDENT_TRIGGER } : field,
            ),
          })),
        }),
      );
      expect(screen.getByRole('textbox', { name: named(dependentLabel) })).toBeVisible();
      expect(spoken(screen.getAllByRole('status')).every((text) => text === '')).toBe(true);
    });
  });

  it('shows the rich-text section, sanitised, above its group', () => {
    renderForm(
      parsed({
        ...withFormRules(embedded(locale), locale),
        formFieldGroups: withFormRules(embedded(locale), locale).formFieldGroups.map((group, index) =>
          index === 0
            ? { ...group, richText: { content: `${texts.richText}<img src="x" onerror="alert(1)">` } }
            : group,
        ),
      }),
    );
    const section = document.querySelector('#cf .contact-form__rich-text');
    expect(section?.innerHTML).toBe(texts.richText);
    const firstName = screen.getByRole('textbox', { name: named(labelOf('firstname')) });
    expect(section?.compareDocumentPosition(firstName)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it("refuses a free-mail address with the definition's message", async () => {
    const user = userEvent.setup();
    renderForm();
    const email = screen.getByRole('textbox', { name: named(labelOf('email')) });
    await user.type(email, 'anna@gmail.com');
    await user.tab();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(texts.emailMessage);
    await user.clear(email);
    await user.type(email, 'anna@azienda.it');
    expect(email).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses a free-mail address with the translated default when the definition has no message', async () => {
    const json = withFormRules(embedded(locale), locale);
    const noMessage = parsed({
      ...json,
      formFieldGroups: json.formFieldGroups.map((group) => ({
        ...group,
        fields: group.fields.map((field) =>
          field.name === 'email'
            ? { ...field, validation: { ...(field['validation'] as object), message: '' } }
            : field,
        ),
      })),
    });
    const user = userEvent.setup();
    renderForm(noMessage);
    const email = screen.getByRole('textbox', { name: named(labelOf('email')) });
    await user.type(email, 'anna@yahoo.it');
    await user.tab();
    expect(email).toHaveAccessibleDescription(t.VALIDATORS.FREE_EMAIL);
  });

  it('offers the hosted form instead of a form that requires a field of an unknown type', () => {
    renderForm(parsed(withRequiredFileField(embedded(locale), locale)));
    expect(screen.getByText(t.COMPONENTS.CONTACT_MODAL.HOSTED_FORM_NOTE)).toBeVisible();
    const link = screen.getByRole('link', {
      name: new RegExp(escape(t.COMPONENTS.CONTACT_MODAL.HOSTED_FORM_LINK)),
    });
    expect(link).toHaveAttribute('href', hostedFormUrl(CONTACT_FORM_IDS[locale]));
    expect(link).toHaveAttribute('target', '_blank');
    expect(document.querySelector('form#cf')).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
