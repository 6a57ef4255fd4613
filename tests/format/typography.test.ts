import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pricePerArea } from '@/lib/format/listing-facts';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import nl from '@/messages/nl.json';

const MESSAGES = { en, nl, fr, de };

describe.each(Object.entries(MESSAGES))('units in the %s messages', (_locale, messages) => {
  const { values, card, rental, project } = messages.Listing;

  it('join a number to its unit, and a unit’s parts, with no-break spaces only', () => {
    for (const template of [
      values.area,
      values.length,
      values.epcValue,
      values.co2,
      values.perSquareMetre,
      values.score,
    ]) {
      expect(template, template).not.toContain(' ');
    }
  });

  it('keep a number with the word it counts, and an area with its m²', () => {
    for (const template of [card.living, card.plot])
      expect(template.startsWith('{value}\u00a0m²'), template).toBe(true);
    for (const template of [values.months, card.bedrooms, rental.deposit, project.units])
      expect(template, template).not.toMatch(/# /);
  });
});

describe('style sheets', () => {
  const listings = join(process.cwd(), 'components/listings');
  it('never let a listing’s value break anywhere inside a word', () => {
    for (const file of readdirSync(listings).filter((name) => name.endsWith('.module.css'))) {
      const css = readFileSync(join(listings, file), 'utf8');
      // a URL may break anywhere (print view); words and values may not
      const rules = css
        .split('}')
        .filter((rule) => /overflow-wrap:\s*anywhere|word-break:\s*break-all/.test(rule));
      expect(
        rules.map((rule) => rule.trim().split('{')[0]!.trim()),
        file,
      ).toEqual(rules.length ? ['.url'] : []);
    }
  });

  it('offer one class for atomic values', () => {
    expect(readFileSync(join(process.cwd(), 'app/globals.css'), 'utf8')).toMatch(
      /\.nowrap\s*\{\s*white-space:\s*nowrap;/,
    );
  });
});

describe('price per square metre', () => {
  const sale = {
    goal: 'sale' as const,
    price: 316_500,
    priceUnit: 1,
    surfaces: { living: 150 } as never,
    lifeAnnuity: null,
  };
  it('is the price of one square metre of living area, to the euro', () => {
    expect(pricePerArea(sale)).toEqual({ kind: 'moneyPerArea', value: 2110 });
  });

  it('is left out for rents, "starting from" prices, prices on request, life annuities and homes without a living area', () => {
    expect(pricePerArea({ ...sale, goal: 'rent' })).toBeNull();
    expect(pricePerArea({ ...sale, priceUnit: 7 })).toBeNull();
    expect(pricePerArea({ ...sale, price: null })).toBeNull();
    expect(
      pricePerArea({
        ...sale,
        lifeAnnuity: { bouquet: 1, monthly: 1, occupied: true, ages: [80] },
      }),
    ).toBeNull();
    expect(pricePerArea({ ...sale, surfaces: { living: null } as never })).toBeNull();
  });
});

describe('French typography', () => {
  it('sets a no-break space before every colon of the French messages', () => {
    const colons: string[] = [];
    const walk = (value: unknown, path: string): void => {
      if (typeof value === 'string') {
        for (const match of value.matchAll(/(.):(?=\s|$)/gu))
          if (match[1] !== '\u00a0' && match[1] !== '\u202f') colons.push(`${path}: ${value}`);
      } else if (value && typeof value === 'object')
        for (const [key, inner] of Object.entries(value)) walk(inner, `${path}.${key}`);
    };
    walk(fr, 'fr');
    expect(colons).toEqual([]);
  });

  it('puts a label before its value with the colon of the language', async () => {
    const { labelled } = await import('@/lib/format/text');
    expect(labelled('Le bien', 'fr')).toBe('Le bien\u00a0:');
    expect(labelled('Téléphone', 'fr')).toBe('Téléphone\u00a0:');
    expect(labelled('Property', 'en')).toBe('Property:');
    expect(labelled('Het pand', 'nl')).toBe('Het pand:');
  });

  it('writes the first of a month as “1er”, in French only', async () => {
    const { formatDay, formatDate } = await import('@/lib/format/locale-format');
    const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
    expect(plain(formatDay('2027-01-01', 'fr'))).toBe('1er janvier 2027');
    expect(plain(formatDay('2027-01-11', 'fr'))).toBe('11 janvier 2027');
    expect(plain(formatDay('2027-01-21', 'fr'))).toBe('21 janvier 2027');
    expect(plain(formatDate(Date.parse('2026-08-01T10:00:00Z'), 'fr'))).toBe('1er août 2026');
    expect(plain(formatDay('2027-01-01', 'en'))).toBe('1 January 2027');
  });
});
