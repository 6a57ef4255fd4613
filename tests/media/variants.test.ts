import { mkdtempSync, readFileSync, readdirSync, rmSync, utimesSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getImgProps } from 'next/dist/shared/lib/get-img-props';
import { prepareImageConfig } from 'next/dist/shared/lib/image-config';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import nextConfig from '@/next.config';
import { encodeVariants } from '@/lib/media/encode-variants';
import {
  CARD_PHOTO_SIZES,
  DETAIL_PHOTO_SIZES,
  PHOTO_WIDTHS,
  THUMBNAIL_WIDTHS,
  srcSetWithin,
  usefulWidths,
} from '@/lib/media/image-sizes';
import { importedMediaFile, importedVariantKey } from '@/lib/media/imported';
import {
  isVariantSource,
  prebuiltLoader,
  variantUrl,
  variantUrls,
  variantWidth,
  VARIANT_WIDTHS,
} from '@/lib/media/variants';
import { planVariants } from '@/scripts/image-variants';

/** next/image as the built site runs it: this project's images config. */
const imgConf = prepareImageConfig({ ...nextConfig.images } as never);
const CONFIGURED = [...THUMBNAIL_WIDTHS, ...PHOTO_WIDTHS];

type Slot = { name: string; props: Record<string, unknown>; filtered: boolean };

/**
 * The pictures the pages draw (components/…): server ones through StaticImage, which keeps only
 * the widths the slot can use (`filtered`), client ones (gallery, slideshow) through next/image.
 */
const SLOTS: Slot[] = [
  {
    name: 'card photo',
    props: { width: 1600, height: 1067, sizes: CARD_PHOTO_SIZES },
    filtered: true,
  },
  {
    name: 'detail photo',
    props: { width: 1600, height: 1067, sizes: DETAIL_PHOTO_SIZES },
    filtered: true,
  },
  {
    name: 'gallery photo',
    props: { width: 1600, height: 1067, sizes: DETAIL_PHOTO_SIZES },
    filtered: false,
  },
  { name: 'gallery thumbnail', props: { width: 120, height: 80, sizes: '120px' }, filtered: true },
  { name: 'lightbox photo', props: { width: 1600, height: 1067, sizes: '100vw' }, filtered: false },
  { name: 'lightbox strip', props: { width: 72, height: 48, sizes: '72px' }, filtered: false },
  { name: 'home banner', props: { fill: true, sizes: '100vw' }, filtered: true },
  { name: 'search box row', props: { width: 60, height: 60 }, filtered: false },
  { name: 'print photo', props: { width: 1600, height: 1067, sizes: '800px' }, filtered: true },
  { name: 'office photo', props: { width: 800, height: 600, sizes: '112px' }, filtered: true },
  { name: 'energy label', props: { width: 240, height: 120 }, filtered: true },
];

/** The URLs a page's `<img>` names for a picture in a slot (src and srcset). */
function requested(src: string, slot: Slot): string[] {
  const { props } = getImgProps({ src, alt: '', loader: prebuiltLoader, ...slot.props } as never, {
    defaultLoader: (() => '') as never,
    imgConf,
  });
  let srcSet = props.srcSet ?? '';
  const widths = slot.filtered ? usefulWidths(props.sizes, CONFIGURED) : null;
  if (widths) srcSet = srcSetWithin(srcSet, widths);
  return [props.src!, ...srcSet.split(', ').map((entry) => entry.split(' ')[0]!)].filter(Boolean);
}

