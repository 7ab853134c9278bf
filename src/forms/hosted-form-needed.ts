import type { FormDefinition } from './definition.ts';
import { consentModeOf } from './legal-consent.ts';
import { blockingFields } from './unsupported-fields.ts';

/**
 * Whether no submission of ours could succeed lawfully, so the modal offers the provider's hosted
 * form instead of ours: a required field the form cannot show (docs/requirements.md R10.4), or a
 * consent mode this site cannot send (decision 099).
 */
export function needsHostedForm(definition: FormDefinition): boolean {
  return blockingFields(definition).length > 0 || consentModeOf(definition).mode === 'unsendable';
}
