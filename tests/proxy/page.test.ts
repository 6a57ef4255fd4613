import { describe, expect, it } from 'vitest';
import { knownPage, listGoal, pageInLanguage } from '@/lib/proxy/page';
import { requestOf } from './support';

describe('pageInLanguage and knownPage', () => {
  it('read the language and the path after it', () => {
    expect(pageInLanguage(requestOf('/fr/a-vendre/'))).toMatchObject({
      locale: 'fr',
      rest: '/a-vendre/',
    });
    expect(pageInLanguage(requestOf('/nl/'))).toMatchObject({ locale: 'nl', rest: '/' });
    expect(pageInLanguage(requestOf('/for-sale/'))).toBeNull();
    expect(pageInLanguage(requestOf('/FR/'))).toBeNull();
  });

  it("know a route of the language only with the language's own segments", () => {
    const known = (path: string) => knownPage(pageInLanguage(requestOf(path))!)?.match ?? null;
    expect(known('/fr/a-vendre/')).toEqual({ route: '/for-sale', params: {} });
    expect(known('/fr/nos-services/vente/')).toMatchObject({ route: '/services/[slug]' });
    expect(known('/fr/for-sale/')).toBeNull();
    expect(known('/fr/nos-services/sell/')).toBeNull();
    expect(known('/fr/nimporte/')).toBeNull();
  });

  it('tell the goal of a list', () => {
    expect(listGoal({ route: '/for-sale', params: {} })).toBe('sale');
    expect(listGoal({ route: '/for-rent', params: {} })).toBe('rent');
    expect(listGoal({ route: '/contact', params: {} })).toBeNull();
  });
});
