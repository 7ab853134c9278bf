// @vitest-environment node
import { existsSync, readdirSync } from 'node:fs';
import { posix } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  checkDecisions,
  indexLines,
  recordStatus,
  recordsWithLaterAdditions,
  unstatedRecords,
} from './decision-records.ts';
import { ROOT, read } from './repository-texts.ts';

const records = new Map(
  readdirSync(`${ROOT}docs/decisions`)
    .filter((file) => /^\d{3}-.+\.md$/.test(file))
    .map((file) => [file, read(`docs/decisions/${file}`)] as const),
);
const index = read('docs/decisions/README.md');

const AGREE = {
  unindexed: [],
  missingFiles: [],
  statusMismatches: [],
  badStatuses: [],
  silentAmendments: [],
  misnumbered: [],
};

describe('the decisions index (docs/decisions/README.md)', () => {
  it('lists every record, each with the status the record gives itself', () => {
    expect(records.size).toBeGreaterThan(50);
    expect(checkDecisions(index, records)).toEqual(AGREE);
  });
});

/** A page the index links, by its link from docs/decisions/README.md. */
function indexedPage(link: string): string | undefined {
  const path = posix.normalize(posix.join('docs/decisions', link));
  return existsSync(`${ROOT}${path}`) ? read(path) : undefined;
}

describe('the decisions index and the pages that state the records now', () => {
  it('names for every record a page that lists it under "Decision records"', () => {
    expect(unstatedRecords(indexLines(index), indexedPage)).toEqual([]);
  });

  it('has no "Later additions" section in any record but the four written before the rule', () => {
    expect(recordsWithLaterAdditions(records)).toEqual([
      '002-homepage-and-language-negotiation.md',
      '060-lead-outbox.md',
      '094-one-site-settings-file.md',
      '095-the-outbox-on-postgresql.md',
    ]);
  });
});

describe('unstatedRecords', () => {
  const lines = indexLines(
    [
      '| 001 | [One](001-one.md) | accepted | [pages](../design/pages.md) |',
      '| 002 | [Two](002-two.md) | accepted | [pages](../design/pages.md) |',
      '| 003 | [Three](003-three.md) | accepted | [gone](../design/gone.md) |',
      '| 004 | [Four](004-four.md) | accepted |',
    ].join('\n'),
  );
  const pages = new Map([
    ['../design/pages.md', '# Pages\n\n002 is cited here.\n\n## Decision records\n\n001 (one).\n'],
  ]);

  it('reads the page column of the index', () => {
    expect(lines.map((line) => line.page)).toEqual([
      '../design/pages.md',
      '../design/pages.md',
      '../design/gone.md',
      undefined,
    ]);
  });

  it('reports a record its page does not list, a page that does not exist, and a record with no page', () => {
    expect(unstatedRecords(lines, (page) => pages.get(page))).toEqual([
      '002: not listed under "Decision records" in ../design/pages.md',
      '003: ../design/gone.md does not exist',
      '004: no page states it',
    ]);
  });
});

describe('recordsWithLaterAdditions', () => {
  it('finds the heading at any level below the title, not the words in prose', () => {
    const found = recordsWithLaterAdditions(
      new Map([
        ['001-a.md', '# 001\n\n## Later additions (2026-11-22)\n'],
        ['002-b.md', '# 002\n\n### Later additions\n'],
        ['003-c.md', '# 003\n\nNo later additions here.\n'],
      ]),
    );
    expect(found).toEqual(['001-a.md', '002-b.md']);
  });
});

describe('checkDecisions', () => {
  const example = [
    '# Decision records',
    '',
    '| #   | decision         | status                  |',
    '| --- | ---------------- | ----------------------- |',
    '| 001 | [One](001-one.md) | superseded by 003       |',
    '| 002 | [Two](002-two.md) | accepted; amended by 003 |',
    '| 003 | [Three](003-three.md) | accepted            |',
  ].join('\n');
  const exampleRecords = new Map([
    ['001-one.md', '# 001 — One\n\nStatus: superseded by 003\n'],
    ['002-two.md', '# 002 — Two\n\nStatus: accepted; amended by 003\n'],
    ['003-three.md', '# 003 — Three\n\nStatus: accepted\n\nReplaces 001; changes one point of 002.\n'],
  ]);

  it('reads the rows of the index and the status line of a record', () => {
    expect(indexLines(example).map((line) => `${line.number} ${line.status}`)).toEqual([
      '001 superseded by 003',
      '002 accepted; amended by 003',
      '003 accepted',
    ]);
    expect(recordStatus('# 1\n\nStatus: accepted; amended by 089, 101\n\nStatus: later')).toBe(
      'accepted; amended by 089, 101',
    );
  });

  it('passes when the index and the records agree', () => {
    expect(checkDecisions(example, exampleRecords)).toEqual(AGREE);
  });

  it('reports a record the index leaves out, and an index line without a record', () => {
    const records = new Map([...exampleRecords, ['004-four.md', '# 004\n\nStatus: accepted\n']]);
    records.delete('003-three.md');
    const check = checkDecisions(example, records);
    expect(check.unindexed).toEqual(['004-four.md']);
    expect(check.missingFiles).toEqual(['003-three.md']);
  });

  it('reports a status the index gives differently from the record', () => {
    const records = new Map([...exampleRecords, ['002-two.md', '# 002\n\nStatus: accepted\n']]);
    expect(checkDecisions(example, records).statusMismatches).toEqual([
      '002-two.md: accepted; amended by 003 ≠ accepted',
    ]);
  });

  it('reports a status outside the three forms, or naming a record that does not exist', () => {
    const records = new Map([
      ...exampleRecords,
      ['001-one.md', '# 001\n\nStatus: superseded by 009\n'],
      ['003-three.md', '# 003\n\nStatus: accepted (its first point superseded by 001)\n\n002\n'],
    ]);
    expect(checkDecisions(example, records).badStatuses).toEqual([
      '001-one.md: superseded by 009',
      '003-three.md: accepted (its first point superseded by 001)',
    ]);
  });

  it('reports an amendment the amending record does not mention', () => {
    const records = new Map([
      ...exampleRecords,
      ['003-three.md', '# 003\n\nStatus: accepted\n\nReplaces 001.\n'],
    ]);
    expect(checkDecisions(example, records).silentAmendments).toEqual(['002-two.md: amended by 003']);
  });

  it('reports an index line whose number is not its file’s', () => {
    const misnumbered = example.replace('| 003 | [Three]', '| 030 | [Three]');
    expect(checkDecisions(misnumbered, exampleRecords).misnumbered).toEqual(['003-three.md']);
  });
});
