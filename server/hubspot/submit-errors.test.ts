import { describe, expect, it } from 'vitest';
import { ERROR_PLACES, classifyErrors, namedFields } from './submit-errors.ts';

/** HubSpot's documented errorTypes for the submission endpoint, as its reference lists them. */
const DOCUMENTED = [
  'MAX_NUMBER_OF_SUBMITTED_VALUES_EXCEEDED',
  'INVALID_EMAIL',
  'BLOCKED_EMAIL',
  'REQUIRED_FIELD',
  'INVALID_NUMBER',
  'INPUT_TOO_LARGE',
  'FIELD_NOT_IN_FORM_DEFINITION',
  'NUMBER_OUT_OF_RANGE',
  'VALUE_NOT_IN_FIELD_DEFINITION',
  'INVALID_METADATA',
  'INVALID_GOTOWEBINAR_WEBINAR_KEY',
  'INVALID_HUTK',
  'INVALID_IP_ADDRESS',
  'INVALID_PAGE_URI',
  'INVALID_LEGAL_OPTION_FORMAT',
  'MISSING_PROCESSING_CONSENT',
  'MISSING_PROCESSING_CONSENT_TEXT',
  'MISSING_COMMUNICATION_CONSENT_TEXT',
  'MISSING_LEGITIMATE_INTEREST_TEXT',
  'DUPLICATE_SUBSCRIPTION_TYPE_ID',
  'FORM_HAS_RECAPTCHA_ENABLED',
];

const error = (errorType: string, field = 'email') => ({
  message: `Error in 'fields.${field}'. something about ${errorType}`,
  errorType,
});

describe("HubSpot's submission errorTypes (decision 100)", () => {
  it('places every documented type, and no other', () => {
    expect(Object.keys(ERROR_PLACES).sort()).toEqual([...DOCUMENTED].sort());
  });

  it.each([
    ['INVALID_EMAIL', 'lead'],
    ['BLOCKED_EMAIL', 'lead'],
    ['NUMBER_OUT_OF_RANGE', 'lead'],
    ['VALUE_NOT_IN_FIELD_DEFINITION', 'lead'],
    ['MISSING_PROCESSING_CONSENT', 'form'],
    ['FIELD_NOT_IN_FORM_DEFINITION', 'form'],
    ['REQUIRED_FIELD', 'form'],
    ['FORM_HAS_RECAPTCHA_ENABLED', 'form'],
    ['INVALID_HUTK', 'context'],
    ['INVALID_IP_ADDRESS', 'context'],
  ])('%s belongs to the %s', (type, place) => {
    expect(classifyErrors([error(type)])?.place).toBe(place);
  });

  it("lets the form's configuration beat the lead's value, and the lead's value beat the cookie", () => {
    expect(classifyErrors([error('INVALID_EMAIL'), error('MISSING_PROCESSING_CONSENT_TEXT')])).toEqual({
      place: 'form',
      errorTypes: ['MISSING_PROCESSING_CONSENT_TEXT'],
    });
    expect(classifyErrors([error('INVALID_HUTK'), error('BLOCKED_EMAIL')])).toEqual({
      place: 'lead',
      errorTypes: ['BLOCKED_EMAIL'],
    });
  });

  it('makes an unknown type (or none) a dead letter to count, unless the form is at fault', () => {
    expect(classifyErrors([error('SOMETHING_NEW'), error('INVALID_EMAIL')])).toEqual({
      place: 'unknown',
      errorTypes: ['SOMETHING_NEW'],
    });
    expect(classifyErrors([{ message: 'odd' }])).toEqual({ place: 'unknown', errorTypes: ['(none)'] });
    expect(classifyErrors([error('SOMETHING_NEW'), error('REQUIRED_FIELD')])?.place).toBe('form');
    expect(classifyErrors([])).toBeUndefined();
  });

  it("names the field from HubSpot's message", () => {
    expect(
      namedFields([error('INVALID_NUMBER', 'numemployees'), { message: 'no field', errorType: 'X' }]),
    ).toEqual(['fields.numemployees: INVALID_NUMBER', '(form): X']);
  });
});
