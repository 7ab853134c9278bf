/**
 * JSON for a `<script type="application/ld+json">` or `type="application/json"` data block.
 * JSON.stringify leaves `</script>` and `<!--` intact, and the HTML parser ends (or changes the
 * state of) a script element on them whatever its type: a content value holding
 * `</script><script>…` would become a script of its own. `<`, `>` and `&` are written as JSON
 * escapes (the parsed value is unchanged), and so are U+2028 and U+2029, which are line ends to
 * older JavaScript parsers reading the same text.
 */
const ESCAPES: Readonly<Record<string, string>> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

export function jsonInScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (character) => ESCAPES[character] ?? character);
}
