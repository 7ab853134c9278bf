import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { imagePath, text } from '../schema/fields.ts';
import { freshness, italianHash, type Revision } from './freshness.ts';

/**
 * The freshness rule over sequences of revisions (decision 154): each case is a file's history,
 * oldest first, as the editor or a person would leave it.
 */

const clause = z.strictObject({
  number: z.string().meta({ title: 'Clause number', shared: true }),
  title: text({ title: 'Clause title' }),
});
const schema = z.strictObject({
  intro: z.strictObject({
    title: text({ title: 'Headline' }),
    image: imagePath({ title: 'Picture file' }),
  }),
  reasons: z.array(z.strictObject({ label: text({ title: 'Reason' }) })),
  clauses: z.array(clause).meta({ title: 'Clauses', itemKey: 'number' }),
});

interface Words {
  title: [string, string];
  reasons?: [string, string][];
  clauses?: [string, string, string][];
}

/** One revision: [Italian, English] pairs for each translated value. */
function revision({ title, reasons = [], clauses = [] }: Words): Revision {
  const language = (index: 0 | 1) => ({
    intro: { title: title[index], image: '/images/hero/a.svg' },
    reasons: reasons.map((pair) => ({ label: pair[index] })),
    clauses: clauses.map(([number, ...pair]) => ({ number, title: pair[index] })),
  });
  return { it: language(0), en: language(1) };
}

const staleOf = (revisions: Revision[], reviews = {}) =>
  freshness(schema, revisions, reviews).stale.map((field) => field.path);

const start: Words = {
  title: ['Il tuo bilancio', 'Your report'],
  reasons: [
    ['Dati', 'Data'],
    ['Fonti', 'Sources'],
    ['Persone', 'People'],
  ],
  clauses: [
    ['1', 'Definizioni', 'Definitions'],
    ['2', 'Oggetto', 'Subject'],
    ['3', 'Durata', 'Term'],
  ],
};

describe('translation freshness', () => {
  it('finds nothing stale in a file written in both languages at once', () => {
    expect(staleOf([revision(start)])).toEqual([]);
  });

  it('makes a field stale when only its Italian changed, and names the Italian it answers', () => {
    const result = freshness(schema, [revision(start), revision({ ...start, title: ['Nuovo titolo', 'Your report'] })]);
    expect(result.stale).toEqual([
      { path: 'intro.title', it: 'Nuovo titolo', en: 'Your report', answers: 'Il tuo bilancio' },
    ]);
  });

  it('counts both languages changed in one change as reviewed', () => {
    expect(staleOf([revision(start), revision({ ...start, title: ['Nuovo titolo', 'New title'] })])).toEqual([]);
  });

  it('counts an English change after the Italian one as reviewed', () => {
    const italian = revision({ ...start, title: ['Nuovo titolo', 'Your report'] });
    const english = revision({ ...start, title: ['Nuovo titolo', 'New title'] });
    expect(staleOf([revision(start), italian, english])).toEqual([]);
  });

  it('is not fooled by an earlier English-only change: the next Italian-only change is still stale', () => {
    // Against hashes of both languages stored once, "both differ" would read this as reviewed.
    const english = revision({ ...start, title: ['Il tuo bilancio', 'Your sustainability report'] });
    const italian = revision({ ...start, title: ['Nuovo titolo', 'Your sustainability report'] });
    expect(staleOf([revision(start), english])).toEqual([]);
    expect(staleOf([revision(start), english, italian])).toEqual(['intro.title']);
  });

  it('takes a review recorded against the current Italian, and only that Italian', () => {
    const changed = [revision(start), revision({ ...start, title: ['Nuovo titolo', 'Your report'] })];
    expect(staleOf(changed, { 'intro.title': italianHash('Nuovo titolo') })).toEqual([]);
    const again = [...changed, revision({ ...start, title: ['Titolo ancora nuovo', 'Your report'] })];
    expect(staleOf(again, { 'intro.title': italianHash('Nuovo titolo') })).toEqual(['intro.title']);
  });

  it('leaves shared values out: a picture is not translated', () => {
    const result = freshness(schema, [revision(start)]);
    expect([...result.fields.keys()]).not.toContain('intro.image');
  });

  it('follows items when one is inserted: no later item looks stale or moved', () => {
    const inserted = revision({
      ...start,
      reasons: [['Dati', 'Data'], ['Nuovo', 'New'], ...(start.reasons ?? []).slice(1)],
    });
    const result = freshness(schema, [revision(start), inserted]);
    expect(result.stale).toEqual([]);
    expect(result.moves).toEqual([]);
  });

  it('keeps an item stale at its new place when another is inserted before it', () => {
    const staleSources = revision({
      ...start,
      reasons: [['Dati', 'Data'], ['Le fonti', 'Sources'], ['Persone', 'People']],
    });
    const inserted = revision({
      ...start,
      reasons: [['Nuovo', 'New'], ['Dati', 'Data'], ['Le fonti', 'Sources'], ['Persone', 'People']],
    });
    expect(staleOf([revision(start), staleSources, inserted])).toEqual(['reasons[3].label']);
  });

  it('reports a moved clause as moved, and no clause as stale', () => {
    const moved = revision({
      ...start,
      clauses: [
        ['2', 'Oggetto', 'Subject'],
        ['3', 'Durata', 'Term'],
        ['1', 'Definizioni', 'Definitions'],
      ],
    });
    const result = freshness(schema, [revision(start), moved]);
    expect(result.stale).toEqual([]);
    expect(result.moves).toEqual([{ path: 'clauses[number=1]', from: 1, to: 3 }]);
  });

  it('keeps a stale clause stale when it moves, under its number', () => {
    const stale = revision({
      ...start,
      clauses: [
        ['1', 'Definizioni', 'Definitions'],
        ['2', 'Oggetto del contratto', 'Subject'],
        ['3', 'Durata', 'Term'],
      ],
    });
    const moved = revision({
      ...start,
      clauses: [
        ['1', 'Definizioni', 'Definitions'],
        ['3', 'Durata', 'Term'],
        ['2', 'Oggetto del contratto', 'Subject'],
      ],
    });
    const result = freshness(schema, [revision(start), stale, moved]);
    expect(result.stale.map((field) => field.path)).toEqual(['clauses[number=2].title']);
    expect(result.moves).toEqual([{ path: 'clauses[number=2]', from: 2, to: 3 }]);
  });

  it('reports a moved reason by its content when the list has no key', () => {
    const moved = revision({
      ...start,
      reasons: [
        ['Persone', 'People'],
        ['Dati', 'Data'],
        ['Fonti', 'Sources'],
      ],
    });
    const result = freshness(schema, [revision(start), moved]);
    expect(result.stale).toEqual([]);
    expect(result.moves).toEqual([{ path: 'reasons[1]', from: 3, to: 1 }]);
  });

  it('reads a revision of another shape (an older schema) as new fields, not as an error', () => {
    const older: Revision = { it: { intro: 'vecchio' }, en: { intro: 'old' } };
    expect(staleOf([older, revision(start)])).toEqual([]);
  });
});
