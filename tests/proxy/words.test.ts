import { describe, expect, it } from 'vitest';
import { knownPage, pageInLanguage } from '@/lib/proxy/page';
import { redirectWords } from '@/lib/proxy/words';
import { requestOf } from './support';

const words = (path: string) => redirectWords(knownPage(pageInLanguage(requestOf(path))!)!);

describe('redirectWords', () => {
  it('answers words on a list with a 303 to the list of their filters, in the same language', () => {
    const response = words('/nl/te-koop/?words=appartement+te+huur+Gent+tot+1.200%2Fmaand');
    expect(response?.status).toBe(303);
    const location = new URL(response!.headers.get('location')!);
    expect(decodeURIComponent(location.pathname + location.search)).toBe(
      '/nl/te-huur/?city=Gent|9000&type=1&max=1200',
    );
  });

  it('passes on a list without words and on every other page', () => {
    expect(words('/nl/te-koop/?type=1')).toBeNull();
    expect(words('/nl/contact/?words=huis')).toBeNull();
  });
});
