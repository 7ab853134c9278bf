import { describe, expect, it } from 'vitest';
import { compareShapes } from '../../../tests/support/content-shape.ts';
import { TERMS } from './index.ts';
import type { TermsDocument } from './types.ts';

const { it: italian, en: english } = TERMS;

const paragraphs = (doc: TermsDocument) => doc.clauses.flatMap((clause) => clause.paragraphs);
const fullText = (doc: TermsDocument) =>
  [...doc.preamble, ...paragraphs(doc).flatMap((p) => [p.text, ...(p.items ?? [])])].join('\n');
const numbersIn = (text: string) => (text.match(/\d+/g) ?? []).sort();

describe('the terms and conditions', () => {
  it('have the same shape and the same clause and paragraph numbers in both languages', () => {
    expect(compareShapes(italian, english)).toEqual({ onlyInFirst: [], onlyInSecond: [] });
    const numbering = (doc: TermsDocument) =>
      doc.clauses.map((clause) => [clause.number, clause.paragraphs.map((p) => p.number)]);
    expect(numbering(english)).toEqual(numbering(italian));
  });

  it('number clauses 1, 2, 3… and their paragraphs n.1, n.2…', () => {
    italian.clauses.forEach((clause, index) => {
      expect(clause.number).toBe(String(index + 1));
      clause.paragraphs.forEach((paragraph, p) => {
        expect(paragraph.number).toBe(`${clause.number}.${String(p + 1)}`);
      });
    });
  });

  it('state the same figures in both languages, paragraph by paragraph', () => {
    const en = paragraphs(english);
    paragraphs(italian).forEach((paragraph, index) => {
      const other = en[index];
      const inItalian = numbersIn([paragraph.text, ...(paragraph.items ?? [])].join(' '));
      const inEnglish = numbersIn([other?.text ?? '', ...(other?.items ?? [])].join(' '));
      expect(inEnglish, `paragraph ${paragraph.number}`).toEqual(inItalian);
    });
    english.preamble.forEach((text, index) => {
      expect(numbersIn(text)).toEqual(numbersIn(italian.preamble[index] ?? ''));
    });
  });

  it('give one consistent violation timeline: 7 days, then 23 more, 30 in total', () => {
    const dayPeriods = (text: string) =>
      [...text.matchAll(/(?<!\d)(\d+) (?:further )?(?:days|giorni)/g)].map((match) => match[1]);
    for (const doc of [italian, english]) {
      const violations = doc.clauses.find((clause) => clause.number === '9');
      expect(dayPeriods(violations?.paragraphs.map((p) => p.text).join(' ') ?? '')).toEqual([
        '7',
        '23',
        '30',
        '30',
      ]);
      // Every period of days in the whole contract, in order: renewal notice, the violation
      // timeline, the Supplier's withdrawal notice, the time to remedy a breach.
      expect(dayPeriods(fullText(doc))).toEqual(['30', '7', '23', '30', '30', '90', '15']);
    }
  });

  it('name the Supplier and identify it in the preamble', () => {
    for (const doc of [italian, english]) {
      expect(doc.preamble[0]).toMatch(/Storyverse S\.r\.l\./);
      expect(doc.preamble[0]).toMatch(/IT\d{11}/);
    }
  });
});
