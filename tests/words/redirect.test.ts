import { describe, expect, it } from 'vitest';
import { NextRequest } from 'next/server';
import { routeRequest } from '@/proxy';
import { inArea } from '@/lib/map/area';
import { MUNICIPALITIES } from '@/lib/data/municipalities';
import { vocabularyOf } from '@/lib/words/from-store';
import { parseWords } from '@/lib/words/parse';
import { wordsTarget } from '@/lib/words/redirect';
import { areaAround, searchFromWords } from '@/lib/words/to-search';
import { shipped } from '../data/support';

const store = shipped().store;
const fr = vocabularyOf(store, 'fr');

const target = (goal: 'sale' | 'rent', search: string) => {
  const found = wordsTarget(store, 'fr', goal, new URLSearchParams(search));
  return found && { goal: found.goal, search: found.search.toString() };
};

describe('the vocabulary', () => {
  it('reads every type name of the data set, in any language, on any language’s pages', () => {
    for (const index of store.byLocale.values())
      for (const type of index.types)
        expect(parseWords(fr, type.name), type.name).toEqual({ types: [type.webId] });
  });

  it('reads every municipality by its name in every language, and by its postcode', () => {
    for (const municipality of MUNICIPALITIES) {
      const value = `${fr.cities.get(municipality.zip)!.display}|${municipality.zip}`;
      for (const name of Object.values(municipality.names))
        expect(parseWords(fr, name), name).toEqual({ cities: [value] });
      expect(parseWords(fr, municipality.zip)).toEqual({ cities: [value] });
    }
  });
});

describe('near a place', () => {
  it('is the map area reaching the radius around the centre', () => {
    const ghent = MUNICIPALITIES.find((municipality) => municipality.zip === '9000')!;
    const area = areaAround(fr, ['9000'], 10)!;
    expect(inArea(area, ghent.latitude, ghent.longitude)).toBe(true);
    // 9 km north is inside, 11 km north is not
    expect(inArea(area, ghent.latitude + 9 / 111.32, ghent.longitude)).toBe(true);
    expect(inArea(area, ghent.latitude + 11 / 111.32, ghent.longitude)).toBe(false);
  });

  it('replaces the city filter by the area around the city', () => {
    const { query } = searchFromWords(fr, 'maison près de Gand', {
      goal: 'sale',
      cities: ['Liège|4000'],
    });
    expect(query.cities).toEqual([]);
    expect(query.area).toEqual(areaAround(fr, ['9000'], 10));
  });
});

describe('a list URL with words', () => {
  it('is nothing to redirect without words', () => {
    expect(target('sale', 'city=Gand%7C9000')).toBeNull();
  });

  it('leads to the list of the goal the words name, with their filters', () => {
    expect(target('sale', 'words=appartement+à+louer+Gand+2+ch.+max+900+€')).toEqual({
      goal: 'rent',
      search: 'city=Gand%7C9000&type=1&max=900&bedrooms=2',
    });
  });

  it('keeps the fields the words do not set, replaces those they do, and keeps the view', () => {
    expect(
      target('sale', 'city=Li%C3%A8ge%7C4000&min=100000&feature=lift&view=list&words=jardin+Gand'),
    ).toEqual({
      goal: 'sale',
      search: 'city=Gand%7C9000&min=100000&feature=lift&feature=garden&view=list',
    });
  });

  it('keeps the words it did not use as the keyword, replacing the old one', () => {
    expect(target('rent', 'q=old&words=studio+lumineux')).toEqual({
      goal: 'rent',
      search: 'type=1&q=lumineux',
    });
  });

  it('leads an empty sentence to the list itself', () => {
    expect(target('sale', 'words=')).toEqual({ goal: 'sale', search: '' });
  });
});

describe('the proxy', () => {
  const redirect = (path: string) => {
    const response = routeRequest(
      new NextRequest(new URL(path, 'http://localhost:3000'), {
        nextConfig: { trailingSlash: true },
      }),
    );
    const location = response.headers.get('location');
    return {
      status: response.status,
      location:
        location && decodeURIComponent(new URL(location).pathname + new URL(location).search),
    };
  };

  it('answers words on a list with a 303 to the filtered list in the same language', () => {
    expect(redirect('/nl/te-koop/?words=appartement+te+huur+Gent+tot+1.200%2Fmaand')).toEqual({
      status: 303,
      location: '/nl/te-huur/?city=Gent|9000&type=1&max=1200',
    });
    expect(redirect('/de/zu-verkaufen/?words=Haus+L%C3%BCttich')).toEqual({
      status: 303,
      location: '/de/zu-verkaufen/?city=Lüttich|4000&type=2',
    });
  });
});
