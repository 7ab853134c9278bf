import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { FakeHubspot } from '../../tests/fake-hubspot/fake-hubspot.ts';
import {
  BLOCKED_DOMAIN,
  DEPENDENT_FIELD,
  DEPENDENT_PARENT,
  DEPENDENT_TRIGGER,
  withFormRules,
} from '../../tests/fixtures/form-rules.ts';
import {
  createTestApp,
  EN_FORM_ID,
  embeddedDefinition,
  hubspotEnv,
  IT_FORM_ID,
  send,
  startTestHubspot,
  validSubmission,
  xsrfPair,
} from '../../tests/support/test-app.ts';
import type { Submission } from '../../src/forms/contract.ts';
import { openSqliteStore } from '../outbox/sqlite-store.ts';

/**
 * The server follows the same definition features as the form (R10.4, decision 093): a hidden dependent
 * field's value is not stored, a shown one is required and stored, blocked addresses are refused.
 */
describe.each([
  ['it', IT_FORM_ID],
  ['en', EN_FORM_ID],
] as const)(
  'POST /open/hubspot/send with a definition using dependent fields and e-mail rules (%s)',
  (locale, formId) => {
    let fake: FakeHubspot;
    let app: FastifyInstance;
    let dataDir: string;
    afterEach(async () => {
      await app.close();
      await fake.close();
    });

    async function start() {
      const forms = new Map([
        [formId, { ...withFormRules(embeddedDefinition(formId), locale), portalId: 1 }],
      ]);
      fake = await startTestHubspot(forms);
      ({ app, dataDir } = await createTestApp({
        env: hubspotEnv(fake.url),
        leads: { formIds: [formId, IT_FORM_ID] },
      }));
    }

    const storedFields = async () => {
      const store = openSqliteStore(dataDir);
      try {
        const [lead] = await store.list({ limit: 10 });
        return lead?.form?.fields ?? [];
      } finally {
        store.close();
      }
    };

    const withFields = (submission: Submission, changes: Record<string, string>): Submission => {
      const fields = submission.form.fields
        .filter((field) => !(field.name in changes))
        .concat(Object.entries(changes).map(([name, value]) => ({ objectTypeId: '0-1', name, value })));
      return { ...submission, form: { ...submission.form, fields } };
    };

    it("does not store a hidden dependent field's value", async () => {
      await start();
      const body = withFields(validSubmission('anna@azienda.example', formId), { [DEPENDENT_FIELD]: '77' });
      const response = await send(app, await xsrfPair(app), body);
      expect(response.statusCode).toBe(200);
      const names = (await storedFields()).map((field) => field.name);
      expect(names).toContain(DEPENDENT_PARENT);
      expect(names).not.toContain(DEPENDENT_FIELD);
    });

    it('requires a shown dependent field, and stores it', async () => {
      await start();
      const pair = await xsrfPair(app);
      const shown = withFields(validSubmission('anna@azienda.example', formId), {
        [DEPENDENT_PARENT]: DEPENDENT_TRIGGER,
      });
      const missing = await send(app, pair, shown);
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toMatchObject({
        error: 'VALIDATION_FAILED',
        fields: { [DEPENDENT_FIELD]: 'required' },
      });
      const filled = await send(app, pair, withFields(shown, { [DEPENDENT_FIELD]: '1200' }));
      expect(filled.statusCode).toBe(200);
      expect(await storedFields()).toContainEqual({
        objectTypeId: '0-1',
        name: DEPENDENT_FIELD,
        value: '1200',
      });
    });

    it.each([
      ['anna@gmail.com', 'email-free'],
      [`anna@${BLOCKED_DOMAIN}`, 'email-blocked'],
    ])('refuses %s with VALIDATION_FAILED and the field code', async (email, code) => {
      await start();
      const response = await send(app, await xsrfPair(app), validSubmission(email, formId));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'VALIDATION_FAILED', fields: { email: code } });
      expect(await storedFields()).toEqual([]);
    });
  },
);
