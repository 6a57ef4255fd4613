import { describe, expect, it } from 'vitest';
import { CARD_PHOTO_SIZES, DETAIL_PHOTO_SIZES } from '@/lib/media/image-sizes';
import { photoSources, thumbnailSources } from '@/lib/media/photo-sources';

const base = '/media/listings/4106/1';
const at = (...widths: number[]) =>
  widths.map((width) => `${base}.${width}w.webp ${width}w`).join(', ');

/*
 * The expected attributes are what StaticImage (next/image's getImageProps in the production
 * build, with the site's image configuration) wrote for these slots on 2026-11-27: client views
 * must write the same without bringing next/image's code to the browser.
 */
describe('photoSources (StaticImage’s src and srcset without next/image)', () => {
  it('gives a card the widths 400–1,360 and the largest file as src', () => {
    expect(photoSources(`${base}.jpg`, CARD_PHOTO_SIZES)).toEqual({
      src: `${base}.1600w.webp`,
      srcSet: at(400, 600, 800, 1360),
    });
  });

  it('gives the gallery’s photo 400–1,600 and a 120 px thumbnail 250–400', () => {
    expect(photoSources(`${base}.jpg`, DETAIL_PHOTO_SIZES).srcSet).toBe(
      at(400, 600, 800, 1360, 1600),
    );
    expect(photoSources(`${base}.jpg`, '120px')).toEqual({
      src: `${base}.1600w.webp`,
      srcSet: at(250, 400),
    });
  });
});

describe('thumbnailSources (a fixed-width thumbnail, by density)', () => {
  it('gives a 120 px thumbnail the 250 px file, and the 400 px one to screens of three', () => {
    expect(thumbnailSources(`${base}.jpg`, 120)).toEqual({
      src: `${base}.250w.webp`,
      srcSet: `${base}.400w.webp 3x`,
    });
  });

  it('gives one file when the same covers both densities', () => {
    expect(thumbnailSources(`${base}.jpg`, 20)).toEqual({ src: `${base}.60w.webp` });
  });
});
