/**
 * The decision records and their index (docs/decisions/README.md), read so that a check can say
 * they agree. A record is `NNN-title.md`; its first `Status:` line is its status, one of
 * `accepted`, `accepted; amended by NNN` (several: `amended by 089, 101`) or `superseded by NNN`.
 */

export interface IndexLine {
  readonly number: string;
  readonly file: string;
  readonly status: string;
  /** The page that states the record now, as the index links it (relative to the index), if any. */
  readonly page?: string;
}

export interface DecisionsCheck {
  /** Record files the index does not list, and index lines whose file does not exist. */
  readonly unindexed: string[];
  readonly missingFiles: string[];
  /** `file: index status ≠ record status` for each disagreement. */
  readonly statusMismatches: string[];
  /** `file: status` for a status outside the three forms, or naming a record that does not exist. */
  readonly badStatuses: string[];
  /** `file: amended by NNN` where record NNN never mentions the record it amends. */
  readonly silentAmendments: string[];
  /** Index lines whose number is not the file's. */
  readonly misnumbered: string[];
}

const STATUS = /^(?:accepted(?:; amended by (\d{3}(?:, \d{3})*))?|superseded by (\d{3}))$/;

/** The rows of the index table: `| NNN | [title](NNN-title.md) | status | [page](../design/x.md) |`. */
export function indexLines(readme: string): IndexLine[] {
  const lines: IndexLine[] = [];
  for (const row of readme.split('\n')) {
    const cells = row.split('|').map((cell) => cell.trim());
    const number = cells[1] ?? '';
    const link = /\]\(([^)]+)\)/.exec(cells[2] ?? '');
    if (!/^\d{3}$/.test(number) || !link?.[1]) continue;
    const page = /\]\(([^)]+)\)/.exec(cells[4] ?? '')?.[1];
    lines.push({ number, file: link[1], status: cells[3] ?? '', ...(page ? { page } : {}) });
  }
  return lines;
}

/** A record's status: the text after its first `Status:` line's colon. */
export function recordStatus(text: string): string | undefined {
  return /^Status:(.+)$/m.exec(text)?.[1]?.trim();
}

/** `records` maps each record's file name (`060-lead-outbox.md`) to its text. */
export function checkDecisions(readme: string, records: ReadonlyMap<string, string>): DecisionsCheck {
  const lines = indexLines(readme);
  const indexed = new Set(lines.map((line) => line.file));
  const numbers = new Set([...records.keys()].map((file) => file.slice(0, 3)));
  const textOf = (number: string): string =>
    [...records].find(([file]) => file.startsWith(`${number}-`))?.[1] ?? '';
  const badStatuses: string[] = [];
  const silentAmendments: string[] = [];
  for (const [file, text] of records) {
    const status = recordStatus(text) ?? '(none)';
    const form = STATUS.exec(status);
    const cited = (form?.[1]?.split(', ') ?? []).concat(form?.[2] ?? []);
    if (!form || cited.some((number) => !numbers.has(number))) badStatuses.push(`${file}: ${status}`);
    for (const number of form?.[1]?.split(', ') ?? []) {
      if (!new RegExp(String.raw`\b${file.slice(0, 3)}\b`).test(textOf(number))) {
        silentAmendments.push(`${file}: amended by ${number}`);
      }
    }
  }
  return {
    unindexed: [...records.keys()].filter((file) => !indexed.has(file)),
    missingFiles: lines.filter((line) => !records.has(line.file)).map((line) => line.file),
    statusMismatches: lines.flatMap((line) => {
      const status = records.has(line.file) ? recordStatus(records.get(line.file) ?? '') : undefined;
      return status === undefined || status === line.status
        ? []
        : [`${line.file}: ${line.status} ≠ ${status}`];
    }),
    badStatuses,
    silentAmendments,
    misnumbered: lines.filter((line) => !line.file.startsWith(`${line.number}-`)).map((line) => line.file),
  };
}

/**
 * The page that states a record now (docs/design/, or docs/testing.md for the test suites) lists it
 * under its `## Decision records` heading, so a reader of the page finds the history and a reader of
 * the index finds the present. `pageText` gives a page's text by its link from the index, undefined
 * when there is no such page. Returns `NNN: what is wrong` for each record that breaks the rule.
 */
export function unstatedRecords(
  lines: readonly IndexLine[],
  pageText: (page: string) => string | undefined,
): string[] {
  return lines.flatMap((line) => {
    if (line.page === undefined) return [`${line.number}: no page states it`];
    const text = pageText(line.page);
    if (text === undefined) return [`${line.number}: ${line.page} does not exist`];
    const section = /^## Decision records$([\s\S]*?)(?=^## |(?![\s\S]))/m.exec(text)?.[1] ?? '';
    return new RegExp(String.raw`\b${line.number}\b`).test(section)
      ? []
      : [`${line.number}: not listed under "Decision records" in ${line.page}`];
  });
}

/** The records with a "Later additions" heading: a record's changes are new records now. */
export function recordsWithLaterAdditions(records: ReadonlyMap<string, string>): string[] {
  return [...records]
    .filter(([, text]) => /^#{2,} Later additions\b/m.test(text))
    .map(([file]) => file)
    .sort();
}
