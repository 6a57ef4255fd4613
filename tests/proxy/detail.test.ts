import { describe, expect, it } from 'vitest';
import { getListing, getProject, listProjects, search } from '@/lib/data';
import { answerDetail } from '@/lib/proxy/detail';
import { knownPage, pageInLanguage } from '@/lib/proxy/page';
import { locationOf, requestOf, rewriteOf } from './support';

const known = (path: string) => knownPage(pageInLanguage(requestOf(path))!)!;
const listing = search('fr', { goal: 'sale' }).items[0]!;
const canonical = `/fr/a-vendre/${listing.place.citySlug}/${listing.slug}/${listing.id}/`;

describe('answerDetail', () => {
  it('passes on a detail page at its canonical address, and on every other route', () => {
    expect(answerDetail(known(canonical))).toBeNull();
    expect(answerDetail(known(`/fr/imprimer/${listing.id}/`))).toBeNull();
    expect(answerDetail(known('/fr/a-vendre/'))).toBeNull();
  });

  it('redirects a short or outdated address to the canonical one, query kept', () => {
    const short = answerDetail(known(`/fr/bien/${listing.id}/?utm_source=x`));
    expect(short?.status).toBe(308);
    expect(locationOf(short)).toBe(`${canonical}?utm_source=x`);
    const oldSlug = answerDetail(
      known(`/fr/a-vendre/${listing.place.citySlug}/old-title/${listing.id}/`),
    );
    expect(locationOf(oldSlug)).toBe(canonical);
    const project = listProjects('nl')[0]!;
    expect(locationOf(answerDetail(known(`/nl/project/${project.id}/`)))).toMatch(
      new RegExp(`/${project.id}/$`),
    );
  });

  it("answers an unknown id with its kind's not-found page (404)", () => {
    const missing = answerDetail(known('/fr/bien/999999/'));
    expect(missing?.status).toBe(404);
    expect(rewriteOf(missing)).toBe('/fr/page-not-found/for-sale/');
    expect(rewriteOf(answerDetail(known('/en/project/999999/')))).toBe(
      '/en/page-not-found/project/',
    );
  });

  it('answers a listing an import removed with its 410 page', () => {
    const lookup = {
      listing: () => null,
      project: getProject,
      removed: (id: number) => (id === listing.id ? getListing(listing.id, 'fr') : null),
    };
    const gone = answerDetail(known(canonical), lookup);
    expect(gone?.status).toBe(410);
    expect(rewriteOf(gone)).toBe(`/fr/page-gone/${listing.id}/`);
  });
});
