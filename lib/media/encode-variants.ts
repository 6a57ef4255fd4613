import sharp, { type OutputInfo } from 'sharp';
import { VARIANT_QUALITY, VARIANT_WIDTHS } from './variants';

/** One made width of a picture: the width asked for, and the file (never wider than the source). */
export type EncodedVariant = { width: number; actualWidth: number; height: number; bytes: Buffer };

/**
 * A picture at every width of VARIANT_WIDTHS, as WebP. The source is decoded once; a width beyond
 * the source's gets the source's own size (encoded once, shared by those widths), as the
 * optimizer does: a photo is never enlarged.
 */
export async function encodeVariants(input: Buffer | string): Promise<EncodedVariant[]> {
  const source = sharp(input, { failOn: 'error' }).rotate();
  const meta = await source.metadata();
  if (!meta.width || !meta.height) throw new Error('not an image');
  // EXIF orientations 5–8 turn the picture a quarter: its upright width is the stored height
  const sourceWidth = (meta.orientation ?? 1) >= 5 ? meta.height : meta.width;
  const encoded = new Map<number, Promise<{ data: Buffer; info: OutputInfo }>>();
  const encode = (width: number) => {
    let found = encoded.get(width);
    if (!found) {
      found = source
        .clone()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: VARIANT_QUALITY })
        .toBuffer({ resolveWithObject: true });
      encoded.set(width, found);
    }
    return found;
  };
  return Promise.all(
    VARIANT_WIDTHS.map(async (width) => {
      const { data, info } = await encode(Math.min(width, sourceWidth));
      return { width, actualWidth: info.width, height: info.height, bytes: data };
    }),
  );
}
