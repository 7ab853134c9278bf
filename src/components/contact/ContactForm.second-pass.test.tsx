// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { parseV3FormDefinition } from '../../../server/hubspot/v3-to-client.ts';
import { readFileSync } from 'node:fs';
import { dictionaryFor } from '../../content/dictionaries.ts';
import { renderContactForm, useFetchMock } from '../../../tests/support/contact-form-harness.tsx';

/**
 * The v3 form of decision 105 (tests/fixtures/hubspot/v3-second-pass.json, from HubSpot's OpenAPI
 * description) as a visitor meets it: an address input for an `email` field named otherwise, two
 * cities on two objects, no hidden field asked for, a dependent's own dependent (decision 105).
 */
// Read by path: jsdom's import.meta.url is no file address.
const V3_SECOND_PASS_ID = '10000000-0000-4000-8000-000000000303';
const parsed = parseV3FormDefinition(
  JSON.parse(readFileSync('tests/fixtures/hubspot/v3-second-pass.json', 'utf8')),
);
if (!parsed.ok) throw new Error(parsed.error);
const definition = parsed.definition;
const t = dictionaryFor('en');
const named = (label: string) => new RegExp(`^${label.replace(/\?/g, '\\?')}`);

describe('ContactForm with a v3 form of two objects, typed and nested fields', () => {
  const fetchMock = useFetchMock();

  const renderForm = () => renderContactForm({ definition, formId: V3_SECOND_PASS_ID, locale: 'en' });

  it('asks for an address in the `email` field, and takes text in a text field named like one', () => {
    renderForm();
    expect(screen.getByRole('textbox', { name: named('Work address') })).toHaveAttribute('type', 'email');
    expect(screen.getByRole('textbox', { name: named('How often may we write') })).toHaveAttribute(
      'type',
      'text',
    );
  });

  it('shows the contact city and the company city as two inputs with their own ids and autofill', () => {
    renderForm();
    const mine = screen.getByRole('textbox', { name: named('Your city') });
    const company = screen.getByRole('textbox', { name: named('Company city') });
    expect(mine.id).not.toBe(company.id);
    expect(mine).toHaveAttribute('autocomplete', 'address-level2');
    // A company's city is not the visitor's own address.
    expect(company).toHaveAttribute('autocomplete', 'off');
  });

  it('shows no hidden field, and shows a dependent of a dependent when its answers call for it', async () => {
    const user = userEvent.setup();
    renderForm();
    expect(screen.queryByRole('textbox', { name: named('Lead source detail') })).toBeNull();
    expect(screen.queryByRole('textbox', { name: named('Which role') })).toBeNull();
    await user.selectOptions(screen.getByRole('combobox', { name: named('Role') }), 'Other');
    const role = screen.getByRole('textbox', { name: named('Which role') });
    expect(screen.queryByRole('textbox', { name: named('What does your sustainability') })).toBeNull();
    await user.type(role, 'Sustainability lead');
    expect(screen.getByRole('textbox', { name: named('What does your sustainability') })).toHaveAttribute(
      'aria-required',
      'true',
    );
  });

  it('sends both cities with their own objects, the hidden field not demanded', async () => {
    fetchMock.mockResolvedValue(new Response('{"ok":true,"id":"1"}', { status: 200 }));
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByRole('textbox', { name: named('First name') }), 'Jane');
    await user.type(screen.getByRole('textbox', { name: named('Work address') }), 'jane@studio.example');
    await user.type(screen.getByRole('textbox', { name: named('Your city') }), 'Milano');
    await user.type(screen.getByRole('textbox', { name: named('Company city') }), 'Torino');
    await user.selectOptions(screen.getByRole('combobox', { name: named('Role') }), 'Manager');
    await user.click(screen.getByRole('button', { name: t.BUTTON.SUBMIT }));
    await vi.waitFor(() => {
      expect(fetchMock).toHaveBeenCalled();
    });
    const body = JSON.parse(fetchMock.mock.calls.at(-1)?.[1]?.body as string) as {
      form: { fields: { objectTypeId: string; name: string; value: string }[] };
    };
    expect(body.form.fields.filter((field) => field.name === 'city')).toEqual([
      { objectTypeId: '0-1', name: 'city', value: 'Milano' },
      { objectTypeId: '0-2', name: 'city', value: 'Torino' },
    ]);
  });
});
