'use client';

import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { LeafletKeyboardEvent, Map as LeafletMap, Marker } from 'leaflet';
import { normaliseArea, type Area } from '@/lib/map/area';
import { MAX_CLUSTER_ZOOM } from '@/lib/map/constants';
import {
  acceptPageMessage,
  MAP_MESSAGE_SOURCE,
  MAP_READY_MESSAGE,
  mapAnswerSchema,
  tilesFailedNote,
  visiblePoints,
  type MapCluster,
  type MapPoint,
  type MapShowMessage,
} from '@/lib/map/protocol';
import type { TileLayerConfig } from '@/lib/map/tiles';
import { tileLayerFor, TILE_TIMEOUT_MS, TileHealth } from '@/lib/map/tiles';
import 'leaflet/dist/leaflet.css';
import styles from './map.module.css';

export type MapFrameLabels = {
  tilesFailed: string;
  tilesFailedOffices: string;
  approximate: string;
  open: string;
  highlighted: string;
};

/** Where the visitor's pointer or focus is in the list, shown on the map as a ring. */
type Position = { lat: number; lng: number };

/** Belgium and Luxembourg, when there is nothing to show. */
const DEFAULT_VIEW = { center: [50.5, 4.9] as [number, number], zoom: 7 };
const SINGLE_ZOOM = 15;
const noSubscription = () => () => {};

type Leaflet = typeof import('leaflet');

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

/** The popup of a cluster no zoom splits (one building): its properties, each a link. */
function stackContent(points: MapPoint[]): HTMLElement {
  const list = document.createElement('ul');
  list.className = styles.stack ?? '';
  for (const point of points) {
    const item = document.createElement('li');
    const link = document.createElement('a');
    link.href = point.href;
    link.target = '_top';
    link.textContent = `${point.title} · ${point.price}`;
    item.append(link);
    list.append(item);
  }
  return list;
}

function pinIcon(L: Leaflet, highlighted: boolean) {
  return L.divIcon({
    className: `${styles.pin} ${highlighted ? styles.pinHighlighted : ''}`,
    iconSize: [26, 26],
    iconAnchor: [13, 26],
    popupAnchor: [0, -24],
  });
}

function pointMarker(L: Leaflet, point: MapPoint, labels: MapFrameLabels, highlighted = false) {
  return L.marker([point.lat, point.lng], {
    title: point.title,
    alt: point.title,
    keyboard: true,
    icon: pinIcon(L, highlighted),
  }).bindPopup(popupContent(point, labels));
}

/**
 * A cluster: its count on a disc sized by it, named by its label (what choosing it does). Choosing
 * it zooms in; one that no zoom splits lists its properties instead (`list` asks for them).
 */
function clusterMarker(
  L: Leaflet,
  feature: MapCluster,
  zoomIn: () => void,
  list: () => Promise<MapPoint[]>,
): Marker {
  const size = feature.count < 10 ? 34 : feature.count < 100 ? 40 : feature.count < 1000 ? 48 : 56;
  const count = document.createElement('span');
  count.textContent = String(feature.count);
  const marker = L.marker([feature.lat, feature.lng], {
    title: feature.label,
    keyboard: true,
    icon: L.divIcon({ html: count, className: styles.cluster, iconSize: [size, size] }),
  });
  const choose = () => {
    if (feature.zoom <= MAX_CLUSTER_ZOOM) return zoomIn();
    // once listed, its popup opens as any marker's does
    if (marker.getPopup()) return;
    void list().then((points) => {
      if (points.length > 0) marker.bindPopup(stackContent(points)).openPopup();
    });
  };
  marker.on('click', choose);
  // a button: Enter and Space choose it (Leaflet itself only opens popups on Enter)
  marker.on('keydown', (event) => {
    const key = (event as LeafletKeyboardEvent).originalEvent.key;
    if (key !== 'Enter' && key !== ' ') return;
    (event as LeafletKeyboardEvent).originalEvent.preventDefault();
    choose();
  });
  // named by what it does, not only by its number
  marker.on('add', () => {
    const element = marker.getElement();
    element?.setAttribute('aria-label', feature.label);
    element?.setAttribute('data-cluster', String(feature.count));
  });
  return marker;
}

/** The properties of a cluster no zoom splits, asked of the server when the visitor opens it. */
async function stackOf(
  url: string,
  cluster: { lat: number; lng: number; count: number },
): Promise<MapPoint[]> {
  const around = normaliseArea([
    cluster.lng - 0.002,
    cluster.lat - 0.002,
    cluster.lng + 0.002,
    cluster.lat + 0.002,
  ]);
  if (!around) return [];
  const response = await fetch(
    `${url}&bbox=${around.join(',')}&zoom=${MAX_CLUSTER_ZOOM}&stacks=1`,
  ).catch(() => null);
  const parsed = mapAnswerSchema.safeParse(await response?.json().catch(() => null));
  if (!parsed.success) return [];
  const same = parsed.data.clusters.find(
    (found) =>
      found.lat === cluster.lat && found.lng === cluster.lng && found.count === cluster.count,
  );
  return same?.stack ?? [];
}

/** The visible part of a map as an area (its corners rounded outwards). */
function viewOf(map: LeafletMap): Area | null {
  const bounds = map.getBounds();
  return normaliseArea([bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()]);
}

const toBounds = (area: readonly number[]): [[number, number], [number, number]] => [
  [area[1]!, area[0]!],
  [area[3]!, area[2]!],
];

/**
 * A list's results: clusters and points of each view, asked of the server as the visitor moves
 * the map, drawn without redrawing what stays (an open popup stays open). Returns the cleanup.
 */
