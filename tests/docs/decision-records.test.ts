// @vitest-environment node
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkDecisions, indexLines, recordStatus } from './decision-records.ts';
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
