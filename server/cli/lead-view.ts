import type { Lead } from '../outbox/lead.ts';

/** How the CLI shows a lead: its fields by name, times as ISO dates. */
export function fieldsOf(lead: Lead): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const field of lead.form?.fields ?? []) fields[field.name] = field.value;
  return fields;
}

export function isoTime(ms: number | null): string {
  return ms === null ? '' : new Date(ms).toISOString().replace('.000Z', 'Z');
}

export function errorSummary(lead: Lead): string {
  const error = lead.lastError;
  if (!error) return '';
  const details = (error.errors ?? []).map((item) => item.errorType ?? item.message).join(', ');
  return [error.status === undefined ? '' : String(error.status), error.message, details]
    .filter(Boolean)
    .join(' ');
}

export function personOf(lead: Lead): string {
  const fields = fieldsOf(lead);
  if (lead.form === null) return '(purged)';
  return [fields['firstname'], fields['lastname']].filter(Boolean).join(' ');
}
