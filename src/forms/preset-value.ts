import type { FormField } from './definition.ts';
import { MULTI_VALUE_SEPARATOR } from './field-rules.ts';

/**
 * HubSpot's preset value of a field: selected options, else the default. The
 * form starts from it, and hidden fields send it unchanged (the server puts it
 * back if a client sends anything else).
 */
export function presetValue(field: FormField): string {
  const selected = (field.selectedOptions ?? []).filter((value) => value !== '');
  if (field.fieldType === 'booleancheckbox') {
    return field.defaultValue === 'true' || selected.includes('true') ? 'true' : 'false';
  }
  if (selected.length > 0 && ['select', 'radio', 'checkbox'].includes(field.fieldType)) {
    return field.fieldType === 'checkbox' ? selected.join(MULTI_VALUE_SEPARATOR) : (selected[0] ?? '');
  }
  return field.defaultValue ?? '';
}
