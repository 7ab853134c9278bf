import type { z } from 'zod';

/**
 * One content file: what the site's build reads and what the editor at /admin edits. The build's
 * loader and the editor's generated configuration both read the same list of these, so a file
 * the editor can change is always a file the build validates, with the same schema.
 */
export interface ContentFileSpec {
  /** Stable id: the editor's entry name and the key of the file in the checked content. */
  readonly id: string;
  /** Path from the repository root, e.g. `content/pages/sustainability.yaml`. */
  readonly path: string;
  /** What the marketing team calls this file, shown in the editor's list. */
  readonly label: string;
  /** One plain sentence on what the file holds, shown under the label. */
  readonly hint: string;
  /**
   * true: the file's top level is `it:` and `en:`, each validated by `schema` (the editor's
   * `single_file` i18n structure: both languages side by side, one diff per change).
   * false: the file as a whole is validated by `schema` (values with no language).
   */
  readonly bilingual: boolean;
  /** The schema of one language's value (bilingual) or of the whole file. */
  readonly schema: z.ZodType;
  /** false keeps the file out of the editor (built and checked all the same). */
  readonly editable: boolean;
  /**
   * A contract (the terms): the build stops while one of its English fields is older than its
   * Italian (decision 154). Other files' stale translations are reported, not refused.
   */
  readonly contract?: boolean;
  /**
   * Pictures the layout draws at a fixed size, by the key holding them (e.g. `main`): their files
   * must be at least that big. Other pictures keep the site-wide minimum (image-size.ts).
   */
  readonly pictureMinimum?: Readonly<Record<string, { readonly width: number; readonly height: number }>>;
}

/**
 * What a schema's fields carry through zod's `.meta()` for the editor: every field a marketer
 * sees has a title and, where it helps, a hint, both in plain language.
 */
export interface ContentFieldMeta {
  /** The field's label in the editor. */
  readonly title: string;
  /** The help line under the field. */
  readonly description?: string;
  /** Same value in both languages (a link, a colour, a picture's path): edited once. */
  readonly shared?: boolean;
  /** A longer text, edited in a multi-line box. */
  readonly multiline?: boolean;
  /** A picture's path under public/: the editor offers its media library. */
  readonly image?: boolean;
  /** An address a visitor follows (fields.ts link(): https:, mailto:, tel: or a site path). */
  readonly link?: boolean;
  /**
   * A list's field that names an item wherever it stands (the terms' clause numbers): translation
   * freshness follows an item by it when items move (decision 154). Lists without one are followed
   * by place and content.
   */
  readonly itemKey?: string;
}
