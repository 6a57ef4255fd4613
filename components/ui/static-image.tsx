import { getImageProps, type ImageProps } from 'next/image';

/**
 * next/image's optimized, responsive `<img>` (same srcset, sizes, lazy loading) rendered on the
 * server without the client component: a server-rendered picture needs no JavaScript.
 */
export function StaticImage(props: ImageProps) {
  const { props: imageProps } = getImageProps(props);
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- alt comes with the props
  return <img {...imageProps} />;
}
