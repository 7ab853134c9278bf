import { createHash } from 'node:crypto';
import * as z from 'zod';
import type { ContentFieldMeta } from '../schema/content-file-spec.ts';
import { alignItems, movedItems, type ListItem } from './list-alignment.ts';

/**
 * Translation freshness per field (decision 154). Italian is the source: an English field is
 * stale when its Italian value changed and the English was neither changed since (in the same
 * change or a later one) nor marked reviewed against the Italian it now has. The state is read
 * from the file's revisions in order, so it stays right over any sequence of changes: each
 * change is judged against the one before it, never against hashes that may have aged.
 */

/** One revision of a bilingual content file, as parsed. */
export interface Revision {
  readonly it: unknown;
  readonly en: unknown;
}

export interface FieldState {
  /** Where the field is in each language, `intro.title`, `clauses[number=5].title`. */
  readonly path: string;
  readonly it: unknown;
  readonly en: unknown;
  /** The Italian the English was last written or reviewed for. */
  readonly answers: unknown;
}

export interface Move {
  /** The item's path in the newest revision. */
  readonly path: string;
  /** Places counted from 1. */
  readonly from: number;
  readonly to: number;
}

export interface Freshness {
  /** Every translated field of the newest revision, by path. */
  readonly fields: ReadonlyMap<string, FieldState>;
  readonly stale: readonly FieldState[];
  /** Items the newest change moved (their state moved with them). */
  readonly moves: readonly Move[];
}

/** Reviews recorded by hand: English field path → hash of the Italian it was checked against. */
export type Reviews = Readonly<Record<string, string>>;

/** What the lock file records of an Italian value: short, stable, not the text. */
export function italianHash(value: unknown): string {
  // JSON.stringify(undefined) is undefined, whatever its declared type says.
  const json = JSON.stringify(value) as string | undefined;
  return createHash('sha256')
    .update(json ?? '')
    .digest('hex')
    .slice(0, 16);
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function freshness(schema: z.ZodType, revisions: readonly Revision[], reviews: Reviews = {}): Freshness {
  let fields = new Map<string, FieldState>();
  let moves: Move[] = [];
  let previous: Revision | undefined;
  for (const revision of revisions) {
    const context: Context = { before: fields, fields: new Map(), moves: [] };
    visit(
      schema,
      previous && { it: previous.it, en: previous.en, path: '' },
      { ...revision, path: '' },
      context,
    );
    ({ fields, moves } = context);
    previous = revision;
  }
  const stale = [...fields.values()].filter(
    (field) => !same(field.answers, field.it) && reviews[field.path] !== italianHash(field.it),
  );
  return { fields, stale, moves };
}

interface Context {
  readonly before: ReadonlyMap<string, FieldState>;
  readonly fields: Map<string, FieldState>;
  readonly moves: Move[];
}

interface Node {
  readonly it: unknown;
  readonly en: unknown;
  readonly path: string;
}

interface Def {
  readonly type: string;
  readonly innerType?: z.ZodType;
  readonly in?: z.ZodType;
  readonly shape?: Record<string, z.ZodType>;
  readonly element?: z.ZodType;
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;
const metaOf = (schema: z.ZodType): Partial<ContentFieldMeta> => z.globalRegistry.get(schema) ?? {};
const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const list = (value: unknown): readonly unknown[] => (Array.isArray(value) ? value : []);
const join = (base: string, key: string) => (base === '' ? key : `${base}.${key}`);

function visit(schema: z.ZodType, previous: Node | undefined, next: Node, context: Context, key?: string): void {
  const meta = metaOf(schema);
  // A shared value (a link, a picture's file) is the same in both languages: nothing to translate.
  if (meta.shared === true) return;
  const def = defOf(schema);
  const inner = def.innerType ?? (def.type === 'pipe' ? def.in : undefined);
  if (inner) { visit(inner, previous, next, context, key ?? meta.itemKey); return; }
  if (def.type === 'object' && def.shape) {
    for (const [name, child] of Object.entries(def.shape)) {
      visit(
        child,
        previous && { it: record(previous.it)[name], en: record(previous.en)[name], path: join(previous.path, name) },
        { it: record(next.it)[name], en: record(next.en)[name], path: join(next.path, name) },
        context,
      );
    }
    return;
  }
  if (def.type === 'array' && def.element) { visitList(def.element, previous, next, context, key ?? meta.itemKey); return; }
  visitValue(previous, next, context);
}

function visitList(
  element: z.ZodType,
  previous: Node | undefined,
  next: Node,
  context: Context,
  itemKey: string | undefined,
): void {
  const items = (node: Node | undefined): ListItem[] =>
    node ? list(node.it).map((it, index) => ({ it, en: list(node.en)[index] })) : [];
  const before = items(previous);
  const after = items(next);
  const match = alignItems(before, after, itemKey);
  const place = (node: Node, item: ListItem, index: number) => {
    const value = itemKey === undefined ? undefined : record(item.it)[itemKey];
    const label = typeof value === 'string' || typeof value === 'number' ? `${itemKey}=${String(value)}` : index + 1;
    return `${node.path}[${String(label)}]`;
  };
  const paths = after.map((item, j) => place(next, item, j));
  after.forEach((item, j) => {
    const i = match[j];
    const old = i === undefined || !previous ? undefined : before[i];
    visit(
      element,
      old && previous && i !== undefined ? { ...old, path: place(previous, old, i) } : undefined,
      { ...item, path: paths[j] ?? '' },
      context,
    );
  });
  for (const j of movedItems(match)) {
    const from = match[j];
    if (from !== undefined) context.moves.push({ path: paths[j] ?? '', from: from + 1, to: j + 1 });
  }
}

function visitValue(previous: Node | undefined, next: Node, context: Context): void {
  if (next.it === undefined && next.en === undefined) return;
  const before = previous ? context.before.get(previous.path) : undefined;
  // New: written with its English. English changed since the last revision: written or reviewed
  // for the Italian it now stands beside. Otherwise it still answers what it answered.
  const answers = before === undefined || !same(before.en, next.en) ? next.it : before.answers;
  context.fields.set(next.path, { path: next.path, it: next.it, en: next.en, answers });
}
