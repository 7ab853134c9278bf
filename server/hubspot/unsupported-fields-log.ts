import type { FastifyBaseLogger } from 'fastify';
import { unsupportedFields } from '../../src/forms/unsupported-fields.ts';
import type { CachedForm } from './cached-form.ts';

/**
 * Logs, once per version of a definition, the fields the contact form leaves out
 * because it cannot show their type (a file upload, for example). A required one
 * is an error: the modal sends visitors to the hosted form until the form is
 * changed in HubSpot (docs/requirements.md R10.4).
 */
export function unsupportedFieldsReporter(log: FastifyBaseLogger): (form: CachedForm) => void {
  const reported = new Map<string, string>();
  return (form) => {
    if (reported.get(form.id) === form.json) return;
    reported.set(form.id, form.json);
    for (const field of unsupportedFields(form.definition)) {
      const details = {
        formId: form.id,
        form: form.definition.name,
        field: field.name,
        fieldType: field.fieldType,
      };
      if (field.required) {
        log.error(
          details,
          'the form requires a field of a type the contact form cannot show: visitors are sent to the hosted form',
        );
      } else {
        log.warn(details, 'a form field of a type the contact form cannot show is left out');
      }
    }
  };
}
