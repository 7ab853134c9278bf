import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { isFormId } from '../../src/config/form-id.ts';
import { parseFormDefinition } from '../../src/forms/definition.ts';
import { prepareForm, type CachedForm } from './cached-form.ts';

/** The repository's form definitions (HubSpot v2 shape): the embedded default without HubSpot. */
export const EMBEDDED_FORMS_DIR = fileURLToPath(new URL('./embedded-forms/', import.meta.url));

/** Loads and validates every `<guid>.json`; a broken file stops the start. */
export async function loadEmbeddedForms(dir = EMBEDDED_FORMS_DIR): Promise<Map<string, CachedForm>> {
  const forms = new Map<string, CachedForm>();
  for (const file of (await readdir(dir)).sort()) {
    const id = file.replace(/\.json$/, '').toLowerCase();
    if (!file.endsWith('.json') || !isFormId(id)) continue;
    const parsed = parseFormDefinition(JSON.parse(await readFile(`${dir}/${file}`, 'utf8')));
    if (!parsed.ok) throw new Error(`embedded form ${file} is invalid: ${parsed.error}`);
    forms.set(id, prepareForm(id, parsed.definition));
  }
  return forms;
}
