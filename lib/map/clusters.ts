import Supercluster from 'supercluster';
import type { Area } from './area';
import type { MapAnswer, MapPoint } from './protocol';
import { MAX_CLUSTER_ZOOM } from './constants';

/**
 * The results map's clusters, made on the server (supercluster): the browser is sent only what
 * one view of the map shows — a few hundred clusters and points — never every result, so a
 * search of 100,000 listings costs a phone no more than one of 100.
 */

export { MAX_CLUSTER_ZOOM } from './constants';
/** At most this many clusters and points in one answer (a view never needs more). */
export const MAX_FEATURES = 500;
/** The points of a cluster that cannot be split, listed in its popup. */
export const MAX_STACK = 25;

export type Position = { lat: number; lng: number };

export type ClusterIndex<T> = {
  items: T[];
  /** The smallest area holding every item; null without items. */
  bounds: Area | null;
  supercluster: Supercluster<{ i: number }, { i?: number }>;
};

export type MapFeature<T> =
  | {
      kind: 'cluster';
      lat: number;
      lng: number;
      count: number;
      /** The zoom at which the cluster comes apart. */
      zoom: number;
      /** Its items, when no zoom splits it and they were asked for (`stacks`); else empty. */
      stack: T[];
    }
  | { kind: 'point'; lat: number; lng: number; item: T };

/** Clusters of items at every zoom, built once per search (about a second for 100,000 items). */
export function buildClusterIndex<T>(
  items: T[],
  positionOf: (item: T) => Position,
): ClusterIndex<T> {
  let bounds: [number, number, number, number] | null = null;
  const points = items.map((item, i): Supercluster.PointFeature<{ i: number }> => {
    const { lat, lng } = positionOf(item);
    if (!bounds) bounds = [lng, lat, lng, lat];
    else {
      bounds[0] = Math.min(bounds[0], lng);
      bounds[1] = Math.min(bounds[1], lat);
      bounds[2] = Math.max(bounds[2], lng);
      bounds[3] = Math.max(bounds[3], lat);
    }
    return {
      type: 'Feature',
      properties: { i },
      geometry: { type: 'Point', coordinates: [lng, lat] },
    };
  });
  const supercluster = new Supercluster<{ i: number }, { i?: number }>({
    radius: 60,
    maxZoom: MAX_CLUSTER_ZOOM,
    minPoints: 2,
  });
  supercluster.load(points);
  return { items, bounds, supercluster };
}

/**
 * The clusters and single points of one view of the map: those in `area` at `zoom`, at most
 * `limit` (the largest clusters kept first when there are more). With `stacks`, the clusters no
 * zoom splits carry their items (asked for when the visitor opens one: a street of a dense city
 * can hold hundreds of them, too many to send with every view).
 */
export function featuresIn<T>(
  index: ClusterIndex<T>,
  area: Area,
  zoom: number,
  { limit = MAX_FEATURES, stacks = false }: { limit?: number; stacks?: boolean } = {},
): { features: MapFeature<T>[]; truncated: boolean } {
  // past the last zoom of clusters, what is still together stays together (listed, not stacked)
  const level = Math.min(MAX_CLUSTER_ZOOM, Math.max(0, Math.floor(zoom)));
  const found = index.supercluster.getClusters([...area], level);
  const count = (feature: (typeof found)[number]) =>
    'cluster' in feature.properties && feature.properties.cluster
      ? feature.properties.point_count
      : 1;
  const kept =
    found.length > limit ? [...found].sort((a, b) => count(b) - count(a)).slice(0, limit) : found;
  const features = kept.map((feature): MapFeature<T> => {
    const [lng, lat] = feature.geometry.coordinates as [number, number];
    const properties = feature.properties;
    if ('cluster' in properties && properties.cluster) {
      const id = properties.cluster_id;
      const splitsAt = index.supercluster.getClusterExpansionZoom(id);
      const stack =
        stacks && splitsAt > MAX_CLUSTER_ZOOM
          ? index.supercluster
              .getLeaves(id, MAX_STACK)
              .map((leaf) => index.items[leaf.properties.i]!)
          : [];
      return { kind: 'cluster', lat, lng, count: properties.point_count, zoom: splitsAt, stack };
    }
    return { kind: 'point', lat, lng, item: index.items[(properties as { i: number }).i]! };
  });
  return { features, truncated: found.length > limit };
}

/**
 * A view's features as app/api/map-results answers them: clusters with their label (`labelOf`
 * says whether one is listed rather than split) and points, each item as a map point.
 */
export function answerOf<T>(
  found: { features: MapFeature<T>[]; truncated: boolean },
  total: number,
  pointOf: (item: T) => MapPoint,
  labelOf: (count: number, listed: boolean) => string,
): MapAnswer {
  const answer: MapAnswer = { total, truncated: found.truncated, clusters: [], points: [] };
  for (const feature of found.features)
    if (feature.kind === 'point') answer.points.push(pointOf(feature.item));
    else
      answer.clusters.push({
        lat: feature.lat,
        lng: feature.lng,
        count: feature.count,
        zoom: feature.zoom,
        label: labelOf(feature.count, feature.zoom > MAX_CLUSTER_ZOOM),
        stack: feature.stack.map(pointOf),
      });
  return answer;
}
