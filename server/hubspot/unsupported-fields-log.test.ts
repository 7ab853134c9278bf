import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { parseFormDefinition } from '../../src/forms/definition.ts';
import { withRequiredFileField } from '../../tests/fixtures/form-rules.ts';
import { embeddedDefinition, IT_FORM_ID } from '../../tests/support/test-app.ts';
import { prepareForm } from './cached-form.ts';
import { cachedCatalog } from './form-catalog.ts';
import { unsupportedFieldsReporter } from './unsupported-fields-log.ts';

function recordingLog() {
  const lines: { level: string; details: unknown; message: string }[] = [];
  const at =
    (level: string) =>
    (details: unknown, message: string): void => {
      lines.push({ level, details, message });
    };
  const log = { error: at('error'), warn: at('warn') } as unknown as FastifyBaseLogger;
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

describe('unsupportedFieldsReporter', () => {
  it('logs a dropped optional field once as a warning, naming the form and the field', () => {
    const { log, lines } = recordingLog();
    const report = unsupportedFieldsReporter(log);
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
    const report = unsupportedFieldsReporter(log);
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
    unsupportedFieldsReporter(log)(prepareForm(IT_FORM_ID, embeddedDefinition(IT_FORM_ID)));
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
