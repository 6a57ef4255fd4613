'use client';

import { useState, type ImgHTMLAttributes, type ReactNode } from 'react';
import styles from './media-embed.module.css';

/** An optimized picture's attributes, computed on the server: no image component to hydrate here. */
export type PosterImage = Omit<ImgHTMLAttributes<HTMLImageElement>, 'alt'>;

type Props = {
  kind: 'video' | 'tour';
  /** What to load after the click: an embed address, or a video file for a `<video>`. */
  src: string;
  file: boolean;
  /** The `<img>` of the video's own thumbnail (YouTube), else of the listing's photo (next/image's getImageProps, on the server). */
  poster: PosterImage;
  fallbackPoster: PosterImage;
  title: string;
  labels: { play: string; notice: string };
  /** The play button's icon, drawn on the server. */
  icon: ReactNode;
};

/**
 * A video or virtual tour that loads nothing from its provider until the visitor clicks: first
 * the thumbnail, a play button and a notice naming the provider; then the player itself.
 */
export function MediaEmbed({
  kind,
  src,
  file,
  poster,
  fallbackPoster,
  title,
  labels,
  icon,
}: Props) {
  const [loaded, setLoaded] = useState(false);
  const [image, setImage] = useState(poster);

  if (loaded) {
    return file ? (
      <video
        className={styles.player}
        src={src}
        controls
        autoPlay
        playsInline
        title={title}
        data-testid={`${kind}-player`}
      />
    ) : (
      <iframe
        className={styles.player}
        src={src}
        title={title}
        allow="autoplay; fullscreen; encrypted-media; picture-in-picture; xr-spatial-tracking"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        data-testid={`${kind}-player`}
      />
    );
  }

  return (
    <div className={styles.placeholder}>
      {/* eslint-disable-next-line @next/next/no-img-element -- next/image's own attributes, from getImageProps */}
      <img
        {...image}
        alt=""
        className={styles.poster}
        onError={() => setImage(fallbackPoster)}
        // a thumbnail that failed before the page hydrated fired its error event unheard
        ref={(img) => {
          if (img?.complete && img.naturalWidth === 0 && image !== fallbackPoster)
            setImage(fallbackPoster);
        }}
      />
      <button
        type="button"
        className={styles.play}
        onClick={() => setLoaded(true)}
        data-testid={`${kind}-load`}
      >
        {icon}
        <span>{labels.play}</span>
      </button>
      <p className={styles.notice}>{labels.notice}</p>
    </div>
  );
}