function showResults(
  L: Leaflet,
  map: LeafletMap,
  results: NonNullable<MapShowMessage['results']>,
  labels: MapFrameLabels,
  container: HTMLElement,
  onMoved: () => void,
): () => void {
  const start = results.area ?? results.bounds;
  if (start)
    map.fitBounds(toBounds(start), { padding: [24, 24], maxZoom: SINGLE_ZOOM, animate: false });
  if (results.area)
    L.rectangle(toBounds(results.area), {
      interactive: false,
      fill: false,
      dashArray: '6 6',
      weight: 2,
      className: styles.area,
    }).addTo(map);
  const drawn = new Map<string, Marker>();
  let request: AbortController | null = null;
  const load = () => {
    const view = viewOf(map);
    if (!view) return;
    request?.abort();
    const controller = (request = new AbortController());
    const url = `${results.url}&bbox=${view.join(',')}&zoom=${Math.round(map.getZoom())}`;
    fetch(url, { signal: controller.signal })
      .then((response) => (response.ok ? response.json() : null))
      .then((body: unknown) => {
        const parsed = mapAnswerSchema.safeParse(body);
        if (!parsed.success || controller.signal.aborted) return;
        const next = new Map<string, MapCluster | MapPoint>();
        for (const point of parsed.data.points) next.set(`p${point.id}`, point);
        for (const cluster of parsed.data.clusters)
          next.set(`c${cluster.lat},${cluster.lng},${cluster.count}`, cluster);
        for (const [key, marker] of drawn)
          if (!next.has(key)) {
            marker.remove();
            drawn.delete(key);
          }
        for (const [key, feature] of next) {
          if (drawn.has(key)) continue;
          const marker =
            'id' in feature
              ? pointMarker(L, feature, labels).on('add', function (this: Marker) {
                  this.getElement()?.setAttribute('data-point', String(feature.id));
                })
              : clusterMarker(
                  L,
                  feature,
                  () => {
                    map.setView(
                      [feature.lat, feature.lng],
                      Math.min(feature.zoom, map.getMaxZoom()),
                    );
                    // the chosen cluster is gone: keyboard users go on from the map itself
                    map.getContainer().focus({ preventScroll: true });
                  },
                  () => stackOf(results.url, feature),
                );
          drawn.set(key, marker.addTo(map));
        }
        container.dataset.markers = String(drawn.size);
        container.dataset.total = String(parsed.data.total);
        container.dataset.zoom = String(map.getZoom());
      })
      .catch(() => {});
  };
  load();
  const moved = () => {
    onMoved();
    load();
  };
  map.on('moveend', moved);
  return () => {
    request?.abort();
    map.off('moveend', moved);
  };
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
  const [highlight, setHighlight] = useState<Position | null>(null);
  const [moved, setMoved] = useState(false);
  const [leaflet, setLeaflet] = useState<{ L: Leaflet; map: LeafletMap } | null>(null);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.source !== window.parent) return;
      const accepted = acceptPageMessage(event, window.location.origin);
      if (accepted?.type === 'show') setMessage(accepted.message);
      else if (accepted?.type === 'highlight') setHighlight(accepted.position);
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
    let stopResults = () => {};
    const health = new TileHealth(setTilesFailed);
    void import('leaflet').then((module) => {
      const L = (module as unknown as { default?: typeof module }).default ?? module;
      if (cancelled) return;
      map = L.map(container, { scrollWheelZoom: Boolean(message.results), ...DEFAULT_VIEW });
      const layer = tileLayerFor(message.mapType, tiles);
      L.tileLayer(layer.url, { attribution: layer.attribution, maxZoom: layer.maxZoom })
        .on('tileload', () => health.loaded())
        .on('tileerror', () => health.failed())
        .addTo(map);
      health.start(TILE_TIMEOUT_MS);
      setLeaflet({ L, map });
      if (message.results) {
        stopResults = showResults(L, map, message.results, labels, container, () => setMoved(true));
        return;
      }
      const points = visiblePoints(message);
      for (const point of points) {
        const highlighted =
          message.marker !== null &&
          message.marker.lat === point.lat &&
          message.marker.lng === point.lng;
        pointMarker(L, point, labels, highlighted).addTo(map);
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
          icon: pinIcon(L, true),
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
      stopResults();
      setLeaflet(null);
      setMoved(false);
      map?.remove();
    };
  }, [message, tiles, labels]);

  useEffect(() => {
    if (!leaflet || !highlight) return;
    const ring = leaflet.L.marker([highlight.lat, highlight.lng], {
      interactive: false,
      keyboard: false,
      zIndexOffset: 1000,
      icon: leaflet.L.divIcon({ className: styles.ring, iconSize: [30, 30] }),
    }).addTo(leaflet.map);
    ring.getElement()?.setAttribute('data-testid', 'map-ring');
    return () => {
      ring.remove();
    };
  }, [leaflet, highlight]);

  const searchArea = () => {
    const view = leaflet && viewOf(leaflet.map);
    if (view)
      window.parent.postMessage(
        { source: MAP_MESSAGE_SOURCE, type: 'area', area: view },
        window.location.origin,
      );
  };

  return (
    <div className={styles.frame}>
      <div ref={containerRef} className={styles.canvas} data-testid="map-canvas" />
      {message?.results && moved && !alone && (
        <button
          type="button"
          className={styles.searchArea}
          onClick={searchArea}
          data-testid="map-search-area"
        >
          {message.results.searchArea}
        </button>
      )}
      {alone && (
        <p className={styles.note}>
          {standalone.text} <a href={standalone.href}>{standalone.link}</a>
        </p>
      )}
      {tilesFailed && (
        <p className={styles.note} role="status" data-testid="map-tiles-failed">
          {tilesFailedNote(window.location.search, labels)}
        </p>
      )}
    </div>
  );
}
