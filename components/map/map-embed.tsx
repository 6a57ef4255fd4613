'use client';

import { useEffect, useRef } from 'react';
import { isReadyMessage, MAP_MESSAGE_SOURCE } from '@/lib/map/constants';
import type { MapShowMessage } from '@/lib/map/protocol';
import { sendView } from '@/components/listings/view-beacon';
import styles from './map.module.css';

type Props = { src: string; title: string; className?: string; message: Omit<MapShowMessage, 'source' | 'type'>; countViewOf?: number };

/**
 * The map frame in a page. The frame asks for its content when it is ready; the page answers,
 * to its own origin only, with the properties, the map type, the marker and the ignore list.
 */
export function MapEmbed({ src, title, className, message, countViewOf }: Props) {
  const frameRef = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    const origin = window.location.origin;
    const send = () => frame.contentWindow?.postMessage({ source: MAP_MESSAGE_SOURCE, type: 'show', ...message }, origin);
    let counted = false;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin || event.source !== frame.contentWindow || !isReadyMessage(event.data)) return;
      send();
      if (countViewOf !== undefined && !counted) {
        counted = true;
        sendView(countViewOf, 'map');
      }
    };
    window.addEventListener('message', onMessage);
    // the frame may have loaded before this effect ran
    send();
    return () => window.removeEventListener('message', onMessage);
  }, [message, countViewOf]);

  return <iframe ref={frameRef} src={src} title={title} loading="lazy" className={`${styles.embed} ${className ?? ''}`} data-testid="map-embed" />;
}
