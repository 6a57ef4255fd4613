import { readFileSync } from 'node:fs';
import { hasLocalMatch } from 'next/dist/shared/lib/match-local-pattern';
import { describe, expect, it } from 'vitest';
import nextConfig from '@/next.config';
import {
  CARD_PHOTO_SIZES,
  DETAIL_PHOTO_SIZES,
  PHOTO_SIZES,
  photoWidthFor,
  srcSetWithin,
  usefulWidths,
} from '@/lib/media/image-sizes';

describe('image widths', () => {
  it('serves 100, 400, 600 and 1360 px up to viewports of 100, 500, 750 and 1050 px, then the original', () => {
    expect([80, 100, 101, 500, 501, 750, 751, 1050, 1051, 1920].map(photoWidthFor)).toEqual([
      100, 100, 400, 400, 600, 600, 1360, 1360, 1600, 1600,
    ]);
    expect(PHOTO_SIZES).toBe(
      '(max-width: 100px) 100px, (max-width: 500px) 400px, (max-width: 750px) 600px, (max-width: 1050px) 1360px, 1600px',
    );
  });

  it('gives next/image exactly those widths, 800 px for phones, and the 60 px and 250 px thumbnails', () => {
    expect(nextConfig.images?.deviceSizes).toEqual([100, 400, 600, 800, 1360, 1600]);
    expect(nextConfig.images?.imageSizes).toEqual([60, 250]);
  });
});

describe('usefulWidths', () => {
  const all = [60, 100, 250, 400, 600, 800, 1360, 1600];

  it('keeps, for a card, the widths from a 320 px phone at 1 dppx to a 390 px phone at 3 dppx', () => {
    expect(usefulWidths(CARD_PHOTO_SIZES, all)).toEqual([400, 600, 800, 1360]);
  });

  it('keeps up to the original for the detail gallery, wide on a 2 dppx desktop', () => {
    expect(usefulWidths(DETAIL_PHOTO_SIZES, all)).toEqual([400, 600, 800, 1360, 1600]);
  });

  it('serves a fixed slot at 1 to 3 dppx', () => {
    expect(usefulWidths('120px', all)).toEqual([250, 400]);
    expect(usefulWidths('72px', all)).toEqual([100, 250]);
    expect(usefulWidths('800px', all)).toEqual([800, 1360, 1600]);
  });

  it('keeps every width for sizes it has no range for', () => {
    expect(usefulWidths('100vw', all)).toBeNull();
    expect(usefulWidths(undefined, all)).toBeNull();
  });
});

describe('srcSetWithin', () => {
  it('keeps the entries of the widths given, in their order', () => {
    const srcSet = '/i?w=250 250w, /i?w=400 400w, /i?w=600 600w, /i?w=1600 1600w';
    expect(srcSetWithin(srcSet, [400, 600])).toBe('/i?w=400 400w, /i?w=600 600w');
  });
});

describe('local pictures the image optimiser takes', () => {
  const allowed = (url: string) => hasLocalMatch(nextConfig.images?.localPatterns, url);

  it('are the files of the picture folders', () => {
    for (const url of [
      '/media/listings/4101/1.jpg',
      '/media/imported/abc-600.jpg',
      '/media/offices/front.jpg?v=2',
      '/images/epc/flanders/a.png',
    ]) {
      expect(allowed(url), url).toBe(true);
    }
  });

  it('include every picture of the bundled data set and site configuration', () => {
    const text = ['data/listings.json', 'data/site.json']
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const pictures = text.match(/"\/[^"]+\.(?:jpe?g|png|webp|avif|gif)"/gi) ?? [];
    expect(pictures.length).toBeGreaterThan(10);
    for (const picture of pictures) expect(allowed(JSON.parse(picture)), picture).toBe(true);
  });

  it('are never a page, the root, or a path that leaves the folders (the optimiser answered those with a 500)', () => {
    for (const url of [
      '/',
      '/fr',
      '/fr/',
      '/contact',
      '/en/contact/',
      '/FR/contact/',
      '/api/data-version',
      '/media',
      '/media/',
      '/media/listings/4101/',
      '/media/contact',
      '/mediax/a.jpg',
      '/media/../fr/',
      '/media/%2e%2e/fr/',
      '/robots.txt',
    ]) {
      expect(allowed(url), url).toBe(false);
    }
  });
});
