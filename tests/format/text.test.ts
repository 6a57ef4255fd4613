import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cleanDescription, isEmpty, slugify } from '@/lib/format/text';

describe('isEmpty', () => {
  it.each([null, undefined, '', '   ', '\n\t'])('counts %j as empty', (value) => {
    expect(isEmpty(value)).toBe(true);
  });

  it.each(['a', ' 0 ', 0, false, [], {}])('does not count %j as empty', (value) => {
    expect(isEmpty(value)).toBe(false);
  });
});

describe('slugify', () => {
  it.each([
    ['  Maison de maître à Liège  ', 'maison-de-maitre-a-liege'],
    ['Appartement 2 ch. – vue dégagée!', 'appartement-2-ch-vue-degagee'],
    ['Straße in Köln', 'strasse-in-koln'],
    ["Rue de l'Église, 12", 'rue-de-l-eglise-12'],
    ['Œuvre  ---  Ærø', 'oeuvre-aero'],
    ['???', ''],
  ])('turns %j into %j', (text, slug) => {
    expect(slugify(text)).toBe(slug);
  });

  it('always gives lower-case letters, digits and single inner hyphens', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (text) => {
        expect(slugify(text)).toMatch(/^([\p{Ll}\p{Lo}\p{N}]+(-[\p{Ll}\p{Lo}\p{N}]+)*)?$/u);
      }),
    );
  });

  it('is stable: a slug slugifies to itself', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (text) => {
        expect(slugify(slugify(text))).toBe(slugify(text));
      }),
    );
  });
});

describe('cleanDescription', () => {
  it('leaves a short text as it is, without markup', () => {
    expect(cleanDescription('<p>Bright  flat,\n near the park.</p>')).toBe(
      'Bright flat, near the park.',
    );
    expect(cleanDescription(null)).toBe('');
  });

  it('cuts at a word boundary beyond 80 % of the limit and appends ...', () => {
    const text = `${'word '.repeat(60)}end`;
    const cleaned = cleanDescription(text, 250);
    expect(cleaned.endsWith('...')).toBe(true);
    expect(cleaned.length).toBeLessThanOrEqual(253);
    expect(cleaned.slice(0, -3)).toMatch(/word$/);
  });

  it('cuts after the last whole word when that word ends past 80 % of the limit', () => {
    // 155 characters: the last space before the limit is at 150 (> 124), so "équip" is dropped
    const text = `${'a'.repeat(149)} une cuisine équipée`;
    expect(cleanDescription(text, 155)).toBe(`${'a'.repeat(149)} une...`);
    const french =
      'Lumineux appartement de deux chambres au cœur de Namur, à deux pas de la gare, avec une terrasse orientée sud, une cave et une cuisine équipée de qualité.';
    const cut = cleanDescription(french, 120);
    expect(cut).toBe(
      'Lumineux appartement de deux chambres au cœur de Namur, à deux pas de la gare, avec une terrasse orientée sud, une cave...',
    );
  });

  it('keeps a word boundary exactly at 80 % out: the boundary must lie beyond it', () => {
    // limit 10: a space at index 8 (> 8 is false) cuts at the limit, one at index 9 cuts there
    expect(cleanDescription('abcdefgh ijklmnop', 10)).toBe('abcdefgh i...');
    expect(cleanDescription('abcdefghi jklmnop', 10)).toBe('abcdefghi...');
  });

  it('cuts at the limit itself when the last word boundary lies before 80 % of it', () => {
    const text = `short ${'x'.repeat(300)}`;
    expect(cleanDescription(text, 100)).toBe(`short ${'x'.repeat(94)}...`);
  });

  it('never returns more than the limit plus the ellipsis, and keeps a prefix of the text', () => {
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^[a-zé]{1,12}$/), { maxLength: 80 }),
        fc.integer({ min: 20, max: 300 }),
        (words, limit) => {
          const text = words.join(' ');
          const cleaned = cleanDescription(text, limit);
          if (text.length <= limit) {
            expect(cleaned).toBe(text);
          } else {
            expect(cleaned.endsWith('...')).toBe(true);
            const kept = cleaned.slice(0, -3);
            expect(kept.length).toBeLessThanOrEqual(limit);
            expect(text.startsWith(kept)).toBe(true);
          }
        },
      ),
    );
  });
});
