'use client';

import { useEffect, useRef, useState } from 'react';
import { formatArea, normaliseArea } from '@/lib/map/area';
import { areaOfMessage, isReadyMessage, MAP_MESSAGE_SOURCE } from '@/lib/map/constants';
import type { MapShowMessage } from '@/lib/map/protocol';
import { sendView } from '@/components/listings/view-beacon';
import { useAfterPageLoad } from '@/components/ui/use-after-page-load';
import styles from './map.module.css';

type Props = {
  src: string;
  title: string;
  className?: string;
  message: Omit<MapShowMessage, 'source' | 'type'>;
  countViewOf?: number;
  /** The id of the list whose cards the map follows: pointing at or focusing one rings it. */
  followList?: string;
  /**
   * A map beside the page's purpose (the offices' map above the contact form): its document, and
   * Leaflet's long task, wait until the frame is on screen itself (no look-ahead: at 390-412 px it
   * starts 938 px down, inside the look-ahead of a 823 px screen) and the page has loaded and is idle.
   */
  secondary?: boolean;
};

/**
 * The map frame in a page. The frame asks for its content when it is ready; the page answers,
 * to its own origin only, with the properties, the map type, the marker and the ignore list.
 */
/** Whether the frame holds its own loaded document (not yet: about:blank). */
function frameLoaded(frame: HTMLIFrameElement): boolean {
  try {
    const document = frame.contentDocument;
    return (
      document !== null &&
      document.readyState === 'complete' &&
      !document.location.href.startsWith('about:')
    );
  } catch {
    return false;
  }
}

/**
 * How close to the screen the frame must come before its document (and Leaflet, a long task on a
 * phone) loads. Chrome's own `loading="lazy"` starts 1,250–2,500 px ahead, which loads the map of
 * a detail page while the page itself is still getting ready; the map is useless without
 * JavaScript anyway (its content comes by postMessage), so the page decides instead.
 */
const LOAD_MARGIN = '0px 0px 300px 0px';

/** The list URL with a searched area (back on page one): what "search this area" opens. */
function withArea(href: string, area: readonly number[]): string | null {
  const normalised = normaliseArea(area);
  if (!normalised) return null;
  const url = new URL(href);
  url.searchParams.set('area', formatArea(normalised));
  url.searchParams.delete('page');
  return url.toString();
}

export function MapEmbed({
  src,
  title,
  className,
  message,
  countViewOf,
  followList,
  secondary = false,
}: Props) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const [nearScreen, setNear] = useState(false);
  const pageLoaded = useAfterPageLoad();
  const near = nearScreen && (pageLoaded || !secondary);

  useEffect(() => {
    const box = boxRef.current;
    if (!box || nearScreen) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: secondary ? '0px' : LOAD_MARGIN },
    );
    observer.observe(box);
    return () => observer.disconnect();
  }, [nearScreen, secondary]);

  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    const origin = window.location.origin;
    const send = () =>
      frame.contentWindow?.postMessage(
        { source: MAP_MESSAGE_SOURCE, type: 'show', ...message },
        origin,
      );
    let counted = false;
    const ready = () => {
      send();
      if (countViewOf !== undefined && !counted) {
        counted = true;
        sendView(countViewOf, 'map');
      }
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin || event.source !== frame.contentWindow) return;
      if (isReadyMessage(event.data)) ready();
      const area = areaOfMessage(event.data);
      const next = area && withArea(window.location.href, area);
      if (next) window.location.assign(next);
    };
    window.addEventListener('message', onMessage);
    // the frame may have loaded, and said so, before this effect ran: its ready message is gone,
    // so its document tells
    if (frameLoaded(frame)) ready();
    else send();
    return () => window.removeEventListener('message', onMessage);
  }, [near, message, countViewOf]);

  useEffect(() => {
    const list = followList ? document.getElementById(followList) : null;
    const frame = frameRef.current;
    if (!list || !frame) return;
    let shown: Element | null = null;
    const show = (card: Element | null) => {
      if (card === shown) return;
      shown = card;
      const lat = Number(card?.getAttribute('data-map-lat'));
      const lng = Number(card?.getAttribute('data-map-lng'));
      frame.contentWindow?.postMessage(
        {
          source: MAP_MESSAGE_SOURCE,
          type: 'highlight',
          position: card && Number.isFinite(lat) && Number.isFinite(lng) ? { lat, lng } : null,
        },
        window.location.origin,
      );
    };
    const cardOf = (target: EventTarget | null) =>
      target instanceof Element ? target.closest('[data-map-lat]') : null;
    const enter = (event: Event) => show(cardOf(event.target));
    const leave = (event: Event) => {
      const next = cardOf((event as FocusEvent | PointerEvent).relatedTarget);
      if (!list.contains(next)) show(null);
    };
    list.addEventListener('pointerover', enter);
    list.addEventListener('focusin', enter);
    list.addEventListener('pointerout', leave);
    list.addEventListener('focusout', leave);
    return () => {
      list.removeEventListener('pointerover', enter);
      list.removeEventListener('focusin', enter);
      list.removeEventListener('pointerout', leave);
      list.removeEventListener('focusout', leave);
    };
  }, [near, followList]);

  // Until then a box of the frame's size, not a frame: a frame in the document, even an empty
  // one, makes the browser lay the page out as soon as the frame's document has loaded, before the
  // page's style sheets have come (a whole layout thrown away: 0.25 s on a 4× slowed CPU for a
  // detail page). The box is empty to assistive technology; the map is useless without JavaScript.
  if (!near)
    return (
      <div
        ref={boxRef}
        className={`${styles.embed} ${className ?? ''}`}
        aria-hidden="true"
        data-testid="map-embed"
      />
    );
  return (
    <iframe
      ref={frameRef}
      src={src}
      title={title}
      className={`${styles.embed} ${className ?? ''}`}
      data-testid="map-embed"
    />
  );
}
