import { getImageProps, type ImageProps } from 'next/image';
import { preload } from 'react-dom';
import { prebuiltLoader } from '@/lib/media/variants';
import {
  PHOTO_WIDTHS,
  srcSetWithin,
  THUMBNAIL_WIDTHS,
  usefulWidths,
} from '@/lib/media/image-sizes';

const CONFIGURED_WIDTHS = [...THUMBNAIL_WIDTHS, ...PHOTO_WIDTHS];

/** The `<img>` attributes StaticImage writes (for a client component that draws the same picture). */
export function staticImageProps(props: ImageProps) {
  // the site's pictures come from the files made at build (lib/media/variants.ts), not the optimizer
  const { props: imageProps } = getImageProps({ loader: prebuiltLoader, ...props });
  // only the widths this slot can use: the others were never fetched, only written twice
  const widths = usefulWidths(imageProps.sizes, CONFIGURED_WIDTHS);
  if (widths && imageProps.srcSet) imageProps.srcSet = srcSetWithin(imageProps.srcSet, widths);
  // next/image's `color: transparent` is in app/globals.css, once, not in each <img>
  const { style: imageStyle, ...rest } = imageProps;
  const style = { ...imageStyle };
  delete style.color;
  return Object.keys(style).length > 0 ? { ...rest, style } : rest;
}

/**
 * next/image's optimized, responsive `<img>` (its srcset less the widths the slot can never use,
 * sizes, lazy loading) rendered on the server without the client component: a server-rendered picture needs no JavaScript. With
 * `priority` (or `preload`) it is preloaded from the document's head with the same srcset and
 * sizes, as next/image does, so that a page's largest photo starts before its CSS is read.
 */
export function StaticImage(props: ImageProps) {
  const imageProps = staticImageProps(props);
  if (props.priority || props.preload) {
    preload(imageProps.src, {
      as: 'image',
      imageSrcSet: imageProps.srcSet,
      imageSizes: imageProps.sizes,
      ...(imageProps.fetchPriority ? { fetchPriority: imageProps.fetchPriority } : {}),
    });
  }
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- alt comes with the props
  return <img {...imageProps} />;
}
