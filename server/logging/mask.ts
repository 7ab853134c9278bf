/**
 * Masks personal data in log text: e-mail addresses and phone numbers. Logs
 * are kept longer and seen by more people than the lead store, so nothing a
 * visitor typed as contact data may appear in them in clear.
 */

/**
 * Bounded on every side (a local part is at most 64 characters, a domain at most 253, a top-level
 * label at most 63, RFC 5321): unbounded runs made the scan quadratic, and a 16 KB URL holding an
 * '@' blocked the event loop for ~120 ms, 64 KB for ~1.8 s (decision 088).
 */
const EMAIL = /[^\s@"'<>(),;:]{1,64}@[^\s@"'<>(),;:]{1,253}\.[a-z]{2,63}/gi;

/**
 * 7 to 15 digits, optionally with a leading + and up to two spaces, dashes,
 * slashes or brackets between digits; not part of a longer word, number, IP
 * address or UUID (the look-arounds), so ids and timestamps in log lines survive.
 */
const PHONE = /(?<![\w.\-/+])\+?\(?\d(?:[\s\-/()]{0,2}\d){6,14}(?![\w.\-/])/g;

/** "mario.rossi@azienda.it" → "m***@***.it". */
function maskEmail(address: string): string {
  return `${address.slice(0, 1)}***@***${address.slice(address.lastIndexOf('.'))}`;
}

function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `${phone.startsWith('+') ? '+' : ''}${'*'.repeat(Math.max(digits.length - 2, 0))}${digits.slice(-2)}`;
}

/** Every e-mail address in the text masked, whatever its length (maskText cuts first). */
export function maskEmails(text: string): string {
  return text.replace(EMAIL, maskEmail);
}

/** Whether the text holds at least 7 digits (cheaper than running PHONE on every log string). */
function hasSevenDigits(text: string): boolean {
  let digits = 0;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code >= 48 && code <= 57 && ++digits >= 7) return true;
  }
  return false;
}

/**
 * The longest string a log line carries whole. Longer strings (a URL stuffed to the header limit,
 * a quoted request body) are cut, and say so: a log line is read by a person, and the masking's
 * cost stays bounded whatever a client sends (decision 088).
 */
export const MASKED_TEXT_MAX = 4096;

/** Characters that end a token an address could be part of: the cut never splits one open. */
function isSeparator(code: number): boolean {
  // space, tab, newline, " & ' ( ) , / ; < = > ? and the like
  return code <= 32 || '"&\'(),/;<=>?[]{}|'.includes(String.fromCharCode(code));
}

/**
 * The first MASKED_TEXT_MAX characters, without the partial token at the cut (half an e-mail
 * address would escape the pattern and show in clear), and how many characters were dropped.
 */
function cut(text: string): string {
  let end = MASKED_TEXT_MAX;
  while (end > 0 && !isSeparator(text.charCodeAt(end - 1))) end--;
  return `${text.slice(0, end)}…[${String(text.length - end)} characters cut]`;
}

/** Runs of percent-escapes: %40 is an '@', %2B a '+', %2540 an encoded '%40'. */
const ESCAPES = /(?:%[0-9a-f]{2})+/gi;

/**
 * The text with its percent-escapes decoded, twice at most (a doubly encoded address is still an
 * address). A URL in a log line carries what a
 * visitor typed encoded: the patterns must see it decoded (decision 145).
 */
function percentDecoded(text: string): string {
  let decoded = text;
  for (let pass = 0; pass < 2 && decoded.includes('%'); pass++) {
    decoded = decoded.replace(ESCAPES, (run) => {
      try {
        return decodeURIComponent(run);
      } catch {
        // Not UTF-8 as a whole (a stray %FF): its ASCII escapes, '@' and '+' among them, still decode.
        return run.replace(/%([0-7][0-9a-f])/gi, (_escape, hex: string) =>
          String.fromCharCode(parseInt(hex, 16)),
        );
      }
    });
  }
  return decoded;
}

export function maskText(text: string): string {
  if (text.length < 7) return text;
  let masked = text.length > MASKED_TEXT_MAX ? cut(text) : text;
  if (masked.includes('%')) masked = percentDecoded(masked);
  if (masked.includes('@')) masked = maskEmails(masked);
  if (hasSevenDigits(masked)) masked = masked.replace(PHONE, maskPhone);
  return masked;
}

const MAX_DEPTH = 8;

/**
 * A copy of a log value with every string masked. Plain objects and arrays are
 * walked; other objects (errors are serialised before this runs) are kept.
 */
export function maskDeep(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return maskText(value);
  if (depth >= MAX_DEPTH || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => maskDeep(item, depth + 1));
  const prototype: unknown = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) copy[key] = maskDeep(item, depth + 1);
  return copy;
}
