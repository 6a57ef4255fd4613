import { describe, expect, it } from 'vitest';
import { rewriteSearch } from '@/lib/proxy/list-results';
import { knownPage, pageInLanguage } from '@/lib/proxy/page';
import { requestOf, rewriteOf } from './support';

const results = (path: string) => rewriteSearch(knownPage(pageInLanguage(requestOf(path))!)!);

describe('rewriteSearch', () => {
  it('rewrites a search to its results page, one key for every spelling of it', () => {
    const target = rewriteOf(results('/fr/a-vendre/?type=2&type=1&city=Namur'));
    expect(target).toMatch(/^\/fr\/for-sale\/results\/[A-Za-z0-9_-]+\/$/);
    expect(rewriteOf(results('/fr/a-vendre/?city=Namur&type=1&type=2&utm_source=x'))).toBe(target);
    expect(rewriteOf(results('/nl/te-huur/?type=1'))).toMatch(/^\/nl\/for-rent\/results\//);
  });

  it('passes on a list without a search or with defaults only, and on every other page', () => {
    expect(results('/fr/a-vendre/')).toBeNull();
    expect(results('/fr/a-vendre/?page=1&utm_source=x')).toBeNull();
    expect(results('/fr/contact/?type=1')).toBeNull();
  });
});
