'use client';

import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { Map as LeafletMap } from 'leaflet';
import {
  acceptShowMessage,
  MAP_READY_MESSAGE,
  visiblePoints,
  type MapPoint,
  type MapShowMessage,
} from '@/lib/map/protocol';
import type { TileLayerConfig } from '@/lib/map/tiles';
import { tileLayerFor, TILE_TIMEOUT_MS, TileHealth } from '@/lib/map/tiles';
import 'leaflet/dist/leaflet.css';
import styles from './map.module.css';

export type MapFrameLabels = {
  tilesFailed: string;
  approximate: string;
  open: string;
  highlighted: string;
};

/** Belgium and Luxembourg, when there is nothing to show. */
const DEFAULT_VIEW = { center: [50.5, 4.9] as [number, number], zoom: 7 };
const SINGLE_ZOOM = 15;
const noSubscription = () => () => {};

function popupContent(point: MapPoint, labels: MapFrameLabels): HTMLElement {
  // built from text nodes, never from HTML: the points come from a message
  const root = document.createElement('div');
  root.className = styles.popup ?? '';
  if (point.thumbnail) {
    const image = document.createElement('img');
    image.src = point.thumbnail;
    image.alt = '';
    image.width = 120;
    image.height = 80;
    root.append(image);
  }
  const title = document.createElement('strong');
  title.textContent = point.title;
  const price = document.createElement('span');
  price.textContent = point.price;
  root.append(title, price);
  if (point.approximate) {
    const note = document.createElement('small');
    note.textContent = labels.approximate;
    root.append(note);
  }
  const link = document.createElement('a');
  link.href = point.href;
  link.target = '_top';
  link.textContent = labels.open;
  root.append(link);
  return root;
}

/**
 * The embedded map (its own document). It tells its parent it is ready, accepts a show message
 * from the parent on the same origin only, and draws the points with Leaflet over the configured
 * tiles. When the tiles cannot load, the markers stay and a note says why the map looks empty.
 */
type Props = {
  tiles: { road: TileLayerConfig; satellite: TileLayerConfig | null };
  labels: MapFrameLabels;
  /** What a visitor who opens the frame on its own sees instead of an empty map. */
  standalone: { text: string; link: string; href: string };
};

export function MapFrame({ tiles, labels, standalone }: Props) {
  const containerRef = useRef<HTMLDivElement>(null);
  // opened on its own rather than inside a page (false while rendered on the server)
  const alone = useSyncExternalStore(
    noSubscription,
    () => window.parent === window,
    () => false,
  );
  const [message, setMessage] = useState<MapShowMessage | null>(null);
  const [tilesFailed, setTilesFailed] = useState(false);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.source !== window.parent) return;
      const accepted = acceptShowMessage(event, window.location.origin);
      if (accepted) setMessage(accepted);
    };
    window.addEventListener('message', onMessage);
    if (window.parent !== window)
      window.parent.postMessage(MAP_READY_MESSAGE, window.location.origin);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  useEffect(() => {
    const container = containerRef.current;
    if (!message || !container) return;
    let map: LeafletMap | null = null;
    let cancelled = false;
    const health = new TileHealth(setTilesFailed);
    void import('leaflet').then((module) => {
      const L = (module as unknown as { default?: typeof module }).default ?? module;
      if (cancelled) return;
      map = L.map(container, { scrollWheelZoom: false, ...DEFAULT_VIEW });
      const layer = tileLayerFor(message.mapType, tiles);
      L.tileLayer(layer.url, { attribution: layer.attribution, maxZoom: layer.maxZoom })
        .on('tileload', () => health.loaded())
        .on('tileerror', () => health.failed())
        .addTo(map);
      health.start(TILE_TIMEOUT_MS);
      const points = visiblePoints(message);
      for (const point of points) {
        const highlighted =
          message.marker !== null &&
          message.marker.lat === point.lat &&
          message.marker.lng === point.lng;
        L.marker([point.lat, point.lng], {
          title: point.title,
          alt: point.title,
          keyboard: true,
          icon: L.divIcon({
            className: `${styles.pin} ${highlighted ? styles.pinHighlighted : ''}`,
            iconSize: [26, 26],
            iconAnchor: [13, 26],
            popupAnchor: [0, -24],
          }),
        })
          .bindPopup(popupContent(point, labels))
          .addTo(map);
      }
      if (
        message.marker &&
        !points.some(
          (point) => point.lat === message.marker!.lat && point.lng === message.marker!.lng,
        )
      ) {
        L.marker([message.marker.lat, message.marker.lng], {
          title: labels.highlighted,
          alt: labels.highlighted,
          icon: L.divIcon({
            className: `${styles.pin} ${styles.pinHighlighted}`,
            iconSize: [26, 26],
            iconAnchor: [13, 26],
          }),
        }).addTo(map);
      }
      const positions: [number, number][] = points.map((point) => [point.lat, point.lng]);
      if (message.marker) positions.push([message.marker.lat, message.marker.lng]);
      if (positions.length === 1) map.setView(positions[0]!, SINGLE_ZOOM);
      else if (positions.length > 1)
        map.fitBounds(L.latLngBounds(positions), { padding: [32, 32], maxZoom: SINGLE_ZOOM });
      container.dataset.markers = String(points.length);
    });
    return () => {
      cancelled = true;
      health.stop();
      map?.remove();
    };
  }, [message, tiles, labels]);

  return (
    <div className={styles.frame}>
      <div ref={containerRef} className={styles.canvas} data-testid="map-canvas" />
      {alone && (
        <p className={styles.note}>
          {standalone.text} <a href={standalone.href}>{standalone.link}</a>
        </p>
      )}
      {tilesFailed && (
        <p className={styles.note} role="status" data-testid="map-tiles-failed">
          {labels.tilesFailed}
        </p>
      )}
    </div>
  );
}
