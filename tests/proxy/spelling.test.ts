import { describe, expect, it } from 'vitest';
import { fixSpelling } from '@/lib/proxy/spelling';
import { locationOf, requestOf } from './support';

const fixed = (path: string) => {
  const response = fixSpelling(requestOf(path));
  return response && { status: response.status, location: locationOf(response) };
};

describe('fixSpelling', () => {
  it('adds the trailing slash to a path in a language, in one permanent redirect that keeps the query', () => {
    expect(fixed('/fr/a-vendre?city=Gent%7C9000')).toEqual({
      status: 308,
      location: '/fr/a-vendre/?city=Gent%7C9000',
    });
    expect(fixed('/nl')).toEqual({ status: 308, location: '/nl/' });
  });

  it('lowers a language code in upper or mixed case, and adds the slash in the same redirect', () => {
    expect(fixed('/FR/contact/')).toEqual({ status: 308, location: '/fr/contact/' });
    expect(fixed('/Nl/te-koop?city=Gent')).toEqual({
      status: 308,
      location: '/nl/te-koop/?city=Gent',
    });
    expect(fixed('/DE')).toEqual({ status: 308, location: '/de/' });
  });

  it('passes on a path spelt right, and a path of no language (the next guards answer it)', () => {
    for (const path of ['/fr/', '/fr/a-vendre/', '/', '/for-sale', '/FRa/', '/xx', '/wp-login.php'])
      expect(fixSpelling(requestOf(path)), path).toBeNull();
  });
});
