import { CONTACT_FORM_IDS } from '../../src/forms/contact-form.ts';
import type { FormDefinition } from '../../src/forms/definition.ts';
import { publicDefinition } from './public-definition.ts';

/**
 * A form definition ready to serve and to validate against: parsed once,
 * serialised once (the GET answers the prepared string).
 */
export interface CachedForm {
  readonly id: string;
  readonly definition: FormDefinition;
  /** The public JSON the GET answers, and its UTF-8 bytes (encoded once, not per request). */
  readonly json: string;
  readonly bytes: Buffer;
  /** 'it' / 'en' (the definition's `lang` metaData, else which contact form it is); '' if unknown. */
  readonly language: string;
}

export function languageOf(id: string, definition: FormDefinition): string {
  const declared = definition.metaData.find((entry) => entry.name === 'lang')?.value;
  if (declared) return declared;
  const match = Object.entries(CONTACT_FORM_IDS).find(([, formId]) => formId === id);
  return match?.[0] ?? '';
}

/** Values that must never reach a visitor. */
export interface ServerSecrets {
  readonly accessToken?: string | undefined;
  readonly portalId?: string | undefined;
}

/** Whether any value in the tree is exactly the portal id (a short number may occur inside others). */
function containsValue(node: unknown, needle: string): boolean {
  if (typeof node === 'string' || typeof node === 'number') return String(node) === needle;
  if (Array.isArray(node)) return node.some((item) => containsValue(item, needle));
  if (node !== null && typeof node === 'object') {
    return Object.values(node).some((item) => containsValue(item, needle));
  }
  return false;
}

/**
 * The public JSON is a whitelist of keys (public-definition.ts); this is the
 * second fence: a definition that still quotes the token or the portal id is
 * refused rather than served.
 */
export function prepareForm(id: string, definition: FormDefinition, secrets: ServerSecrets = {}): CachedForm {
  const publicForm = publicDefinition(definition);
  const json = JSON.stringify(publicForm);
  const { accessToken, portalId } = secrets;
  if (
    (accessToken !== undefined && json.includes(accessToken)) ||
    (portalId !== undefined && containsValue(publicForm, portalId))
  ) {
    throw new Error(`form ${id}: the definition quotes a server secret; refusing to serve it`);
  }
  return { id, definition, json, bytes: Buffer.from(json, 'utf8'), language: languageOf(id, definition) };
}
