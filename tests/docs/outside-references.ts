/**
 * References to documents that are not in the repository: the issue tracker (the word issue or
 * issues, any case, then a number, with or without `#`) and the product spec (the word spec, then
 * `§`), and the two documents the project was specified in (the product spec and the design notes,
by their file names). A reader of the repository cannot open them; a requirement number (docs/requirements.md
 * R12.3) or a decision number says the same thing and stays findable. Another project's issue is
 * cited as `owner/name#N`.
 */
const OUTSIDE_REFERENCE = /\bissues?\s+#?\d+|\bspec\s*§|\b(?:spec|design)\.md\b/gi;

/** Each outside reference in a text as `line: reference` (the line number counted from 1). */
export function outsideReferences(text: string): string[] {
  const found: string[] = [];
  text.split('\n').forEach((line, index) => {
    for (const match of line.matchAll(OUTSIDE_REFERENCE)) found.push(`${index + 1}: ${match[0]}`);
  });
  return found;
}