describe('the widths made before anyone asks', () => {
  const photo = '/media/listings/4117/3.jpg';

  it('are exactly the widths the pages ask for: every srcset entry is a made file, every made file is asked for', () => {
    const asked = new Set(SLOTS.flatMap((slot) => requested(photo, slot)));
    expect([...asked].sort()).toEqual([...variantUrls(photo)].sort());
    expect(new Set(VARIANT_WIDTHS)).toEqual(new Set(imgConf.allSizes));
  });

  it('name a picture of the site’s folders by its path and width; anything else goes to the optimizer', () => {
    expect(prebuiltLoader({ src: photo, width: 800 })).toBe('/media/listings/4117/3.800w.webp');
    expect(prebuiltLoader({ src: '/images/epc/flanders/A.png', width: 250 })).toBe(
      '/images/epc/flanders/A.250w.webp',
    );
    expect(
      prebuiltLoader({ src: '/media/imported/0123456789abcdef01234567-1600.jpg', width: 400 }),
    ).toBe('/media/imported/0123456789abcdef01234567-1600.400w.webp');
    expect(prebuiltLoader({ src: 'https://i.ytimg.com/vi/abc/hqdefault.jpg', width: 800 })).toBe(
      '/_next/image?url=https%3A%2F%2Fi.ytimg.com%2Fvi%2Fabc%2Fhqdefault.jpg&w=800&q=75',
    );
    for (const src of ['/media/../site.jpg', '/fr/a.jpg', '/media/a.jpg?x=1', '/media/a.svg'])
      expect(isVariantSource(src), src).toBe(false);
    expect(isVariantSource('/media/listings/4117/3.800w.webp')).toBe(false);
    expect(variantWidth('3.800w.webp')).toBe(800);
    expect(variantWidth('3.801w.webp')).toBeNull();
  });

  it('are served for an imported photo by the media route, under their own key', () => {
    expect(importedMediaFile('0123456789abcdef01234567-1600.400w.webp')).toEqual({
      key: importedVariantKey('0123456789abcdef01234567-1600', 400),
      contentType: 'image/webp',
    });
    expect(importedMediaFile('0123456789abcdef0123456-1600.400w.webp')).toBeNull();
  });
});

describe('making the widths', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'variants-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes each width as WebP, never wider than the picture', async () => {
    const input = await sharp({
      create: { width: 300, height: 200, channels: 3, background: { r: 40, g: 90, b: 140 } },
    })
      .jpeg()
      .toBuffer();
    const variants = await encodeVariants(input);
    expect(variants.map((variant) => variant.width)).toEqual([...VARIANT_WIDTHS]);
    for (const variant of variants) {
      const meta = await sharp(variant.bytes).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(Math.min(variant.width, 300));
      expect(variant.actualWidth).toBe(meta.width);
    }
  });

  it('plans every picture of the public folders whose files are missing or older, and finds the orphans', async () => {
    mkdirSync(path.join(dir, 'media/listings/1'), { recursive: true });
    mkdirSync(path.join(dir, 'images/epc'), { recursive: true });
    const picture = await sharp({
      create: { width: 64, height: 40, channels: 3, background: { r: 1, g: 2, b: 3 } },
    })
      .png()
      .toBuffer();
    const write = (url: string, bytes: Buffer) => sharp(bytes).toFile(path.join(dir, url.slice(1)));
    await write('/media/listings/1/1.jpg', picture);
    await write('/images/epc/A.png', picture);
    await write('/media/listings/1/gone.800w.webp', picture);
    const first = await planVariants(dir);
    expect(first.sources.sort()).toEqual(['/images/epc/A.png', '/media/listings/1/1.jpg']);
    expect(first.stale.sort()).toEqual(first.sources.sort());
    expect(first.orphans).toEqual(['/media/listings/1/gone.800w.webp']);

    for (const [index, variant] of (await encodeVariants(picture)).entries())
      await write(variantUrl('/media/listings/1/1.jpg', VARIANT_WIDTHS[index]!), variant.bytes);
    expect((await planVariants(dir)).stale).toEqual(['/images/epc/A.png']);
    // a picture changed after its widths were made is made again
    const later = new Date(Date.now() + 60_000);
    utimesSync(path.join(dir, 'media/listings/1/1.jpg'), later, later);
    expect((await planVariants(dir)).stale.sort()).toEqual([
      '/images/epc/A.png',
      '/media/listings/1/1.jpg',
    ]);
    expect(readdirSync(path.join(dir, 'media/listings/1')).length).toBe(VARIANT_WIDTHS.length + 2);
    expect(readFileSync(path.join(dir, 'images/epc/A.png')).byteLength).toBeGreaterThan(0);
  });
});
