import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { embeddedDefinitions, type FakeHubspot } from '../../tests/fake-hubspot/fake-hubspot.ts';
import {
  EXPLICIT_OPTIONS,
  IMPLICIT_OPTIONS,
  LEGITIMATE_INTEREST_OPTIONS,
  OTHER_BASIS_OPTIONS,
  withConsentOptions,
} from '../../tests/fixtures/consent-modes.ts';
import {
  createTestApp,
  FAKE_PORTAL_ID,
  hubspotEnv,
  IT_FORM_ID,
  send,
  startTestHubspot,
  validSubmission,
  xsrfPair,
} from '../../tests/support/test-app.ts';
import { parseFormDefinition } from '../../src/forms/definition.ts';
import type { LegalConsentBlock, Submission, SubmissionForm } from '../../src/forms/contract.ts';
import { CONSENT_TEXT } from '../../src/forms/contract.ts';
import { PROCESSING_CONSENT_KEY } from '../../src/forms/legal-consent.ts';
import { buildSubmission } from '../../src/forms/submission.ts';
import type { WireValues } from '../../src/forms/values-schema.ts';
import { openSqliteStore } from '../outbox/sqlite-store.ts';

/**
 * Decision 099 through the whole server: the Italian contact form, served by the fake HubSpot
 * with each consent mode, takes the consent block of its mode, stores the consent record with the
 * mode, and HubSpot (the fake, checking as HubSpot documents) accepts what is delivered.
 */
type Options = object | undefined;

function formsWith(options: Options) {
  const forms = embeddedDefinitions(FAKE_PORTAL_ID);
  const italian = forms.get(IT_FORM_ID) as Parameters<typeof withConsentOptions>[0] & Record<string, unknown>;
  forms.set(IT_FORM_ID, withConsentOptions(italian, options));
  return forms;
}

/** The request with this consent block in place of its own, or with none. */
function withBlock(body: Submission, block: LegalConsentBlock | undefined): Submission {
  const form: SubmissionForm = { ...body.form };
  delete form.legalConsentOptions;
  return { ...body, form: block ? { ...form, legalConsentOptions: block } : form };
}

/** The contact request our form builds for that definition, with these consent answers. */
function submissionFor(options: Options, consents: WireValues['consents']) {
  const parsed = parseFormDefinition(formsWith(options).get(IT_FORM_ID));
  if (!parsed.ok) throw new Error(parsed.error);
  const body = validSubmission();
  const { legalConsentOptions } = buildSubmission(
    IT_FORM_ID,
    parsed.definition,
    { fields: {}, consents },
    { pageUri: body.form.context.pageUri, pageName: body.form.context.pageName },
    body.form.submittedAt,
  ).form;
  return withBlock(body, legalConsentOptions);
}

const CONSENT_BLOCK: LegalConsentBlock = {
  consent: { consentToProcess: true, text: CONSENT_TEXT, communications: [] },
};
const INTEREST_BLOCK: LegalConsentBlock = {
  legitimateInterest: { value: true, subscriptionTypeId: 501, legalBasis: 'LEAD', text: 'Notice.' },
};

describe('POST /open/hubspot/send, per consent mode', () => {
  let fake: FakeHubspot | undefined;
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    await fake?.close();
  });

  async function start(options: Options) {
    fake = await startTestHubspot(formsWith(options));
    const started = await createTestApp({ env: hubspotEnv(fake.url) });
    app = started.app;
    return { app: started.app, fake, dataDir: started.dataDir, pair: await xsrfPair(started.app) };
  }

  it.each([
    [
      'implicit_consent_to_process',
      IMPLICIT_OPTIONS,
      { '501': true },
      {
        consent: {
          consentToProcess: true,
          text: CONSENT_TEXT,
          communications: [{ value: true, subscriptionTypeId: 501, text: 'Send me product news.' }],
        },
      },
    ],
    [
      'explicit_consent_to_process',
      EXPLICIT_OPTIONS,
      { [PROCESSING_CONSENT_KEY]: true, '501': false },
      {
        consent: {
          consentToProcess: true,
          text: EXPLICIT_OPTIONS.processingConsentCheckboxLabel,
          communications: [{ value: false, subscriptionTypeId: 501, text: 'Send me product news.' }],
        },
      },
    ],
    [
      'legitimate_interest',
      LEGITIMATE_INTEREST_OPTIONS,
      {},
      {
        legitimateInterest: {
          value: true,
          subscriptionTypeId: 501,
          legalBasis: 'LEAD',
          text: LEGITIMATE_INTEREST_OPTIONS.privacyPolicyText,
        },
      },
    ],
    ['none', undefined, {}, undefined],
  ])(
    '%s: accepted, recorded with its mode, delivered as HubSpot takes it',
    async (mode, options, consents, sent) => {
      const started = await start(options);
      const response = await send(started.app, started.pair, submissionFor(options, consents));
      expect(response.statusCode).toBe(200);
      await vi.waitFor(() => {
        expect(started.fake.submissions).toHaveLength(1);
      });
      expect(started.fake.submissions[0]?.body['legalConsentOptions']).toEqual(sent);
      const store = openSqliteStore(started.dataDir);
      try {
        await vi.waitFor(async () => {
          const [lead] = await store.list({ limit: 10 });
          expect(lead).toMatchObject({ state: 'delivered', consent: { consentMode: mode } });
        });
      } finally {
        store.close();
      }
    },
  );

  it('explicit, the processing box left unticked: 400 on the box, nothing stored or sent', async () => {
    const started = await start(EXPLICIT_OPTIONS);
    const body = submissionFor(EXPLICIT_OPTIONS, { [PROCESSING_CONSENT_KEY]: false, '501': true });
    const response = await send(started.app, started.pair, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'VALIDATION_FAILED',
      fields: { [`consents.${PROCESSING_CONSENT_KEY}`]: 'required' },
    });
    const ready = await started.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.json()).toMatchObject({ outbox: { pending: 0, delivered: 0 } });
  });

  const unticked: LegalConsentBlock = { consent: { ...CONSENT_BLOCK.consent, consentToProcess: false } };
  it.each([
    ['an implicit form', IMPLICIT_OPTIONS, INTEREST_BLOCK],
    ['an implicit form', IMPLICIT_OPTIONS, undefined],
    ['an implicit form', IMPLICIT_OPTIONS, unticked],
    ['an explicit form', EXPLICIT_OPTIONS, INTEREST_BLOCK],
    ['an explicit form', EXPLICIT_OPTIONS, undefined],
    ['a legitimate-interest form', LEGITIMATE_INTEREST_OPTIONS, CONSENT_BLOCK],
    ['a legitimate-interest form', LEGITIMATE_INTEREST_OPTIONS, undefined],
    ['a form without consent options', undefined, CONSENT_BLOCK],
    ['a form without consent options', undefined, INTEREST_BLOCK],
    ['a legitimate interest the site cannot send', OTHER_BASIS_OPTIONS, INTEREST_BLOCK],
    ['a legitimate interest the site cannot send', OTHER_BASIS_OPTIONS, undefined],
  ])('400 CONSENT_MODE_MISMATCH: %s claimed as %j', async (_form, options, block) => {
    const started = await start(options);
    const response = await send(started.app, started.pair, withBlock(submissionFor(options, {}), block));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'CONSENT_MODE_MISMATCH' });
    const ready = await started.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.json()).toMatchObject({ outbox: { pending: 0, delivered: 0 } });
  });
});
