/**
 * Fills `{name}` placeholders of a UI string. An unknown placeholder is left
 * as written, so a typo shows up on the page instead of silently vanishing.
 */
export function format(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, key: string) =>
    Object.hasOwn(values, key) ? String(values[key]) : placeholder,
  );
}
