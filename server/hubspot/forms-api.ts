import type { DefinitionResult } from '../../src/forms/definition.ts';
import { parseFormDefinition } from '../../src/forms/definition.ts';
import { parseV3FormDefinition } from './v3-to-client.ts';

/**
 * Which HubSpot forms API the server reads definitions from (HUBSPOT_FORMS_API, decision 098):
 * the legacy `v2`, Marketing Forms `v3`, or a date-based version such as `2026-09-beta`, whose
 * answers have v3's shape.
 */
export type FormsApi = string;

export const DEFAULT_FORMS_API = 'v3';

const DATE_VERSION = /^\d{4}-\d{2}(?:-beta)?$/;

export const isFormsApi = (value: string): boolean =>
  value === 'v2' || value === 'v3' || DATE_VERSION.test(value);

/** The path of one form's definition, from the API's root. */
export function formPath(api: FormsApi, id: string): string {
  const formId = encodeURIComponent(id);
  if (api === 'v2') return `/forms/v2/forms/${formId}`;
  if (api === 'v3') return `/marketing/v3/forms/${formId}`;
  return `/marketing/forms/${encodeURIComponent(api)}/${formId}`;
}

/** An answer of that API in the client's shape. */
export const parseFormAnswer = (api: FormsApi, json: unknown): DefinitionResult =>
  api === 'v2' ? parseFormDefinition(json) : parseV3FormDefinition(json);
