'use client';

import { Icon } from '@/components/ui/icon';
import Image from 'next/image';
import { useEffect, useRef, useState } from 'react';
import { A11y, Keyboard, Navigation, Thumbs } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import type { GalleryStart } from '@/lib/browser/gallery-start';
import { prefersReducedMotion } from '@/lib/browser/motion';
import { DETAIL_PHOTO_SIZES } from '@/lib/media/image-sizes';
import { prebuiltLoader } from '@/lib/media/variants';
import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/thumbs';
import styles from './gallery.module.css';

export type GalleryPhoto = { url: string; width: number; height: number; alt: string };

/** The gallery's texts, translated on the server: `photos` holds each photo's "photo n of m". */
export type GalleryLabels = {
  region: string;
  photos: string[];
  open: string;
  close: string;
  next: string;
  previous: string;
  thumbnails: string;
};

export type GalleryProps = {
  photos: GalleryPhoto[];
  labels: GalleryLabels;
  /** Where to start: the photo and control the visitor used on the preview it replaces. */
  start?: GalleryStart;
};

const NO_START: GalleryStart = { slide: 0, fullscreen: false, focus: null };

/**
 * Photos of a listing: a slider that follows swipes, arrow buttons and arrow keys, thumbnails
 * to jump to a photo, and a full-screen view in a modal dialog (its slider made when first
 * opened).
 */
export function Gallery({ photos, labels, start = NO_START }: GalleryProps) {
  const [thumbs, setThumbs] = useState<SwiperInstance | null>(null);
  const [active, setActive] = useState(start.slide);
  const [fullActive, setFullActive] = useState(start.slide);
  const [fullscreenMade, setFullscreenMade] = useState(start.fullscreen);
  const sectionRef = useRef<HTMLElement>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openRef = useRef<HTMLButtonElement>(null);
  const mainRef = useRef<SwiperInstance | null>(null);
  const fullscreenRef = useRef<SwiperInstance | null>(null);
  const a11y = {
    prevSlideMessage: labels.previous,
    nextSlideMessage: labels.next,
    slideLabelMessage: '{{index}} / {{slidesLength}}',
  };
  const speed = prefersReducedMotion() ? 0 : 300;

  const showDialog = () => {
    dialogRef.current?.showModal();
    document.documentElement.classList.add('scroll-locked');
  };
  const openFullscreen = () => {
    showDialog();
    fullscreenRef.current?.slideTo(active, 0);
    setFullActive(active);
    setFullscreenMade(true);
  };

  // the visitor's action on the preview carries on here: full screen (its slider made at once,
  // on the start photo), or focus on the control they used
  useEffect(() => {
    if (start.fullscreen) showDialog();
    else if (start.focus) {
      const selector =
        start.focus === 'open'
          ? '[data-testid="gallery-open"]'
          : `.swiper-button-${start.focus === 'next' ? 'next' : 'prev'}`;
      sectionRef.current?.querySelector<HTMLElement>(selector)?.focus();
    }
    // once, on arrival
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // back from full screen: the slider shows the photo last seen, and focus returns to the button
  const closedFullscreen = () => {
    document.documentElement.classList.remove('scroll-locked');
    mainRef.current?.slideTo(fullActive, 0);
    openRef.current?.focus();
  };

  return (
    <section
      ref={sectionRef}
      className={styles.gallery}
      aria-label={labels.region}
      data-testid="gallery"
      data-state="ready"
    >
      <div className={styles.main}>
        <Swiper
          modules={[Navigation, Keyboard, Thumbs, A11y]}
          navigation
          keyboard={{ enabled: true, onlyInViewport: true }}
          a11y={a11y}
          speed={speed}
          initialSlide={start.slide}
          thumbs={{ swiper: thumbs && !thumbs.destroyed ? thumbs : null }}
          onSwiper={(swiper) => {
            mainRef.current = swiper;
          }}
          onSlideChange={(swiper) => setActive(swiper.activeIndex)}
          className={styles.slider}
        >
          {photos.map((photo, index) => (
            <SwiperSlide key={photo.url}>
              <Image
                loader={prebuiltLoader}
                src={photo.url}
                alt={photo.alt}
                width={photo.width}
                height={photo.height}
                sizes={DETAIL_PHOTO_SIZES}
                priority={index === 0}
                className={styles.photo}
              />
            </SwiperSlide>
          ))}
        </Swiper>
        <p className={styles.counter} aria-live="polite">
          {labels.photos[active]}
        </p>
        <button
          ref={openRef}
          type="button"
          className={styles.expand}
          onClick={openFullscreen}
          data-testid="gallery-open"
        >
          <Icon name="expand" size={18} />
          {labels.open}
        </button>
      </div>
      {photos.length > 1 && (
        <Swiper
          modules={[Thumbs, A11y]}
          onSwiper={setThumbs}
          slidesPerView="auto"
          spaceBetween={8}
          watchSlidesProgress
          a11y={{ ...a11y, containerMessage: labels.thumbnails }}
          className={styles.thumbs}
        >
          {photos.map((photo, index) => (
            <SwiperSlide key={photo.url} className={styles.thumb}>
              <Image
                loader={prebuiltLoader}
                src={photo.url}
                alt={labels.photos[index] ?? ''}
                width={120}
                height={80}
                sizes="120px"
              />
            </SwiperSlide>
          ))}
        </Swiper>
      )}
      <dialog
        ref={dialogRef}
        className={styles.lightbox}
        aria-label={labels.region}
        onClose={closedFullscreen}
        data-testid="gallery-lightbox"
      >
        <button
          type="button"
          className={styles.close}
          onClick={() => dialogRef.current?.close()}
          aria-label={labels.close}
        >
          <Icon name="x" size={26} />
        </button>
        {fullscreenMade && (
          <Swiper
            modules={[Navigation, Keyboard, A11y]}
            navigation
            keyboard={{ enabled: true }}
            a11y={a11y}
            speed={speed}
            initialSlide={fullActive}
            onSwiper={(swiper) => {
              fullscreenRef.current = swiper;
            }}
            onSlideChange={(swiper) => setFullActive(swiper.activeIndex)}
            className={styles.fullscreen}
          >
            {photos.map((photo) => (
              <SwiperSlide key={photo.url}>
                <Image
                  loader={prebuiltLoader}
                  src={photo.url}
                  alt={photo.alt}
                  width={photo.width}
                  height={photo.height}
                  sizes="100vw"
                  className={styles.fullPhoto}
                />
              </SwiperSlide>
            ))}
          </Swiper>
        )}
        <div className={styles.lightboxBar}>
          <p className={styles.lightboxCounter} aria-live="polite" data-testid="lightbox-counter">
            {labels.photos[fullActive]}
          </p>
          {photos.length > 1 && (
            <ul className={styles.lightboxThumbs} aria-label={labels.thumbnails}>
              {photos.map((photo, index) => (
                <li key={photo.url}>
                  <button
                    type="button"
                    aria-label={labels.photos[index]}
                    aria-current={index === fullActive ? 'true' : undefined}
                    onClick={() => fullscreenRef.current?.slideTo(index, speed)}
                  >
                    <Image
                      loader={prebuiltLoader}
                      src={photo.url}
                      alt=""
                      width={72}
                      height={48}
                      sizes="72px"
                    />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      </dialog>
    </section>
  );
}
