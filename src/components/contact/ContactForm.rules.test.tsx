// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  DEPENDENT_FIELD,
  DEPENDENT_TRIGGER,
  withFormRules,
  withRequiredFileField,
} from '../../../tests/fixtures/form-rules.ts';
import {
  embedded,
  escape,
  formRulesForm,
  named,
  parsed,
  sentFields,
} from '../../../tests/support/form-rules-form.ts';
import { CONTACT_FORM_IDS } from '../../forms/contact-form.ts';
import { hostedFormUrl } from '../../forms/hosted-form.ts';
import { LOCALES } from '../../i18n/locales.ts';
import { useFetchMock } from '../../../tests/support/contact-form-harness.tsx';

describe.each(LOCALES)('ContactForm with the definition features of decision 093 (%s)', (locale) => {
  const { t, texts, labelOf, optionLabel, dependentLabel, renderForm, fillRequired } = formRulesForm(locale);
  const fetchMock = useFetchMock();

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
    expect(sentFields(fetchMock).map((field) => field.name)).not.toContain(DEPENDENT_FIELD);
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
    const names = sentFields(fetchMock).map((field) => field.name);
    expect(names.indexOf(DEPENDENT_FIELD)).toBe(names.indexOf('numemployees') + 1);
    expect(sentFields(fetchMock).find((field) => field.name === DEPENDENT_FIELD)?.value).toBe('1200');
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
