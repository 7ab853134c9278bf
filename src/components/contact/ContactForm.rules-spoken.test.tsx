// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  DEPENDENT_TRIGGER,
  withFormRules,
  withTwoDependentFields,
} from '../../../tests/fixtures/form-rules.ts';
import { embedded, formRulesForm, named, parsed } from '../../../tests/support/form-rules-form.ts';
import { LOCALES, type Locale } from '../../i18n/locales.ts';
import { useFetchMock } from '../../../tests/support/contact-form-harness.tsx';

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

describe.each(LOCALES)('ContactForm with the definition features of decision 093 (%s)', (locale) => {
  const { texts, labelOf, optionLabel, dependentLabel, renderForm } = formRulesForm(locale);
  useFetchMock();

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
});
