/**
 * The shape of assembled content, compared between languages by the tests: what the pages render
 * must have the same keys in both, which the content check (src/content/load/parity.ts) holds for
 * the files and these tests hold for what the build adds to them.
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
