import type { FieldValidation } from './definition.ts';
import { FREE_EMAIL_PROVIDERS } from './free-email-providers.ts';

/**
 * The e-mail rules a definition can set on a field (HubSpot v2 `validation`):
 * listed domains or addresses, and free providers. Enforced by the shared field
 * rules, so the form and the server refuse what HubSpot would refuse.
 */
export type EmailRuleCode = 'email-blocked' | 'email-free';

/** A country ending after a `name.*` entry: one or two short labels (it, de, co.uk, com.br). */
const COUNTRY_ENDING = /^[a-z]{2,3}(?:\.[a-z]{2})?$/;

function matchesProvider(domain: string, entry: string): boolean {
  if (!entry.endsWith('.*')) return domain === entry;
  const name = entry.slice(0, -1);
  return domain.startsWith(name) && COUNTRY_ENDING.test(domain.slice(name.length));
}

export function isFreeEmailDomain(domain: string): boolean {
  const lower = domain.toLowerCase();
  return FREE_EMAIL_PROVIDERS.some((entry) => matchesProvider(lower, entry));
}

/**
 * Whether a listed entry blocks the address: a full address blocks itself, a
 * domain blocks its addresses and those of its subdomains (HubSpot lists domains;
 * an address or a leading "@" is accepted too).
 */
function blockedBy(address: string, domain: string, entry: string): boolean {
  const item = entry.trim().toLowerCase();
  if (item === '') return false;
  if (item.includes('@') && !item.startsWith('@')) return address === item;
  const blocked = item.replace(/^@/, '');
  return domain === blocked || domain.endsWith(`.${blocked}`);
}

/** The rule a well-formed address breaks, if any. */
export function emailRuleError(
  validation: FieldValidation | undefined,
  value: string,
): EmailRuleCode | undefined {
  if (!validation) return undefined;
  const address = value.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 0) return undefined;
  const domain = address.slice(at + 1);
  if ((validation.blockedEmailAddresses ?? []).some((entry) => blockedBy(address, domain, entry))) {
    return 'email-blocked';
  }
  return validation.useDefaultBlockList === true && isFreeEmailDomain(domain) ? 'email-free' : undefined;
}
