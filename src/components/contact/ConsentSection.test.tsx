// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { LegalConsentOptions } from '../../forms/legal-consent.ts';
import { ConsentSection } from './ConsentSection.tsx';

const REQUIRED = { communicationTypeId: 1, label: 'I agree to the processing of my data.', required: true };
const OPTIONAL = { communicationTypeId: 2, label: 'Send me product news.', required: false };

function renderSection(checkboxes: LegalConsentOptions['communicationConsentCheckboxes']) {
  render(
    <ConsentSection
      options={{
        processingConsentText: '<p>We process your data to answer you.</p>',
        communicationConsentText: '<p>If you like, we can also send you news:</p>',
        privacyPolicyText: '<p>Read our privacy policy.</p>',
        communicationConsentCheckboxes: checkboxes,
      }}
      values={{ fields: {}, consents: {} }}
      errors={{}}
      errorText={(code) => code}
      idPrefix="cs"
      onChange={() => undefined}
      onBlur={() => undefined}
      newTabLabel="(opens in a new tab)"
    />,
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

describe('ConsentSection', () => {
  afterEach(cleanup);

  // Under the communication text ("choose what to receive"), a required box read as a newsletter choice.
  for (const [name, boxes] of [
    ['required first', [REQUIRED, OPTIONAL]],
    ['optional first', [OPTIONAL, REQUIRED]],
  ] as const) {
    it(`puts the required box with the processing text and the optional ones under the communication text (${name})`, () => {
      // Processing text, required box, communication text, optional box, privacy text.
      const order = renderSection([...boxes]);
      order.slice(1).forEach((item, i) => {
        expect(follows(order[i] ?? item, item), `item ${String(i + 1)}`).toBe(true);
      });
    });
  }
});
