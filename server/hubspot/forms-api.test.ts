import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from '../env.ts';
import { formPath } from './forms-api.ts';

const ID = '3f1c2a9e-7d4b-4e21-9a6f-1c0b5e8d2a71';

describe('HUBSPOT_FORMS_API', () => {
  it('defaults to v3, and an empty value means the default', () => {
    expect(loadEnv({}).HUBSPOT_FORMS_API).toBe('v3');
    expect(loadEnv({ HUBSPOT_FORMS_API: ' ' }).HUBSPOT_FORMS_API).toBe('v3');
  });

  it.each(['v2', 'v3', '2026-09-beta', '2026-03', '2027-03-beta'])('accepts %s', (value) => {
    expect(loadEnv({ HUBSPOT_FORMS_API: value }).HUBSPOT_FORMS_API).toBe(value);
  });

  it.each(['v4', 'latest', '2026-9', '2026-09-alpha', '2026-09/../v2'])(
    'refuses %s, naming the variable',
    (value) => {
      expect(() => loadEnv({ HUBSPOT_FORMS_API: value })).toThrow(EnvError);
      expect(() => loadEnv({ HUBSPOT_FORMS_API: value })).toThrow(
        /HUBSPOT_FORMS_API: must be v2, v3 or a date-based/,
      );
    },
  );

  it("asks each API's path for a form", () => {
    expect(formPath('v2', ID)).toBe(`/forms/v2/forms/${ID}`);
    expect(formPath('v3', ID)).toBe(`/marketing/v3/forms/${ID}`);
    expect(formPath('2026-09-beta', ID)).toBe(`/marketing/forms/2026-09-beta/${ID}`);
  });
});
