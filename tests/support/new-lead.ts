import { randomUUID } from 'node:crypto';
import { buildConsentRecord } from '../../server/leads/consent-record.ts';
import type { NewLead } from '../../server/outbox/lead.ts';
import { embeddedDefinition, IT_FORM_ID, validSubmission } from './test-app.ts';

/** A lead as the send route would write it. */
export function newLead(overrides: Partial<NewLead> & { email?: string } = {}): NewLead {
  const { email, ...rest } = overrides;
  const { form } = validSubmission(email);
  return {
    id: randomUUID(),
    formId: IT_FORM_ID,
    form,
    clientIp: '203.0.113.1',
    consent: buildConsentRecord({
      formId: IT_FORM_ID,
      definition: embeddedDefinition(IT_FORM_ID),
      form,
      language: 'it',
      policyVersion: 'test',
      now: 1_790_000_000_000,
      subjectKey: 'test-consent-key',
    }),
    state: 'pending',
    createdAt: 1_790_000_000_000,
    bodyHash: randomUUID(),
    ...rest,
  };
}
