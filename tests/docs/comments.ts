import ts from 'typescript';

/**
 * The comments of a source file, as text: what a docs check reads in code (code itself is checked
 * by the compiler and the tests). TypeScript's own parser finds them in .ts, .tsx and .mjs, so a
 * `//` inside a string or a URL is not taken for one; .astro files are split into their
 * frontmatter and scripts (TypeScript), styles (CSS) and template (HTML and JSX comments).
 */
export function commentsOf(file: string, text: string): string[] {
  if (file.endsWith('.css')) return cssComments(text);
  if (file.endsWith('.astro')) return astroComments(text);
  return scriptComments(file, text);
}

function cssComments(text: string): string[] {
  return [...text.matchAll(/\/\*[\s\S]*?\*\//g)].map((match) => match[0]);
}

function scriptComments(file: string, text: string): string[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const found = new Map<number, string>();
  const collect = (ranges: readonly ts.CommentRange[] | undefined): void => {
    for (const range of ranges ?? []) found.set(range.pos, text.slice(range.pos, range.end));
  };
  const visit = (node: ts.Node): void => {
    collect(ts.getLeadingCommentRanges(text, node.pos));
    collect(ts.getTrailingCommentRanges(text, node.end));
    // getChildren() includes tokens, so a comment before a closing brace (JSX `{/* … */}`) counts.
    for (const child of node.getChildren(source)) visit(child);
  };
  visit(source);
  return [...found.entries()].sort(([a], [b]) => a - b).map(([, comment]) => comment);
}

function astroComments(text: string): string[] {
  const frontmatter = /^---\n([\s\S]*?)\n---\n/.exec(text);
  const template = frontmatter ? text.slice(frontmatter[0].length) : text;
  const scripts = [...template.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');
  const styles = [...template.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1] ?? '');
  const markup = template.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/g, '');
  return [
    ...scriptComments('frontmatter.ts', frontmatter?.[1] ?? ''),
    ...scripts.flatMap((script) => scriptComments('script.ts', script)),
    ...styles.flatMap(cssComments),
    ...[...markup.matchAll(/<!--[\s\S]*?-->|\{\/\*[\s\S]*?\*\/\}/g)].map((match) => match[0]),
  ];
}
