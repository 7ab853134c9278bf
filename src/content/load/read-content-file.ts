import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseDocument } from 'yaml';
import * as z from 'zod';
import { LOCALES, type Locale } from '../../i18n/locales.ts';
import type { ContentFileSpec } from '../schema/content-file-spec.ts';
import { issueLine } from './issue-lines.ts';

/**
 * Reads one content file: YAML parsed with its line numbers, then checked against the file's
 * schema. Problems come back as lines naming the file, the field and what is expected, never as a
 * stack trace: the people who read them edit copy, not code (decision 107).
 */

export type ReadResult =
  | { readonly ok: true; readonly data: unknown }
  | { readonly ok: false; readonly problems: readonly string[] };

export function readContentFile(root: string, spec: ContentFileSpec): ReadResult {
  let source: string;
  try {
    source = readFileSync(resolve(root, spec.path), 'utf8');
  } catch {
    return { ok: false, problems: [`${spec.path}: the file is missing (the site needs it: ${spec.hint})`] };
  }
  return parseContent(spec, source);
}

/** Parses and validates a file's text; `spec.path` only names it in the messages. */
export function parseContent(spec: ContentFileSpec, source: string): ReadResult {
  const document = parseDocument(source, { prettyErrors: true, uniqueKeys: true });
  if (document.errors.length > 0) {
    return {
      ok: false,
      problems: document.errors.map((error) => {
        const line = error.linePos?.[0].line;
        const where = line === undefined ? '' : ` line ${String(line)}:`;
        return `${spec.path}:${where} ${firstSentence(error.message)}`;
      }),
    };
  }
  const raw: unknown = document.toJS();
  const schema = spec.bilingual ? bilingual(spec.schema) : spec.schema;
  const result = schema.safeParse(raw, { reportInput: true });
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, problems: result.error.issues.map((issue) => `${spec.path}: ${issueLine(issue)}`) };
}

/** Both languages side by side, each with the one schema. */
function bilingual(schema: z.ZodType) {
  return z.strictObject(
    Object.fromEntries(LOCALES.map((locale) => [locale, schema])) as Record<Locale, z.ZodType>,
  );
}

/** The yaml library's message without its code excerpt (the line number says where). */
function firstSentence(message: string): string {
  return message.split('\n')[0]?.replace(/ at line \d+, column \d+:?$/, '') ?? message;
}
