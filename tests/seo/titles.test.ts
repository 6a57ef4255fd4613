import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { allListings, listProjects } from '@/lib/data';
import { LOCALES } from '@/lib/i18n/locales';
import { listingPageTitle, projectPageTitle } from '@/lib/seo/page-titles';
import { shorten, TITLE_LIMIT, titleBudget, uniqueTitles } from '@/lib/seo/titles';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import nl from '@/messages/nl.json';
import site from '@/data/site.json';

const MESSAGES = { en, nl, fr, de };
const SUFFIX = ` | ${site.agency.name}`;

describe('document titles', () => {
  it('shorten a text after a whole word, with an ellipsis', () => {
    expect(shorten('Appartement flambant neuf de 3 chambres avec garage', 30)).toBe(
      'Appartement flambant neuf de…',
    );
    expect(shorten('Short', 30)).toBe('Short');
    expect(shorten('Appartement flambant neuf', 30).length).toBeLessThanOrEqual(30);
  });

  it('tell two listings with the same headline in the same city apart by their reference', () => {
    const titles = uniqueTitles(
      [
        { id: 1, name: 'Flat with garage', city: 'Waterloo', reference: 'HI-1' },
        { id: 2, name: 'Flat with garage', city: 'Waterloo', reference: 'HI-2' },
        { id: 3, name: 'Flat with garage', city: 'Namur', reference: 'HI-3' },
      ],
      55,
    );
    expect(titles.get(1)).toBe('Flat with garage – Waterloo · HI-1');
    expect(titles.get(2)).toBe('Flat with garage – Waterloo · HI-2');
    expect(titles.get(3)).toBe('Flat with garage – Namur');
  });

  it.each(LOCALES)(
    'of every listing fit a result line and are unique (%s, the shipped data set)',
    (locale) => {
      const titles = allListings(locale).map((listing) => listingPageTitle(listing) + SUFFIX);
      expect(titles.filter((title) => title.length > TITLE_LIMIT)).toEqual([]);
      const seen = new Set<string>();
      const twice = titles.filter((title) => (seen.has(title) ? true : (seen.add(title), false)));
      expect(twice).toEqual([]);
    },
  );

  it('of a project differ per language and fit a result line', () => {
    for (const project of listProjects('en')) {
      const titles = LOCALES.map((locale) => {
        const local = listProjects(locale).find((candidate) => candidate.id === project.id)!;
        const t = createTranslator({
          locale,
          messages: MESSAGES[locale],
          namespace: 'Listing.project',
        });
        return projectPageTitle(local.name, (name) =>
          t('documentTitle', { name, city: local.place.city }),
        );
      });
      expect(new Set(titles).size, project.name).toBe(LOCALES.length);
      for (const title of titles)
        expect(title.length, title).toBeLessThanOrEqual(titleBudget(site.agency.name));
    }
  });
});
