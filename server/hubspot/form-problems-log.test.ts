import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { parseFormDefinition } from '../../src/forms/definition.ts';
import { withRequiredFileField } from '../../tests/fixtures/form-rules.ts';
import { embeddedDefinition, IT_FORM_ID } from '../../tests/support/test-app.ts';
import { prepareForm } from './cached-form.ts';
import { cachedCatalog } from './form-catalog.ts';
import { formProblemsReporter } from './form-problems-log.ts';
import { parseV3FormDefinition } from './v3-to-client.ts';
import { v3FormWithCaptcha, v3FormWithConsent } from '../../tests/fixtures/hubspot/v3-forms.ts';

function recordingLog() {
  const lines: { level: string; details: unknown; message: string }[] = [];
  const at =
    (level: string) =>
    (details: unknown, message: string): void => {
      lines.push({ level, details, message });
    };
  const log = { error: at('error'), warn: at('warn'), info: at('info') } as unknown as FastifyBaseLogger;
  return { log, lines };
}

function formWith(fields: Record<string, unknown>[]) {
  const base = embeddedDefinition(IT_FORM_ID);
  const parsed = parseFormDefinition({ ...base, formFieldGroups: [...base.formFieldGroups, { fields }] });
  if (!parsed.ok) throw new Error(parsed.error);
  return prepareForm(IT_FORM_ID, parsed.definition);
}

const file = (name: string, required: boolean) => ({
  name,
  label: name,
  required,
  fieldType: 'file',
  objectTypeId: '0-1',
});

describe('formProblemsReporter: fields the form cannot show', () => {
  it('logs a dropped optional field once as a warning, naming the form and the field', () => {
    const { log, lines } = recordingLog();
    const { report } = formProblemsReporter(log);
    const form = formWith([file('cv', false)]);
    report(form);
    report(form);
    expect(lines).toEqual([
      {
        level: 'warn',
        details: expect.objectContaining({ formId: IT_FORM_ID, field: 'cv', fieldType: 'file' }) as unknown,
        message: expect.stringContaining('left out') as unknown,
      },
    ]);
  });

  it('logs a required one as an error, and again when the definition changes', () => {
    const { log, lines } = recordingLog();
    const { report } = formProblemsReporter(log);
    const parsed = parseFormDefinition(withRequiredFileField(embeddedDefinition(IT_FORM_ID), 'it'));
    if (!parsed.ok) throw new Error(parsed.error);
    report(prepareForm(IT_FORM_ID, parsed.definition));
    report(formWith([file('brief_upload', true), file('other', false)]));
    expect(lines.map((line) => [line.level, (line.details as { field: string }).field])).toEqual([
      ['error', 'brief_upload'],
      ['error', 'brief_upload'],
      ['warn', 'other'],
    ]);
    expect(lines[0]?.message).toContain('hosted form');
  });

  it('says nothing about a form it can show whole', () => {
    const { log, lines } = recordingLog();
    formProblemsReporter(log).report(prepareForm(IT_FORM_ID, embeddedDefinition(IT_FORM_ID)));
    expect(lines).toEqual([]);
  });

  it('reads every definition the HubSpot catalog fetches', async () => {
    const loaded: string[] = [];
    const form = formWith([file('cv', false)]);
    const catalog = cachedCatalog({
      fetch: () => Promise.resolve({ kind: 'found', form }),
      allowedIds: [IT_FORM_ID],
      ttlMs: 1000,
      onLoaded: (item) => loaded.push(item.id),
    });
    await catalog.get(IT_FORM_ID);
    expect(loaded).toEqual([IT_FORM_ID]);
  });
});

describe('formProblemsReporter: what stops leads, told once when a definition loads', () => {
  function v3Form(json: Record<string, unknown>) {
    const parsed = parseV3FormDefinition(json);
    if (!parsed.ok) throw new Error(parsed.error);
    return prepareForm(json['id'] as string, parsed.definition);
  }

  it('logs CAPTCHA once as an error naming the form, however often the form is refreshed', () => {
    const { log, lines } = recordingLog();
    const reporter = formProblemsReporter(log);
    const form = v3Form(v3FormWithCaptcha());
    for (let refresh = 0; refresh < 3; refresh++) reporter.report(v3Form(v3FormWithCaptcha()));
    const errors = lines.filter((line) => line.level === 'error');
    expect(errors).toHaveLength(1);
    expect(errors[0]?.details).toMatchObject({
      formId: form.id,
      form: form.definition.name,
      problem: 'captcha',
    });
    expect(errors[0]?.message).toContain('CAPTCHA');
    expect(errors[0]?.message).toContain(form.id);
    expect(reporter.current()).toEqual([
      {
        formId: form.id,
        form: form.definition.name,
        problems: [expect.objectContaining({ kind: 'captcha' })],
      },
    ]);
  });

  it('logs a legitimate-interest basis HubSpot cannot take, and a condition the form cannot evaluate', () => {
    const { log, lines } = recordingLog();
    const reporter = formProblemsReporter(log);
    const json = v3FormWithConsent('legitimate_interest_other');
    const groups = json['fieldGroups'] as { fields: Record<string, unknown>[] }[];
    const dateParent = groups[1]?.fields.find((field) => field['name'] === 'start_date');
    const timed = (dateParent?.['dependentFields'] as { dependentField: Record<string, unknown> }[])[1];
    if (timed) timed.dependentField['required'] = true;
    reporter.report(v3Form(json));
    expect(lines.map((line) => [line.level, (line.details as { problem?: string }).problem])).toEqual([
      ['error', 'required-field'],
      ['error', 'legal-consent'],
    ]);
    expect(lines[0]?.message).toContain('cannot evaluate (within_time)');
    expect(lines[1]?.message).toContain('lawful basis "LEGITIMATE_INTEREST_OTHER"');
  });

  it('says once that the problems are gone, and forgets them for /readyz', () => {
    const { log, lines } = recordingLog();
    const reporter = formProblemsReporter(log);
    reporter.report(v3Form(v3FormWithCaptcha()));
    const fixed = v3FormWithCaptcha();
    fixed['configuration'] = { ...(fixed['configuration'] as object), recaptchaEnabled: false };
    reporter.report(v3Form(fixed));
    reporter.report(v3Form(fixed));
    // The fixture's optional file and payment fields are warned about with each change.
    expect(lines.map((line) => line.level).filter((level) => level !== 'warn')).toEqual(['error', 'info']);
    expect(reporter.current()).toEqual([]);
  });
});
