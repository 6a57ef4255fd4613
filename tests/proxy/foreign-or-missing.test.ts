import { describe, expect, it } from 'vitest';
import { foreignOrMissing } from '@/lib/proxy/foreign-or-missing';
import { pageInLanguage } from '@/lib/proxy/page';
import { locationOf, requestOf, rewriteOf } from './support';

const answer = (path: string) => foreignOrMissing(pageInLanguage(requestOf(path))!);

describe('foreignOrMissing', () => {
  it('redirects a path written in another language to its translation, query kept', () => {
    const response = answer('/en/a-vendre/?city=Gent%7C9000');
    expect(response.status).toBe(308);
    expect(locationOf(response)).toBe('/en/for-sale/?city=Gent%7C9000');
    expect(locationOf(answer('/fr/for-sale/'))).toBe('/fr/a-vendre/');
  });

  it('translates the segment of another language in a child page', () => {
    expect(locationOf(answer('/fr/nos-services/sell/'))).toBe('/fr/nos-services/vente/');
    expect(locationOf(answer('/nl/services/vente/'))).toBe('/nl/diensten/verkopen/');
  });

  it('answers anything else with the translated 404', () => {
    for (const path of ['/fr/nimporte/', '/nl/bedankt/onbekend/', '/de/leistungen/unbekannt/']) {
      const response = answer(path);
      expect(response.status, path).toBe(404);
      expect(rewriteOf(response), path).toBe(`/${path.split('/')[1]}/page-not-found/`);
    }
  });
});
