/**
 * `text` without its trailing slashes. A loop, not `/\/+$/`: that pattern rescans every run of
 * slashes from each of its positions, quadratic on a long run (decision 088).
 */
export function trimTrailingSlashes(text: string): string {
  let end = text.length;
  while (end > 0 && text.charCodeAt(end - 1) === 0x2f) end -= 1;
  return text.slice(0, end);
}
