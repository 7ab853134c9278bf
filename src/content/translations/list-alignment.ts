/**
 * Which item of a list's previous revision each item of its next revision is (decision 154), so
 * a translation's state follows an item when items are inserted, removed or moved, instead of
 * every later item looking changed.
 */

export interface ListItem {
  /** The item's Italian value (the source language). */
  readonly it: unknown;
  /** The item's English value. */
  readonly en: unknown;
}

// JSON.stringify(undefined) is undefined, whatever its type says.
const json = (value: unknown) => JSON.stringify(value) as string | undefined;

function keyOf(item: ListItem, itemKey: string): string | undefined {
  const value = (item.it as Record<string, unknown> | null | undefined)?.[itemKey];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}

/**
 * For each next item, the index of the previous item it is, or undefined for a new item.
 * With an `itemKey` (the terms' clause numbers) items are the same when their keys are. Without
 * one: first an item unchanged in both languages (the same place preferred), then one whose
 * Italian is unchanged, then whatever previous item still stands at the same place (an edit in
 * place). An insertion together with an Italian-only edit of its neighbour in one change can be
 * read as an edit of the neighbour; a key avoids that.
 */
export function alignItems(
  previous: readonly ListItem[],
  next: readonly ListItem[],
  itemKey?: string,
): (number | undefined)[] {
  const used = new Set<number>();
  const match: (number | undefined)[] = next.map(() => undefined);
  const claim = (j: number, found: number) => {
    if (found < 0 || used.has(found)) return;
    match[j] = found;
    used.add(found);
  };
  if (itemKey !== undefined) {
    next.forEach((item, j) => {
      const key = keyOf(item, itemKey);
      if (key !== undefined)
        claim(
          j,
          previous.findIndex((old, i) => !used.has(i) && keyOf(old, itemKey) === key),
        );
    });
    return match;
  }
  const passes: ((old: ListItem, item: ListItem) => boolean)[] = [
    (old, item) => json(old.it) === json(item.it) && json(old.en) === json(item.en),
    (old, item) => json(old.it) === json(item.it),
  ];
  for (const same of passes) {
    next.forEach((item, j) => {
      if (match[j] !== undefined) return;
      const inPlace = previous[j];
      if (inPlace !== undefined && !used.has(j) && same(inPlace, item)) { claim(j, j); return; }
      claim(
        j,
        previous.findIndex((old, i) => !used.has(i) && same(old, item)),
      );
    });
  }
  next.forEach((_, j) => {
    if (match[j] === undefined && j < previous.length) claim(j, j);
  });
  return match;
}

/**
 * The next items that moved: those whose previous places are out of order with the others'. An
 * insertion shifts later items without reordering them, so it moves none; a clause taken from
 * 5th to 7th place is the one item off the longest run kept in order.
 */
export function movedItems(match: readonly (number | undefined)[]): number[] {
  const kept = match.flatMap((previous, j) => (previous === undefined ? [] : [{ j, previous }]));
  // Longest increasing run of previous places (lists are short: quadratic is plenty).
  const length = kept.map(() => 1);
  const before = kept.map(() => -1);
  kept.forEach((item, a) => {
    for (let b = 0; b < a; b++) {
      const earlier = kept[b];
      if (earlier && earlier.previous < item.previous && (length[b] ?? 0) + 1 > (length[a] ?? 0)) {
        length[a] = (length[b] ?? 0) + 1;
        before[a] = b;
      }
    }
  });
  let end = length.indexOf(Math.max(0, ...length));
  const inOrder = new Set<number>();
  while (end >= 0) {
    inOrder.add(end);
    end = before[end] ?? -1;
  }
  return kept.flatMap((item, index) => (inOrder.has(index) ? [] : [item.j]));
}
