import {
  issuesText,
  parseFormDefinition,
  type DefinitionResult,
  type FormField,
} from '../../src/forms/definition.ts';
import { consentMetaData } from './v3-consent.ts';
import { clientRules } from './v3-dependents.ts';
import { clientField } from './v3-fields.ts';
import { v3FormSchema, type V3Field, type V3Form, type V3Group } from './v3-form-schema.ts';

/**
 * A Marketing Forms v3 definition (or the date-based API's, the same shape) as the one shape the
 * browser gets, HubSpot's v2 (src/forms/definition.ts; decision 098): fields with their v2 types,
 * dependents as v2 rules, rich text, the consent options as the `legalConsentOptions` metaData
 * entry, the language as the `lang` entry, the submit text, the thank-you message and CAPTCHA.
 */

const escapeAttribute = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** A group's rich text as HTML: an image group may hold the picture's address alone. */
function richText(group: V3Group): { content: string } | undefined {
  const content = group.richText?.trim() ?? '';
  if (content === '') return undefined;
  if (group.richTextType === 'image' && !content.startsWith('<')) {
    return { content: `<img src="${escapeAttribute(content)}" alt="">` };
  }
  return { content };
}

function formField(field: V3Field): FormField {
  const base = clientField(field);
  const rules = clientRules(field, base);
  return rules.length > 0 ? { ...base, dependentFieldFilters: rules } : base;
}

/** ISO date-time → ms, as v2 dates are; undefined when absent or not a date. */
function ms(value: string | null | undefined): number | undefined {
  const parsed = value ? Date.parse(value) : Number.NaN;
  return Number.isFinite(parsed) ? parsed : undefined;
}

export function v3ToClient(form: V3Form): Record<string, unknown> {
  const language = form.configuration?.language;
  const afterSubmit = form.configuration?.postSubmitAction;
  const submitText = form.displayOptions?.submitButtonText;
  const createdAt = ms(form.createdAt);
  const updatedAt = ms(form.updatedAt);
  return {
    guid: form.id,
    ...(form.name ? { name: form.name } : {}),
    ...(submitText ? { submitText } : {}),
    ...(afterSubmit?.type === 'thank_you' ? { inlineMessage: afterSubmit.value } : {}),
    captchaEnabled: form.configuration?.recaptchaEnabled === true,
    ...(createdAt === undefined ? {} : { createdAt }),
    ...(updatedAt === undefined ? {} : { updatedAt }),
    formFieldGroups: form.fieldGroups.map((group) => {
      const text = richText(group);
      return { fields: group.fields.map(formField), ...(text ? { richText: text } : {}) };
    }),
    metaData: [
      ...consentMetaData(form.legalConsentOptions),
      ...(language ? [{ name: 'lang', value: language }] : []),
    ],
  };
}

/** A v3 answer validated, mapped, and validated again as the client's shape. */
export function parseV3FormDefinition(json: unknown): DefinitionResult {
  const parsed = v3FormSchema.safeParse(json);
  if (!parsed.success) return { ok: false, error: issuesText(parsed.error.issues) };
  return parseFormDefinition(v3ToClient(parsed.data));
}
