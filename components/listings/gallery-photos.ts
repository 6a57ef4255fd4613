import type { Picture } from '@/lib/model/types';
import type { GalleryPhoto } from './gallery';

/** Pictures as the gallery shows them, each described by its scene in the page's language. */
export function galleryPhotos(
  pictures: Picture[],
  sceneName: (scene: string) => string,
): GalleryPhoto[] {
  return pictures.map((picture) => ({
    url: picture.url,
    width: picture.width,
    height: picture.height,
    alt: sceneName(picture.scene),
  }));
}
