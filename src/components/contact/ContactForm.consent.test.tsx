// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  EXPLICIT_OPTIONS,
  LEGITIMATE_INTEREST_OPTIONS,
  OTHER_BASIS_OPTIONS,
  withConsentOptions,
} from '../../../tests/fixtures/consent-modes.ts';
import { CONTACT_FORM_IDS } from '../../forms/contact-form.ts';
import type { FormDefinition } from '../../forms/definition.ts';
import { hostedFormUrl } from '../../forms/hosted-form.ts';
import { dictionaryFor } from '../../content/dictionaries.ts';
import { ContactForm } from './ContactForm.tsx';

/** The consent modes of decision 099 as a visitor meets them in the whole form. */
const t = dictionaryFor('en');
const formId = CONTACT_FORM_IDS.en;
const base: FormDefinition = {
  formFieldGroups: [
    { fields: [{ name: 'email', label: 'E-mail', required: true, fieldType: 'text', objectTypeId: '0-1' }] },
  ],
  metaData: [],
};

function renderForm(options: object | undefined) {
  render(
    <>
      <ContactForm
        id="cf"
        definition={withConsentOptions(base, options)}
        formId={formId}
        locale="en"
        t={t}
        submission={{ status: 'idle', busy: false, begin: vi.fn(), succeed: vi.fn(), fail: vi.fn() }}
        open
      />
      <button type="submit" form="cf">
        {t.BUTTON.SUBMIT}
      </button>
    </>,
  );
}

describe('ContactForm, per consent mode', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    fetchMock.mockResolvedValue(new Response('{"ok":true,"id":"1"}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  const sentConsent = () =>
    (JSON.parse(fetchMock.mock.calls[0]?.[1]?.body as string) as { form: Record<string, unknown> }).form[
      'legalConsentOptions'
    ];

  it('explicit: not sent until the processing box is ticked, then sent as consent', async () => {
    const user = userEvent.setup();
    renderForm(EXPLICIT_OPTIONS);
    await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'jane@company.com');
    await user.click(screen.getByRole('button', { name: t.BUTTON.SUBMIT }));
    const processing = screen.getByRole('checkbox', { name: /processing of my data/ });
    await waitFor(() => {
      expect(processing).toHaveFocus();
    });
    expect(processing).toHaveAccessibleDescription(t.VALIDATORS.REQUIRED);
    expect(fetchMock).not.toHaveBeenCalled();

    await user.click(processing);
    await user.click(screen.getByRole('button', { name: t.BUTTON.SUBMIT }));
    await waitFor(() => {
      expect(fetchMock).toHaveBeenCalledTimes(1);
    });
    expect(sentConsent()).toMatchObject({
      consent: { consentToProcess: true, text: EXPLICIT_OPTIONS.processingConsentCheckboxLabel },
    });
  });

  /** A form with no box to tick: filled in, submitted, and what it sent as consent. */
  async function sendWithoutBoxes(options: object | undefined) {
    const user = userEvent.setup();
    renderForm(options);
    expect(screen.queryAllByRole('checkbox')).toEqual([]);
    await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'jane@company.com');
    await user.click(screen.getByRole('button', { name: t.BUTTON.SUBMIT }));
    await waitFor(() => {
      expect(fetchMock).toHaveBeenCalledTimes(1);
    });
    return sentConsent();
  }

  it('legitimate interest: no box to tick, the block sent with the first subscription type', async () => {
    expect(await sendWithoutBoxes(LEGITIMATE_INTEREST_OPTIONS)).toEqual({
      legitimateInterest: {
        value: true,
        subscriptionTypeId: 501,
        legalBasis: 'LEAD',
        text: LEGITIMATE_INTEREST_OPTIONS.privacyPolicyText,
      },
    });
  });

  it('no consent options: no box, no consent block', async () => {
    expect(await sendWithoutBoxes(undefined)).toBeUndefined();
  });

  it('a legitimate interest the site cannot send lawfully: the hosted form instead', () => {
    renderForm(OTHER_BASIS_OPTIONS);
    expect(screen.getByText(t.COMPONENTS.CONTACT_MODAL.HOSTED_FORM_NOTE)).toBeVisible();
    expect(
      screen.getByRole('link', { name: new RegExp(t.COMPONENTS.CONTACT_MODAL.HOSTED_FORM_LINK) }),
    ).toHaveAttribute('href', hostedFormUrl(formId));
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
