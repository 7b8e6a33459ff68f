import fc from 'fast-check';
import { TEASER_LIMIT, splitParagraphsAtTeaser } from '@/lib/site/teaser';
import { founder } from '@/content/founder';

const words = (count: number) => Array.from({ length: count }, (_, i) => `word${i}`).join(' ');

/** What a phone shows of a one-paragraph text before Read More, and whether Read More is offered. */
function teaser(text: string): { text: string; truncated: boolean } {
  const split = splitParagraphsAtTeaser([text]);
  return { text: split.paragraphs[0].lead, truncated: split.truncated };
}

describe('the biography teaser (150 characters)', () => {
  it('is 150 characters', () => {
    expect(TEASER_LIMIT).toBe(150);
  });

  it('offers no Read More when the text is 150 characters or fewer', () => {
    const exactly150 = 'a'.repeat(150);
    expect(teaser(exactly150)).toEqual({ text: exactly150, truncated: false });
    expect(teaser('Short biography.')).toEqual({ text: 'Short biography.', truncated: false });
  });

  it('cuts a text of 151 characters', () => {
    const result = teaser('a'.repeat(151));
    expect(result.truncated).toBe(true);
    expect(result.text).toBe('a'.repeat(150));
  });

  it('cuts between words, never in the middle of one, and drops a trailing comma', () => {
    const text = `${'x'.repeat(140)}, wonderful people of Ghana`;
    expect(teaser(text).text).toBe('x'.repeat(140));
    const plain = words(40);
    const cut = teaser(plain).text;
    expect(plain.startsWith(cut)).toBe(true);
    expect(plain[cut.length]).toBe(' ');
  });

  it('is always a prefix of at most 150 characters, and is cut only when the text is longer', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (text) => {
        const result = teaser(text);
        expect(result.truncated).toBe(text.length > TEASER_LIMIT);
        expect(text.startsWith(result.text)).toBe(true);
        if (result.truncated) {
          expect(result.text.length).toBeGreaterThan(0);
          expect(result.text.length).toBeLessThanOrEqual(TEASER_LIMIT);
        } else {
          expect(result.text).toBe(text);
        }
      }),
    );
  });
});

describe('splitting paragraphs at the teaser', () => {
  it('keeps every paragraph whole when the text fits', () => {
    const split = splitParagraphsAtTeaser(['One short line.', 'Another.']);
    expect(split.truncated).toBe(false);
    expect(split.paragraphs).toEqual([
      { lead: 'One short line.', rest: '' },
      { lead: 'Another.', rest: '' },
    ]);
  });

  it('puts the teaser in the lead parts and everything else in the rest, losing nothing', () => {
    const paragraphs = [words(12), words(30), words(5)];
    const split = splitParagraphsAtTeaser(paragraphs);
    expect(split.truncated).toBe(true);
    split.paragraphs.forEach((part, index) => expect(part.lead + part.rest).toBe(paragraphs[index]));
    const shown = split.paragraphs
      .map((part) => part.lead)
      .filter(Boolean)
      .join(' ');
    expect(shown).toBe(teaser(paragraphs.join(' ')).text);
    expect(split.paragraphs[2]).toEqual({ lead: '', rest: paragraphs[2] });
  });

  it('gives the founder a teaser, since the biography is longer than 150 characters', () => {
    const split = splitParagraphsAtTeaser(founder.biography);
    expect(split.truncated).toBe(true);
    expect(split.paragraphs[0].lead.length).toBeLessThanOrEqual(150);
    expect(split.paragraphs[0].rest.length).toBeGreaterThan(0);
  });
});
