import { isSupportedFieldType, type FormDefinition } from './definition.ts';
import { LEGAL_CONSENT_META } from './legal-consent.ts';

/**
 * Fields of a type the form cannot render (a file upload, for example), top
 * level or dependent. An optional one is left out of the form (the server logs
 * it once); a required one would make every submission fail at HubSpot, so the
 * modal offers the provider's hosted form instead (docs/requirements.md R10.4).
 */
export interface UnsupportedField {
  readonly name: string;
  readonly fieldType: string;
  /** Required and shown: no submission of ours can satisfy HubSpot. */
  readonly required: boolean;
  readonly dependent: boolean;
}

interface FieldLike {
  readonly name: string;
  readonly fieldType: string;
  readonly required: boolean;
  readonly enabled?: boolean | undefined;
  readonly hidden?: boolean | undefined;
}

const unsupported = (field: FieldLike, dependent: boolean): UnsupportedField[] =>
  field.enabled === false || isSupportedFieldType(field.fieldType)
    ? []
    : [
        {
          name: field.name,
          fieldType: field.fieldType,
          required: field.required && field.hidden !== true,
          dependent,
        },
      ];

/**
 * A dependent field counts even while its condition does not hold: a visitor
 * who gives the answer that shows it could not finish the form.
 */
export function unsupportedFields(definition: FormDefinition): UnsupportedField[] {
  return definition.formFieldGroups.flatMap((group) =>
    group.fields.flatMap((field) => [
      ...unsupported(field, false),
      ...(field.enabled === false
        ? []
        : (field.dependentFieldFilters ?? []).flatMap((rule) => unsupported(rule.dependentFormField, true))),
    ]),
  );
}

/** Marks, in the consent options' JSON, a v3 consent type the server does not know (decision 098). */
export const UNSUPPORTED_CONSENT_KEY = 'unsupportedConsentType';

const LEGAL_BASES: readonly unknown[] = ['LEAD', 'CUSTOMER'];

/**
 * Why no submission of ours can be lawful, if so: legitimate interest with no legal basis HubSpot
 * takes (LEAD or CUSTOMER; a v3 form's "other" has none), or a consent type we do not know. Read
 * from the raw entry, whatever else it holds; an entry that is not JSON is no consent options.
 */
export function unsendableConsent(definition: FormDefinition): string | undefined {
  const entry = definition.metaData.find((item) => item.name === LEGAL_CONSENT_META);
  if (!entry) return undefined;
  let options: unknown;
  try {
    options = JSON.parse(entry.value);
  } catch {
    return undefined;
  }
  if (options === null || typeof options !== 'object') return undefined;
  const record = options as Record<string, unknown>;
  const unknownType = record[UNSUPPORTED_CONSENT_KEY];
  if (typeof unknownType === 'string') return `consent type "${unknownType}" is not supported`;
  if (
    record['isLegitimateInterest'] === true &&
    !LEGAL_BASES.includes(record['legitimateInterestLegalBasis'])
  ) {
    return 'legitimate interest without a legal basis HubSpot accepts (LEAD or CUSTOMER)';
  }
  return undefined;
}

/**
 * What makes the form impossible to complete here: the required fields it cannot show, and,
 * as an entry named after the metaData key, consent options it cannot send lawfully. When any,
 * the modal offers the provider's hosted form.
 */
export function blockingFields(definition: FormDefinition): UnsupportedField[] {
  const consent = unsendableConsent(definition);
  return [
    ...unsupportedFields(definition).filter((field) => field.required),
    ...(consent === undefined
      ? []
      : [{ name: LEGAL_CONSENT_META, fieldType: 'legal-consent', required: true, dependent: false }]),
  ];
}
