/**
 * Characters a terminal acts on instead of printing: C0 and C1 controls (ESC
 * starts colour, title and cursor sequences) and the bidirectional controls
 * that reorder what follows them. Lead data is typed by strangers, so the
 * leads CLI writes these as visible `\uXXXX` escapes.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const ACTIVE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

const escape = (char: string) => `\\u${(char.codePointAt(0) ?? 0).toString(16).padStart(4, '0')}`;

/** `text` with every active character escaped, except those in `keep` (e.g. a CSV cell's line breaks). */
export function terminalSafe(text: string, keep = ''): string {
  return text.replace(ACTIVE, (char) => (keep.includes(char) ? char : escape(char)));
}
