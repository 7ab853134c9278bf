/**
 * A GUID: the shape of a provider form's id, in site-settings.json (contactForms) and on the wire
 * (src/forms/contract.ts), and of an Idempotency-Key. Written once, below both.
 */
export const GUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isFormId = (value: unknown): value is string =>
  typeof value === 'string' && GUID_PATTERN.test(value);
