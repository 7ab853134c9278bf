import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'parse5';
import { INLINE_SCRIPTS_FILE } from '../../server/security/inline-hashes.ts';
import { hashSource, siteInlineScripts } from './site-inline-scripts.ts';

/**
 * The build's last word on what a page may run (decision 133): every executable inline script of
 * every built page must be one our code writes (site-inline-scripts.ts), and no element may carry
 * an event attribute (`onerror=`, `onload=`…) or a `javascript:` address. A content value that
 * slipped past its escaping stops the build here, naming the page, instead of being hashed into
 * the CSP. The allowed hashes are written to INLINE_SCRIPTS_FILE for the server.
 */

/** Script types a browser does not run (data blocks): JSON-LD and JSON. */
const DATA_TYPES = new Set(['application/ld+json', 'application/json']);
/** Attributes holding an address a click or a load follows. */
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'poster']);

interface Node {
  readonly nodeName: string;
  readonly attrs?: readonly { readonly name: string; readonly value: string }[];
  readonly childNodes?: readonly Node[];
  readonly content?: Node;
  readonly value?: string;
}

function* elements(node: Node): Generator<Node> {
  if (node.attrs) yield node;
  for (const child of node.childNodes ?? []) yield* elements(child);
  if (node.content) yield* elements(node.content);
}

const attribute = (node: Node, name: string) => node.attrs?.find((item) => item.name === name)?.value;

/** Problems of one page's HTML, each a line; `allowed` holds the hash sources of the listed scripts. */
export function pageScriptProblems(html: string, allowed: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  for (const element of elements(parse(html))) {
    for (const { name, value } of element.attrs ?? []) {
      if (/^on/i.test(name)) problems.push(`<${element.nodeName}> carries the event attribute ${name}`);
      // The URL parser drops tabs and newlines and leading spaces: "java\tscript:" is javascript:.
      if (URL_ATTRIBUTES.has(name) && /^javascript:/i.test(value.replace(/[\t\n\r]/g, '').trimStart())) {
        problems.push(`<${element.nodeName}> ${name} is a javascript: address`);
      }
    }
    if (element.nodeName !== 'script' || attribute(element, 'src') !== undefined) continue;
    const type = (attribute(element, 'type') ?? '').trim().toLowerCase();
    if (DATA_TYPES.has(type)) continue;
    const text = (element.childNodes ?? []).map((child) => child.value ?? '').join('');
    if (!allowed.has(hashSource(text))) {
      problems.push(`an inline script our code does not write: ${JSON.stringify(text.slice(0, 80))}`);
    }
  }
  return problems;
}

/**
 * Checks every HTML file of `dist` against the listed scripts and writes their hashes beside the
 * pages; returns the problems, each naming its file (none: the build may finish).
 */
export async function checkPageScripts(dist: string): Promise<{ pages: number; problems: string[] }> {
  const scripts = await siteInlineScripts();
  const allowed = new Set(scripts.map((script) => hashSource(script.text)));
  const pages = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.html'),
  );
  const problems = pages.flatMap((file) =>
    pageScriptProblems(readFileSync(join(dist, file), 'utf8'), allowed).map((line) => `${file}: ${line}`),
  );
  const listed = scripts.map((script) => ({ name: script.name, hash: hashSource(script.text) }));
  writeFileSync(join(dist, INLINE_SCRIPTS_FILE), `${JSON.stringify({ scripts: listed }, null, 2)}\n`);
  return { pages: pages.length, problems };
}
