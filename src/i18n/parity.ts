/**
 * Language-parity checks (in the spirit of Starlight's): the build stops when a
 * dictionary key or a content item exists in one language only.
 */

/** Every leaf path of a nested object ("A.B.C"); array items are indexed. */
export function leafPaths(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) {
    return value.flatMap((item, index) => leafPaths(item, `${prefix}[${String(index)}]`));
  }
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) =>
      leafPaths(child, prefix === '' ? key : `${prefix}.${key}`),
    );
  }
  return [prefix];
}

export interface ParityReport {
  readonly onlyInFirst: string[];
  readonly onlyInSecond: string[];
}

export function compareShapes(first: unknown, second: unknown): ParityReport {
  const a = new Set(leafPaths(first));
  const b = new Set(leafPaths(second));
  return {
    onlyInFirst: [...a].filter((path) => !b.has(path)).sort(),
    onlyInSecond: [...b].filter((path) => !a.has(path)).sort(),
  };
}

/** Throws a readable error naming every unmatched key. */
export function assertParity(label: string, named: Readonly<Record<string, unknown>>): void {
  const entries = Object.entries(named);
  const [first, ...rest] = entries;
  if (!first) return;
  const problems: string[] = [];
  for (const [name, value] of rest) {
    const report = compareShapes(first[1], value);
    for (const path of report.onlyInFirst) problems.push(`${path} is in ${first[0]} but not in ${name}`);
    for (const path of report.onlyInSecond) problems.push(`${path} is in ${name} but not in ${first[0]}`);
  }
  if (problems.length > 0) {
    throw new Error(`${label}: languages differ:\n  - ${problems.join('\n  - ')}`);
  }
}
