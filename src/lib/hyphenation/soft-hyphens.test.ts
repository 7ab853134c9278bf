import { describe, expect, it } from 'vitest';
import { softHyphens } from './soft-hyphens.ts';
import { SOFT_HYPHEN, withoutSoftHyphens } from './without-soft-hyphens.ts';

/** The soft hyphens shown as "-", to read the break points. */
const shown = (text: string) => text.replaceAll(SOFT_HYPHEN, '-');

describe('softHyphens', () => {
  it('breaks long Italian words where Italian allows', () => {
    expect(shown(softHyphens('Template del tuo marchio, contenuti del tuo team', 'it'))).toBe(
      'Tem-pla-te del tuo mar-chio, con-te-nu-ti del tuo team',
    );
    expect(shown(softHyphens('Bilanci di sostenibilità', 'it'))).toBe('Bi-lan-ci di so-ste-ni-bi-li-tà');
  });

  it('breaks long English words, British spelling too', () => {
    expect(shown(softHyphens('Interactive sustainability presentations', 'en'))).toBe(
      'In-ter-ac-tive sus-tain-abil-i-ty pre-sen-ta-tions',
    );
    expect(shown(softHyphens('Someone already personalised', 'en'))).toBe('Some-one al-ready per-son-alised');
  });

  it('breaks the product name only between its two words', () => {
    expect(shown(softHyphens('Perché scegliere Storyverse', 'it'))).toBe('Per-ché sce-glie-re Story-verse');
    expect(shown(softHyphens('Why choose Storyverse', 'en'))).toBe('Why choose Story-verse');
  });

  it('leaves short words and addresses whole', () => {
    for (const [text, locale] of [
      ['Una demo del tuo team', 'it'],
      ['Book a demo with our team', 'en'],
      ['Mail: comunicazione@azienda-sostenibile.it', 'it'],
      ['See: https://example.com/interactive-presentations', 'en'],
      ['Web: www.presentazioni-interattive.it', 'it'],
    ] as const) {
      expect(softHyphens(text, locale)).toBe(text);
    }
  });

  it('changes nothing but the soft hyphens', () => {
    const text = 'Comunicazione d’impresa: dell’esperienza, «presentazioni» interattive!';
    const hyphenated = softHyphens(text, 'it');
    expect(hyphenated).not.toBe(text);
    expect(withoutSoftHyphens(hyphenated)).toBe(text);
  });
});
