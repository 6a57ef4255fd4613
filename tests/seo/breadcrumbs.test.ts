import { describe, expect, it } from 'vitest';
import { siteConfig } from '@/lib/content/site-config';
import { nearestOffice } from '@/lib/content/offices';
import { listingTrail, projectTrail } from '@/lib/seo/breadcrumbs';
import { trailJsonLd } from '@/lib/seo/structured-data';
import { localizedHref } from '@/lib/i18n/href';

const listing = { goal: 'sale' as const, place: { city: 'Gent', zip: '9000' } };
const self = {
  pathname: '/for-sale/[city]/[slug]/[id]' as const,
  params: { city: 'gent', slug: 'huis', id: '4101' },
};

describe('breadcrumbs', () => {
  it('lead from home through the goal’s list and the city’s list to the listing', () => {
    const trail = listingTrail(
      listing,
      { home: 'Horizon Immo', list: 'Te koop', title: 'Huis' },
      self,
    );
    expect(trail.map((crumb) => crumb.name)).toEqual(['Horizon Immo', 'Te koop', 'Gent', 'Huis']);
    expect(trail.map((crumb) => localizedHref('nl', crumb.href))).toEqual([
      '/nl/',
      '/nl/te-koop/',
      '/nl/te-koop/?city=Gent%7C9000',
      '/nl/te-koop/gent/huis/4101/',
    ]);
    const rent = listingTrail(
      { ...listing, goal: 'rent' },
      { home: 'H', list: 'L', title: 'T' },
      self,
    );
    expect(rent[1]!.href).toEqual({ pathname: '/for-rent' });
  });

  it('give the JSON-LD BreadcrumbList exactly the visible steps, as absolute addresses in order', () => {
    const trail = listingTrail(
      listing,
      { home: 'Horizon Immo', list: 'For sale', title: 'House' },
      self,
    );
    const document = trailJsonLd('en', trail) as unknown as {
      '@type': string;
      itemListElement: { position: number; name: string; item?: string }[];
    };
    expect(document['@type']).toBe('BreadcrumbList');
    expect(document.itemListElement.map((step) => step.name)).toEqual(
      trail.map((crumb) => crumb.name),
    );
    expect(document.itemListElement.map((step) => step.position)).toEqual([1, 2, 3, 4]);
    const last = document.itemListElement.length - 1;
    for (const [index, step] of document.itemListElement.entries()) {
      // the last step is the page itself, whose address crawlers take from the page
      if (index === last) {
        expect(step.item).toBeUndefined();
        continue;
      }
      const url = new URL(step.item!);
      expect(url.pathname + url.search).toBe(localizedHref('en', trail[index]!.href));
    }
  });

  it('lead from home through the projects to a project', () => {
    const trail = projectTrail(
      { home: 'Horizon Immo', list: 'Projects', title: 'Résidence' },
      { pathname: '/projects/[city]/[slug]/[id]', params: { city: 'x', slug: 'y', id: '3' } },
    );
    expect(trail.map((crumb) => crumb.name)).toEqual(['Horizon Immo', 'Projects', 'Résidence']);
    expect(trail[1]!.href).toEqual({ pathname: '/projects' });
  });
});

describe('the office of a listing', () => {
  const { offices } = siteConfig.agency;
  const byId = (id: string) => offices.find((office) => office.id === id)!;

  it('is the agency’s office nearest to it', () => {
    expect(nearestOffice(offices, { latitude: 51.04, longitude: 3.73 }).id).toBe('ghent');
    expect(nearestOffice(offices, { latitude: 50.64, longitude: 5.57 }).id).toBe('liege');
    expect(nearestOffice(offices, { latitude: 49.61, longitude: 6.13 }).id).toBe('luxembourg');
    expect(nearestOffice(offices, { latitude: 50.85, longitude: 4.35 }).id).toBe('brussels');
  });

  it('has a photo, a phone and opening hours in every language in the site configuration', () => {
    for (const office of offices) {
      expect(office.photo).toMatch(/^\/media\/offices\/[a-z-]+\.jpg$/);
      expect(office.phone).toMatch(/^\+/);
      for (const locale of ['en', 'nl', 'fr', 'de'] as const)
        expect(office.hours[locale].length).toBeGreaterThan(5);
    }
    expect(byId('brussels').street).toBe('Avenue Louise');
  });
});
