import { CONTACT_OBJECT_TYPE_ID, type FormField } from './definition.ts';

/**
 * The one key of a field's answer: in the values, the schema's paths, element ids and the
 * submission read back. HubSpot names a field uniquely only together with its object type ("The
 * identifier of the field. In combination with the object type ID, it must be unique": the v3
 * OpenAPI description), so a contact's `city` (0-1) and a company's `city` (0-2) are two answers.
 * A contact's field keeps its bare name, the key every stored lead, error path and translation
 * already uses; a field of any other object is `<objectTypeId>/<name>` (a property name never
 * holds a slash). Decision 105.
 */
export type FieldIdentity = Pick<FormField, 'name' | 'objectTypeId'>;

export const fieldKey = (field: FieldIdentity): string =>
  field.objectTypeId === CONTACT_OBJECT_TYPE_ID ? field.name : `${field.objectTypeId}/${field.name}`;

/** The key as an element id part: ids and CSS selectors are simpler without the slash. */
export const fieldDomKey = (field: FieldIdentity): string => fieldKey(field).replace('/', '-');
