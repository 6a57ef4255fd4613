'use client';

import Image from 'next/image';
import { useState } from 'react';
import { Play, Rotate3d } from 'lucide-react';
import styles from './media-embed.module.css';

type Props = {
  kind: 'video' | 'tour';
  /** What to load after the click: an embed address, or a video file for a `<video>`. */
  src: string;
  file: boolean;
  /** The video's own thumbnail (YouTube), else the listing's photo. */
  poster: string;
  fallbackPoster: string;
  title: string;
  labels: { play: string; notice: string };
};

/**
 * A video or virtual tour that loads nothing from its provider until the visitor clicks: first
 * the thumbnail, a play button and a notice naming the provider; then the player itself.
 */
export function MediaEmbed({ kind, src, file, poster, fallbackPoster, title, labels }: Props) {
  const [loaded, setLoaded] = useState(false);
  const [image, setImage] = useState(poster);

  if (loaded) {
    return file ? (
      <video className={styles.player} src={src} controls autoPlay playsInline title={title} data-testid={`${kind}-player`} />
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
      <Image src={image} alt="" fill sizes="(min-width: 1024px) 60vw, 100vw" className={styles.poster} onError={() => setImage(fallbackPoster)} />
      <button type="button" className={styles.play} onClick={() => setLoaded(true)} data-testid={`${kind}-load`}>
        {kind === 'video' ? <Play aria-hidden="true" size={28} /> : <Rotate3d aria-hidden="true" size={28} />}
        <span>{labels.play}</span>
      </button>
      <p className={styles.notice}>{labels.notice}</p>
    </div>
  );
}
