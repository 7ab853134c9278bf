import { describe, expect, it } from 'vitest';
import type { FormField } from './definition.ts';
import { emailRuleError, isFreeEmailDomain } from './email-rules.ts';
import { fieldError } from './field-rules.ts';

const emailField = (validation: FormField['validation']): FormField => ({
  name: 'email',
  label: 'E-mail',
  required: true,
  fieldType: 'text',
  objectTypeId: '0-1',
  validation,
});

describe('isFreeEmailDomain', () => {
  it.each([
    'gmail.com',
    'GMAIL.COM',
    'yahoo.it',
    'yahoo.co.uk',
    'hotmail.com',
    'outlook.it',
    'live.com',
    'libero.it',
    'virgilio.it',
    'tiscali.it',
    'alice.it',
    'icloud.com',
    'me.com',
    'aol.com',
    'gmx.de',
    'gmx.net',
    'web.de',
    'yandex.ru',
    'mail.ru',
    'protonmail.com',
    'proton.me',
  ])('%s is a free provider', (domain) => {
    expect(isFreeEmailDomain(domain)).toBe(true);
  });

  it.each(['company.it', 'live.example.com', 'mygmail.com', 'yahoo.example.org', 'gmail.company.com'])(
    '%s is not',
    (domain) => {
      expect(isFreeEmailDomain(domain)).toBe(false);
    },
  );
});

describe('emailRuleError', () => {
  it('blocks free providers only when the definition says so', () => {
    expect(emailRuleError({ useDefaultBlockList: true }, 'anna@gmail.com')).toBe('email-free');
    expect(emailRuleError({ useDefaultBlockList: false }, 'anna@gmail.com')).toBeUndefined();
    expect(emailRuleError(undefined, 'anna@gmail.com')).toBeUndefined();
    expect(emailRuleError({ useDefaultBlockList: true }, 'anna@company.it')).toBeUndefined();
  });

  it('blocks listed domains and their subdomains, listed addresses, case-insensitively', () => {
    const validation = { blockedEmailAddresses: ['Rival.example', '@other.example', 'spam@mail.example'] };
    expect(emailRuleError(validation, 'a@rival.example')).toBe('email-blocked');
    expect(emailRuleError(validation, 'a@EU.Rival.Example')).toBe('email-blocked');
    expect(emailRuleError(validation, 'a@other.example')).toBe('email-blocked');
    expect(emailRuleError(validation, 'Spam@mail.example')).toBe('email-blocked');
    expect(emailRuleError(validation, 'ham@mail.example')).toBeUndefined();
    expect(emailRuleError(validation, 'a@notrival.example')).toBeUndefined();
  });

  it('ignores blank entries and null lists (HubSpot sends them)', () => {
    expect(emailRuleError({ blockedEmailAddresses: ['', ' '] }, 'a@b.example')).toBeUndefined();
    expect(emailRuleError({ blockedEmailAddresses: null, useDefaultBlockList: null }, 'a@gmail.com')).toBe(
      undefined,
    );
  });
});

describe('fieldError with e-mail rules', () => {
  const strict = emailField({ useDefaultBlockList: true, blockedEmailAddresses: ['rival.example'] });

  it('refuses a blocked or free address with its own code', () => {
    expect(fieldError(strict, ' anna@gmail.com ')).toBe('email-free');
    expect(fieldError(strict, 'anna@rival.example')).toBe('email-blocked');
    expect(fieldError(strict, 'anna@company.it')).toBeUndefined();
  });

  it('says a malformed address is malformed first, and a missing one is missing', () => {
    expect(fieldError(strict, 'anna@gmail')).toBe('email');
    expect(fieldError(strict, '')).toBe('required');
  });

  it('applies no e-mail rule to fields that are not e-mail fields', () => {
    expect(fieldError({ ...strict, name: 'company' }, 'anna@gmail.com')).toBeUndefined();
  });
});
