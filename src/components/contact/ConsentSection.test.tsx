// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  EXPLICIT_OPTIONS,
  IMPLICIT_OPTIONS,
  LEGITIMATE_INTEREST_OPTIONS,
  withConsentOptions,
} from '../../../tests/fixtures/consent-modes.ts';
import { consentModeOf, PROCESSING_CONSENT_KEY, type ConsentMode } from '../../forms/legal-consent.ts';
import type { ValuesErrors } from '../../forms/values-schema.ts';
import { ConsentSection } from './ConsentSection.tsx';

const REQUIRED = { communicationTypeId: 1, label: 'I agree to the processing of my data.', required: true };
const OPTIONAL = { communicationTypeId: 2, label: 'Send me product news.', required: false };

const modeOf = (options: object | undefined): ConsentMode =>
  consentModeOf(withConsentOptions({ formFieldGroups: [], metaData: [] }, options));

function renderMode(mode: ConsentMode, errors: ValuesErrors = {}, onChange = vi.fn()) {
  const { container } = render(
    <ConsentSection
      mode={mode}
      values={{ fields: {}, consents: {} }}
      errors={errors}
      errorText={(code) => `error: ${code}`}
      idPrefix="cs"
      onChange={onChange}
      onBlur={() => undefined}
      newTabLabel="(opens in a new tab)"
    />,
  );
  return { container, onChange };
}

function renderSection(checkboxes: readonly (typeof REQUIRED | typeof OPTIONAL)[]) {
  renderMode(
    modeOf({
      processingConsentText: '<p>We process your data to answer you.</p>',
      communicationConsentText: '<p>If you like, we can also send you news:</p>',
      privacyPolicyText: '<p>Read our privacy policy.</p>',
      communicationConsentCheckboxes: checkboxes,
    }),
  );
  return [
    screen.getByText(/We process your data/),
    screen.getByRole('checkbox', { name: /processing of my data/ }),
    screen.getByText(/we can also send you news/),
    screen.getByRole('checkbox', { name: /product news/ }),
    screen.getByText(/Read our privacy policy/),
  ];
}

const follows = (a: Element, b: Element) =>
  Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
const inOrder = (items: readonly Element[]) => {
  items.slice(1).forEach((item, i) => {
    expect(follows(items[i] ?? item, item), `item ${String(i + 1)}`).toBe(true);
  });
};

describe('ConsentSection', () => {
  afterEach(cleanup);

  // Under the communication text ("choose what to receive"), a required box read as a newsletter choice.
  for (const [name, boxes] of [
    ['required first', [REQUIRED, OPTIONAL]],
    ['optional first', [OPTIONAL, REQUIRED]],
  ] as const) {
    it(`puts the required box with the processing text and the optional ones under the communication text (${name})`, () => {
      // Processing text, required box, communication text, optional box, privacy text.
      inOrder(renderSection([...boxes]));
    });
  }

  it('implicit consent: the texts and the communication choice, no processing box', () => {
    renderMode(modeOf(IMPLICIT_OPTIONS));
    expect(screen.getAllByRole('checkbox')).toEqual([
      screen.getByRole('checkbox', { name: 'Send me product news.' }),
    ]);
    expect(screen.getByRole('checkbox', { name: 'Send me product news.' })).not.toBeRequired();
    expect(screen.getByText(/We process your data to answer you/)).toBeVisible();
    expect(screen.getByRole('link', { name: /privacy policy/ })).toBeVisible();
  });

  it('explicit consent: a required processing box with its label and footer, before the choices', async () => {
    const { onChange } = renderMode(modeOf(EXPLICIT_OPTIONS));
    const processing = screen.getByRole('checkbox', { name: /^I agree to the processing of my data\./ });
    expect(processing).toBeRequired();
    expect(processing).not.toBeChecked();
    // The visible required mark follows the label, as on every required field.
    expect(processing.closest('.choice')?.textContent).toContain('*');
    inOrder([
      screen.getByText(/We process your data to answer you/),
      processing,
      screen.getByText(/You can withdraw this consent at any time/),
      screen.getByText(/we can also send you news/),
      screen.getByRole('checkbox', { name: 'Send me product news.' }),
    ]);
    await userEvent.setup().click(processing);
    expect(onChange).toHaveBeenCalledWith(PROCESSING_CONSENT_KEY, true);
  });

  it('explicit consent: an unticked processing box says it is required, on the box', () => {
    renderMode(modeOf(EXPLICIT_OPTIONS), { [`consents.${PROCESSING_CONSENT_KEY}`]: 'required' });
    const processing = screen.getByRole('checkbox', { name: /processing of my data/ });
    expect(processing).toBeInvalid();
    expect(processing).toHaveAccessibleDescription('error: required');
  });

  it("explicit consent: the provider's label is sanitised like every consent text", () => {
    const { container } = renderMode(
      modeOf({
        ...EXPLICIT_OPTIONS,
        processingConsentCheckboxLabel: 'I <b>agree</b>.<img src="x" onerror="window.__hacked = 1">',
      }),
    );
    const processing = screen.getByRole('checkbox', { name: /^I agree\./ });
    expect(within(processing.closest('label') ?? container).getByText('agree').tagName).toBe('B');
    expect(container.querySelector('img, [onerror]')).toBeNull();
  });

  it('legitimate interest: no checkbox at all, the privacy text as the notice', () => {
    renderMode(modeOf(LEGITIMATE_INTEREST_OPTIONS));
    expect(screen.queryAllByRole('checkbox')).toEqual([]);
    expect(screen.getByText(/We will answer your request/)).toBeVisible();
    expect(screen.getByRole('link', { name: /privacy policy/ })).toBeVisible();
  });

  it('no consent options: nothing', () => {
    const { container } = renderMode(modeOf(undefined));
    expect(container).toBeEmptyDOMElement();
  });
});
