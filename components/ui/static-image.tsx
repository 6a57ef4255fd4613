import { getImageProps, type ImageProps } from 'next/image';
import { preload } from 'react-dom';

/**
 * next/image's optimized, responsive `<img>` (same srcset, sizes, lazy loading) rendered on the
 * server without the client component: a server-rendered picture needs no JavaScript. With
 * `priority` (or `preload`) it is preloaded from the document's head with the same srcset and
 * sizes, as next/image does, so that a page's largest photo starts before its CSS is read.
 */
export function StaticImage(props: ImageProps) {
  const { props: imageProps } = getImageProps(props);
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
