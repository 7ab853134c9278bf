import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseFormDefinition } from '../../src/forms/definition.ts';
import { prepareForm, type CachedForm, type ServerSecrets } from './cached-form.ts';

/**
 * The last good definition of each form: after a restart during a HubSpot outage the form is
 * still served (stale) and leads can still be validated and accepted. On disk in DATA_DIR/forms/
 * for one instance; in PostgreSQL with several (postgres-snapshots.ts), so a new instance on an
 * empty disk has them too.
 */
export interface FormSnapshots {
  load(id: string): Promise<CachedForm | undefined>;
  save(form: CachedForm): Promise<void>;
}

/** A saved definition back to a servable form; undefined when it no longer parses. */
export function restoreSnapshot(id: string, saved: string, secrets: ServerSecrets): CachedForm | undefined {
  const parsed = parseFormDefinition(JSON.parse(saved));
  return parsed.ok ? prepareForm(id, parsed.definition, secrets) : undefined;
}

export function fileSnapshots(dataDir: string, secrets: ServerSecrets): FormSnapshots {
  const dir = join(dataDir, 'forms');
  const file = (id: string) => join(dir, `${id}.json`);
  return {
    async load(id) {
      try {
        return restoreSnapshot(id, await readFile(file(id), 'utf8'), secrets);
      } catch {
        return undefined;
      }
    },
    async save(form) {
      await mkdir(dir, { recursive: true });
      const temporary = `${file(form.id)}.${String(process.pid)}.tmp`;
      await writeFile(temporary, JSON.stringify(form.definition));
      await rename(temporary, file(form.id));
    },
  };
}
