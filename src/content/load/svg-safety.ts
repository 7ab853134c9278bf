import { SaxesParser } from 'saxes';

/**
 * What makes an SVG file more than a picture (decision 133). Shown through <img> an SVG runs
 * nothing, but opened directly (a link to it, a visitor's "open image in new tab") it is a
 * document of our origin: its scripts, event attributes and `foreignObject` HTML would run there,
 * and an outside reference (an `href`, `url(…)`, `@import` or stylesheet naming another file or
 * host) would load what nobody reviewed. Parsed as XML with saxes (the parser jsdom uses for XML),
 * never matched with regular expressions: an entity, a CDATA section or a namespace prefix cannot
 * hide a `<script>` from it. Returns what is wrong, in a marketer's words; empty when nothing is.
 */
const FORBIDDEN_ELEMENTS = new Set(['script', 'foreignobject', 'iframe', 'embed', 'object', 'handler', 'listener']);
/** Attributes whose value names another resource. */
const REFERENCE_ATTRIBUTES = new Set(['href', 'src', 'data', 'action', 'formaction']);
/** A url(…) or @import in CSS that names anything but a fragment of the same file (#gradient). */
const OUTSIDE_CSS = /@import|url\(\s*(?!['"]?#)/i;

export function svgProblems(source: string): string[] {
  const problems = new Set<string>();
  const parser = new SaxesParser({ xmlns: true, position: false });
  let root: string | undefined;
  let inStyle = 0;
  parser.on('doctype', () => problems.add('has a DOCTYPE (entities may reach other files): save it again without one'));
  parser.on('processinginstruction', (instruction) => {
    if (instruction.target.toLowerCase() === 'xml-stylesheet') problems.add('loads a stylesheet from another file');
  });
  parser.on('opentag', (tag) => {
    const name = tag.local.toLowerCase();
    root ??= name;
    if (FORBIDDEN_ELEMENTS.has(name)) problems.add(`holds a <${tag.local}> element, which runs or embeds content`);
    if (name === 'style') inStyle += 1;
    for (const attribute of Object.values(tag.attributes)) {
      const local = attribute.local.toLowerCase();
      const value = attribute.value.trim();
      if (local.startsWith('on')) problems.add(`has the event attribute ${attribute.name}, which runs a script`);
      if (/^\s*(?:javascript|data|vbscript):/i.test(attribute.value.replace(/[\t\n\r]/g, ''))) {
        problems.add(`has ${attribute.name}="${value.slice(0, 40)}", an address that runs or embeds content`);
      } else if (REFERENCE_ATTRIBUTES.has(local) && !value.startsWith('#')) {
        problems.add(`refers to another file or host (${attribute.name}="${value.slice(0, 60)}")`);
      }
      if (local === 'style' && OUTSIDE_CSS.test(value)) problems.add('loads something from another file in a style attribute');
      if (local === 'attributename' && /^(?:xlink:)?href$/i.test(value)) {
        problems.add('animates an address (an <animate> or <set> changing href)');
      }
    }
  });
  parser.on('closetag', (tag) => {
    if (tag.local.toLowerCase() === 'style') inStyle -= 1;
  });
  const styleText = (text: string) => {
    if (inStyle > 0 && OUTSIDE_CSS.test(text)) problems.add('loads something from another file in its <style>');
  };
  parser.on('text', styleText);
  parser.on('cdata', styleText);
  try {
    parser.write(source).close();
  } catch (error) {
    return [`is not a well-formed SVG file (${(error as Error).message.split('\n')[0] ?? ''}): save it again`];
  }
  if (root !== 'svg') problems.add('is not an SVG picture (its first element is not <svg>)');
  return [...problems];
}
