/**
 * The sample-value convention of site-settings.json (decision 094): a launch value still holding
 * sample data is written `{ "sample": <value> }`; a real value is written plainly. The check is
 * exact: a field is sample data when, and only when, it is wrapped. Forgetting to unwrap a
 * replaced value keeps it listed (the safe mistake); no pattern on the value itself is guessed.
 */

/** Keys of the settings file that are notes for the reader, not settings. */
const isNoteKey = (key: string): boolean => key.startsWith('$');

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `{ "sample": x }` and nothing else: no real setting is an object with that one key. */
export function isSampleWrapper(value: unknown): value is { sample: unknown } {
  return isRecord(value) && Object.keys(value).length === 1 && Object.hasOwn(value, 'sample');
}

/** The field paths (dot-separated) that still hold sample data, in file order. */
export function samplePaths(raw: unknown, path: readonly string[] = []): string[] {
  if (isSampleWrapper(raw)) return [path.join('.')];
  if (!isRecord(raw)) return [];
  return Object.entries(raw)
    .filter(([key]) => !isNoteKey(key))
    .flatMap(([key, value]) => samplePaths(value, [...path, key]));
}

/** The settings with every sample wrapper replaced by its value and the notes left out. */
export function unwrapSamples(raw: unknown): unknown {
  if (isSampleWrapper(raw)) return raw.sample;
  if (!isRecord(raw)) return raw;
  return Object.fromEntries(
    Object.entries(raw)
      .filter(([key]) => !isNoteKey(key))
      .map(([key, value]) => [key, unwrapSamples(value)]),
  );
}
