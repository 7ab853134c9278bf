import type { ContentFieldMeta } from '../content/schema/content-file-spec.ts';

/**
 * One field of the editor's configuration (Sveltia CMS and Decap CMS read the same shape). Only the
 * keys this generator writes; the full shape is the JSON schema Sveltia ships, which the tests
 * validate the result against.
 */
export interface CmsField {
  readonly name: string;
  readonly label: string;
  readonly widget: 'string' | 'text' | 'image' | 'number' | 'boolean' | 'select' | 'object' | 'list';
  readonly hint?: string;
  readonly required?: false;
  /** true: one value per language; duplicate: one value, copied to every language (R-shared). */
  readonly i18n?: true | 'duplicate';
  readonly fields?: readonly CmsField[];
  readonly field?: CmsField;
  readonly min?: number;
  readonly max?: number;
  readonly minlength?: number;
  readonly maxlength?: number;
  readonly options?: readonly string[];
  readonly value_type?: 'int' | 'float';
  readonly choose_url?: false;
}

/** The part of JSON Schema that zod's `toJSONSchema` writes for the shapes content files use. */
export interface SchemaNode extends Partial<ContentFieldMeta> {
  readonly type?: string;
  readonly properties?: Readonly<Record<string, SchemaNode>>;
  readonly required?: readonly string[];
  readonly items?: SchemaNode;
  readonly enum?: readonly unknown[];
  readonly minItems?: number;
  readonly maxItems?: number;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly minimum?: number;
  readonly maximum?: number;
}

export class CmsConfigError extends Error {
  override name = 'CmsConfigError';
}

/** zod writes ±2^53-1 as the bounds of `.int()`: no bound a marketer needs to see. */
const bound = (value: number | undefined) =>
  value !== undefined && Math.abs(value) < Number.MAX_SAFE_INTEGER ? value : undefined;

function defined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

interface Context {
  /** The file and the field's path, for errors a developer can find. */
  readonly where: string;
  /** The file has both languages: every field says how it is translated. */
  readonly bilingual: boolean;
  /** An ancestor is shared: its whole value is copied, nothing below it is translated apart. */
  readonly insideShared: boolean;
}

/** The widget of one schema node, with its own keys (bounds, options, sub-fields). */
function widgetOf(node: SchemaNode, context: Context): Partial<CmsField> {
  if (node.enum) return { widget: 'select', options: node.enum.map(String) };
  switch (node.type) {
    case 'string':
      if (node.image) return { widget: 'image', choose_url: false };
      return {
        widget: node.multiline ? 'text' : 'string',
        minlength: bound(node.minLength),
        maxlength: bound(node.maxLength),
      };
    case 'integer':
    case 'number':
      return {
        widget: 'number',
        value_type: node.type === 'integer' ? 'int' : 'float',
        min: bound(node.minimum),
        max: bound(node.maximum),
      };
    case 'boolean':
      return { widget: 'boolean' };
    case 'object':
      return { widget: 'object', fields: fieldsOf(node, context) };
    case 'array': {
      if (!node.items) throw new CmsConfigError(`${context.where}: a list needs the type of its items`);
      const bounds = { min: bound(node.minItems), max: bound(node.maxItems) };
      if (node.items.type === 'object')
        return { widget: 'list', ...bounds, fields: fieldsOf(node.items, context) };
      return { widget: 'list', ...bounds, field: fieldOf('item', node.items, true, context) };
    }
    default:
      throw new CmsConfigError(
        `${context.where}: no editor widget for this schema (${JSON.stringify(node.type ?? node)}); use a string, number, boolean, enum, object or array`,
      );
  }
}

/** One field; `required` is whether its parent object requires it. */
export function fieldOf(name: string, node: SchemaNode, required: boolean, parent: Context): CmsField {
  const context: Context = {
    where: `${parent.where}.${name}`,
    bilingual: parent.bilingual,
    insideShared: parent.insideShared || node.shared === true,
  };
  if (typeof node.title !== 'string' || node.title.trim() === '') {
    throw new CmsConfigError(`${context.where}: needs .meta({ title }) (the label the editor shows)`);
  }
  const i18n = !parent.bilingual || parent.insideShared ? undefined : node.shared ? 'duplicate' : true;
  return defined({
    name,
    label: node.title,
    hint: node.description,
    ...widgetOf(node, context),
    required: required ? undefined : false,
    i18n,
  } as CmsField);
}

/** The fields of an object node, in the schema's order. */
export function fieldsOf(node: SchemaNode, context: Context): CmsField[] {
  if (node.type !== 'object' || !node.properties) {
    throw new CmsConfigError(`${context.where}: expected an object schema`);
  }
  const required = new Set(node.required ?? []);
  return Object.entries(node.properties).map(([name, child]) =>
    fieldOf(name, child, required.has(name), context),
  );
}

export type { Context as FieldContext };
