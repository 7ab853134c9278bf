import * as z from 'zod';
import type { ContentFieldMeta } from '../schema/content-file-spec.ts';
import { fieldPath } from './issue-lines.ts';

/**
 * Language parity beyond what each language's schema already holds (same fields, same list
 * lengths): a value marked `shared` (a link, a picture's file, a layout choice) must be the same in
 * both languages, and a text's `{placeholders}` must be the same set, or one language would show a
 * raw `{count}` or lose a value.
 */

const PLACEHOLDER = /\{(\w+)\}/g;

function placeholders(text: string): string {
  return [...text.matchAll(PLACEHOLDER)]
    .map((match) => match[1] ?? '')
    .sort()
    .join(', ');
}

function metaOf(schema: z.ZodType): Partial<ContentFieldMeta> {
  return z.globalRegistry.get(schema) ?? {};
}

/** One line per difference, `en.intro.image.src must be the same as it (…)`. */
export function parityProblems(
  schema: z.ZodType,
  languages: Readonly<Record<string, unknown>>,
  path: readonly PropertyKey[] = [],
): string[] {
  const [first, ...others] = Object.entries(languages);
  if (!first) return [];
  return others.flatMap(([name, value]) => compare(schema, first, [name, value], path));
}

function compare(
  schema: z.ZodType,
  [baseName, base]: [string, unknown],
  [name, value]: [string, unknown],
  path: readonly PropertyKey[],
): string[] {
  const where = fieldPath([name, ...path]);
  if (metaOf(schema).shared === true) {
    return JSON.stringify(base) === JSON.stringify(value)
      ? []
      : [
          `${where} must be the same as in ${baseName} (${JSON.stringify(base)}): it is shared by both languages`,
        ];
  }
  const def = (schema as z.ZodType & { _zod: { def: Record<string, unknown> } })._zod.def;
  if (def['type'] === 'optional') {
    // A value one language has and the other leaves out (a paragraph's items) is a difference too.
    if ((base === undefined) !== (value === undefined)) {
      return [`${where} must be ${base === undefined ? 'left out' : 'given'}, as in ${baseName}`];
    }
    return compare(def['innerType'] as z.ZodType, [baseName, base], [name, value], path);
  }
  if (def['type'] === 'object' && isRecord(base) && isRecord(value)) {
    const shape = def['shape'] as Record<string, z.ZodType>;
    return Object.entries(shape).flatMap(([key, child]) =>
      compare(child, [baseName, base[key]], [name, value[key]], [...path, key]),
    );
  }
  if (def['type'] === 'array' && Array.isArray(base) && Array.isArray(value)) {
    // Lists of free length (the terms' clauses) must match too: item n answers item n.
    if (base.length !== value.length) {
      return [
        `${where} must have as many items as in ${baseName} (${String(base.length)}), not ${String(value.length)}`,
      ];
    }
    const element = def['element'] as z.ZodType;
    return base.flatMap((item, index) =>
      compare(element, [baseName, item], [name, value[index]], [...path, index]),
    );
  }
  if (typeof base === 'string' && typeof value === 'string' && placeholders(base) !== placeholders(value)) {
    return [
      `${where} must use the same {placeholders} as in ${baseName} (${placeholders(base) || 'none'}), not ${placeholders(value) || 'none'}`,
    ];
  }
  return [];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
