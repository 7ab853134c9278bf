import { describe, expect, it } from 'vitest';
import type { FormDefinition } from './definition.ts';
import { consentKey, legalConsentOf } from './legal-consent.ts';

const withMeta = (value: string | undefined): FormDefinition => ({
  formFieldGroups: [],
  metaData: value === undefined ? [] : [{ name: 'legalConsentOptions', value }],
});

describe('legalConsentOf', () => {
  it('parses the JSON string of the metaData entry', () => {
    const options = legalConsentOf(
      withMeta(
        JSON.stringify({
          processingConsentText: '<p>P</p>',
          communicationConsentText: '<p>C</p>',
          privacyPolicyText: '<p>Privacy</p>',
          communicationConsentCheckboxes: [{ communicationTypeId: 7, label: 'News', required: false }],
        }),
      ),
    );
    expect(options?.processingConsentText).toBe('<p>P</p>');
    expect(options?.communicationConsentCheckboxes).toHaveLength(1);
  });

  it('fills missing texts and checkboxes with empty defaults', () => {
    expect(legalConsentOf(withMeta('{}'))).toEqual({
      communicationConsentText: '',
      privacyPolicyText: '',
      processingConsentText: '',
      communicationConsentCheckboxes: [],
    });
  });

  it('is undefined without the entry, with broken JSON or with a wrong shape', () => {
    expect(legalConsentOf(withMeta(undefined))).toBeUndefined();
    expect(legalConsentOf(withMeta('{not json'))).toBeUndefined();
    expect(legalConsentOf(withMeta('{"communicationConsentCheckboxes":[{"label":1}]}'))).toBeUndefined();
  });
});

describe('consentKey', () => {
  it('keys numeric and string ids the same way', () => {
    expect(consentKey({ communicationTypeId: 42, label: '', required: true })).toBe('42');
    expect(consentKey({ communicationTypeId: '42', label: '', required: true })).toBe('42');
  });
});
