// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useFetchMock } from '../../../tests/support/contact-form-harness.tsx';
import { fillValid, renderForm, t } from '../../../tests/support/every-field-form.ts';

describe('ContactForm', () => {
  const fetchMock = useFetchMock();
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('renders every field of every group with its own control; hidden and disabled fields are not shown', () => {
    renderForm();
    expect(screen.getByRole('textbox', { name: /First name/ })).toHaveAttribute('type', 'text');
    expect(screen.getByRole('textbox', { name: /Work e-mail/ })).toHaveAttribute('type', 'email');
    expect(screen.getByRole('textbox', { name: /Phone/ })).toHaveAttribute('inputmode', 'tel');
    expect(screen.getByRole('textbox', { name: /Number of employees/ })).toHaveAttribute(
      'inputmode',
      'decimal',
    );
    expect(within(screen.getByRole('combobox', { name: /Country/ })).getAllByRole('option')).toHaveLength(4);
    expect(
      within(screen.getByRole('radiogroup', { name: /How should we reach you/ })).getAllByRole('radio'),
    ).toHaveLength(2);
    expect(within(screen.getByRole('group', { name: /Topics/ })).getAllByRole('checkbox')).toHaveLength(3);
    expect(screen.getByRole('checkbox', { name: 'I would like a live demo' })).not.toBeChecked();
    expect(screen.getByRole('textbox', { name: /Preferred call date/ })).toHaveAttribute(
      'placeholder',
      'mm/dd/yyyy',
    );
    expect(screen.getByRole('button', { name: t.COMPONENTS.CONTACT_MODAL.CHOOSE_DATE })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Message/ }).tagName).toBe('TEXTAREA');
    expect(screen.queryByLabelText(/Lead source/)).toBeNull();
    expect(screen.queryByLabelText(/Legacy code/)).toBeNull();
    expect(screen.queryByLabelText(/Attachment/)).toBeNull();
  });

  it('marks required fields with an asterisk, aria-required and a text note', () => {
    renderForm();
    expect(screen.getByText(t.COMPONENTS.CONTACT_MODAL.REQUIRED_NOTE)).toBeVisible();
    expect(screen.getByRole('textbox', { name: /First name/ })).toHaveAttribute('aria-required', 'true');
    expect(screen.getByRole('textbox', { name: /Number of employees/ })).not.toHaveAttribute('aria-required');
    expect(screen.getByRole('radiogroup', { name: /How should we reach you/ })).toHaveAttribute(
      'aria-required',
      'true',
    );
    expect(screen.getByRole('group', { name: /^Topics\s*\(required\)$/ })).toBeInTheDocument();
    expect(screen.getByText(/First name/, { selector: 'label' })).toHaveTextContent('First name *');
    expect(screen.getByText(/Number of employees/, { selector: 'label' })).not.toHaveTextContent('*');
    expect(screen.getByRole('checkbox', { name: /I agree to be contacted/ })).toHaveAttribute(
      'aria-required',
      'true',
    );
  });

  it('an empty submit shows every error, linked to its control, and focuses the first', async () => {
    const user = userEvent.setup();
    const submission = renderForm();
    await user.click(screen.getByRole('button', { name: t.BUTTON.SUBMIT }));
    const first = screen.getByRole('textbox', { name: /First name/ });
    await waitFor(() => {
      expect(first).toHaveFocus();
    });
    expect(first).toHaveAttribute('aria-invalid', 'true');
    expect(first).toHaveAccessibleDescription(t.VALIDATORS.REQUIRED);
    expect(screen.getAllByText(t.VALIDATORS.REQUIRED)).toHaveLength(8);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(submission.calls).toEqual([]);
  });

  it('an invalid submit is spoken once, as a count, not once per field', async () => {
    const user = userEvent.setup();
    renderForm();
    // The form's status regions (this one, and the one for fields that appear) start empty.
    const regions = screen.getAllByRole('status');
    expect(regions.map((region) => region.textContent)).toEqual(regions.map(() => ''));
    await user.click(screen.getByRole('button', { name: t.BUTTON.SUBMIT }));
    const status = await waitFor(() => {
      const found = regions.find(
        (region) => region.textContent === '8 fields need completing or correcting.',
      );
      if (!found) throw new Error('no status region has the count');
      return found;
    });
    // No field's error is a live region of its own.
    for (const error of screen.getAllByText(t.VALIDATORS.REQUIRED)) {
      expect(error.closest('[aria-live], [role="status"], [role="alert"]')).toBeNull();
    }

    // Fixing all but one and submitting again speaks the new count, in the singular.
    await fillValid(user);
    await user.clear(screen.getByRole('textbox', { name: /Message/ }));
    await user.click(screen.getByRole('button', { name: t.BUTTON.SUBMIT }));
    await waitFor(() => {
      expect(status).toHaveTextContent('One field needs completing or correcting.');
    });
    // The same outcome again still changes the live region's text, so it is spoken again.
    const before = status.textContent;
    await user.click(screen.getByRole('button', { name: t.BUTTON.SUBMIT }));
    await waitFor(() => {
      expect(status.textContent).not.toBe(before);
    });
    expect(status).toHaveTextContent('One field needs completing or correcting.');

    // Once every field is fixed, nothing is left to say.
    await user.type(screen.getByRole('textbox', { name: /Message/ }), 'Hello');
    expect(status.textContent).toBe('');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps phone input numeric and checks the e-mail format once changed', async () => {
    const user = userEvent.setup();
    renderForm();
    const phone = screen.getByRole('textbox', { name: /Phone/ });
    await user.type(phone, '+39 02-12a+3');
    expect(phone).toHaveValue('+3902123');
    const email = screen.getByRole('textbox', { name: /Work e-mail/ });
    await user.type(email, 'jane@');
    expect(email).toHaveAccessibleDescription(t.VALIDATORS.EMAIL);
  });

  it('says on the field when a pasted text is longer than a field may be', async () => {
    const user = userEvent.setup();
    renderForm();
    const message = screen.getByRole('textbox', { name: /Message/ });
    await user.click(message);
    await user.paste('x'.repeat(10_001));
    expect(message).toHaveAccessibleDescription(t.VALIDATORS.TOO_LONG);
    await user.keyboard('{Backspace}');
    expect(message).not.toHaveAccessibleDescription(t.VALIDATORS.TOO_LONG);
  });

  it('keeps the caret where the visitor is typing when the phone field drops a character', async () => {
    const user = userEvent.setup();
    renderForm();
    const phone = screen.getByRole<HTMLInputElement>('textbox', { name: /Phone/ });
    await user.type(phone, '0212345');
    // A space typed after "02" is dropped; the caret stays after "02", so the next digit lands there.
    await user.type(phone, ' ', { initialSelectionStart: 2, initialSelectionEnd: 2 });
    expect(phone).toHaveValue('0212345');
    expect(phone.selectionStart).toBe(2);
    await user.keyboard('9');
    expect(phone).toHaveValue('02912345');
    expect(phone.selectionStart).toBe(3);
  });
});
