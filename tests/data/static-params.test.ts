import { describe, expect, it } from 'vitest';
import { allListings, listProjects } from '@/lib/data';
import { listingHref, projectHref } from '@/lib/data/canonical';
import {
  listingDetailParams,
  printViewParams,
  projectDetailParams,
} from '@/lib/data/static-params';

describe('the detail pages prerendered at build time', () => {
  it('are every listing of a goal, at its canonical address in the language of the layout', async () => {
    for (const locale of ['fr', 'de'] as const) {
      const sale = await listingDetailParams('sale')({ params: Promise.resolve({ locale }) });
      const expected = allListings(locale).filter((listing) => listing.goal === 'sale');
      expect(expected.length).toBeGreaterThan(10);
      expect(sale).toEqual(expected.map((listing) => listingHref(listing).params));
      const rent = await listingDetailParams('rent')({ params: { locale } });
      expect(rent.length + sale.length).toBe(allListings(locale).length);
      expect(rent.map((params) => params.id)).not.toContain(sale[0]!.id);
    }
  });

  it('are every project and every print view', async () => {
    const projects = await projectDetailParams({ params: { locale: 'nl' } });
    expect(projects).toEqual(listProjects('nl').map((project) => projectHref(project).params));
    expect(projects.length).toBeGreaterThan(0);
    const prints = await printViewParams({ params: { locale: 'en' } });
    expect(prints).toEqual(allListings('en').map((listing) => ({ id: String(listing.id) })));
  });

  it('are none for a language the site does not have', async () => {
    expect(await listingDetailParams('sale')({ params: { locale: 'es' } })).toEqual([]);
    expect(await printViewParams({ params: { locale: 'xx' } })).toEqual([]);
  });
});
