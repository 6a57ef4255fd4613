import { describe, expect, it } from 'vitest';
import {
  answerOf,
  buildClusterIndex,
  featuresIn,
  MAX_CLUSTER_ZOOM,
  MAX_STACK,
  type MapFeature,
} from '@/lib/map/clusters';
import { mapResults } from '@/lib/data/map-results';
import { searchAll, type SearchQuery } from '@/lib/data';
import { createRandom } from '../../demo/listings/random';

type Item = { id: number; lat: number; lng: number };
const WORLD: [number, number, number, number] = [-180, -85, 180, 85];

/** Points spread over Belgium, made the same way every run. */
function belgium(count: number, seed = 3): Item[] {
  const random = createRandom(seed);
  return Array.from({ length: count }, (_, id) => ({
    id,
    lat: 49.5 + random.next() * 1.9,
    lng: 2.6 + random.next() * 3.7,
  }));
}

function total<T>(features: MapFeature<T>[]): number {
  return features.reduce(
    (sum, feature) => sum + (feature.kind === 'cluster' ? feature.count : 1),
    0,
  );
}

describe('the results map’s clusters', () => {
  const items = belgium(2000);
  const index = buildClusterIndex(items, (item) => item);

  it('account for every item at every zoom, in clusters or alone', () => {
    for (let zoom = 0; zoom <= MAX_CLUSTER_ZOOM + 2; zoom += 1) {
      const { features, truncated } = featuresIn(index, WORLD, zoom, { limit: 10_000 });
      expect(truncated).toBe(false);
      expect(total(features), `zoom ${zoom}`).toBe(items.length);
    }
    // a country seen whole is a handful of clusters, not 2,000 markers
    expect(featuresIn(index, WORLD, 7).features.length).toBeLessThan(100);
  });

  it('come apart at the zoom each cluster names', () => {
    const cluster = featuresIn(index, WORLD, 8).features.find(
      (feature) => feature.kind === 'cluster',
    )!;
    expect(cluster.kind === 'cluster' && cluster.zoom).toBeGreaterThan(8);
    if (cluster.kind !== 'cluster') return;
    const around: [number, number, number, number] = [
      cluster.lng - 0.3,
      cluster.lat - 0.3,
      cluster.lng + 0.3,
      cluster.lat + 0.3,
    ];
    const before = featuresIn(index, around, cluster.zoom - 1).features.length;
    expect(featuresIn(index, around, cluster.zoom).features.length).toBeGreaterThan(before);
  });

  it('answer only the view asked for', () => {
    const view: [number, number, number, number] = [4.2, 50.75, 4.55, 50.95];
    const { features } = featuresIn(index, view, MAX_CLUSTER_ZOOM + 1);
    const inside = items.filter(
      (item) => item.lng >= 4.2 && item.lng <= 4.55 && item.lat >= 50.75 && item.lat <= 50.95,
    );
    expect(total(features)).toBe(inside.length);
    expect(
      features.every(
        (feature) =>
          feature.kind === 'point' &&
          inside.some((item) => item.id === feature.item.id && item.lat === feature.lat),
      ),
    ).toBe(true);
  });

  it('list the items of a cluster no zoom splits (one building) instead of zooming', () => {
    const building = Array.from({ length: MAX_STACK + 5 }, (_, id) => ({
      id,
      lat: 50.85,
      lng: 4.35,
    }));
    const stacked = buildClusterIndex([...building, { id: 99, lat: 51.2, lng: 3.2 }], (i) => i);
    const [stack] = featuresIn(stacked, WORLD, MAX_CLUSTER_ZOOM + 2, {
      stacks: true,
    }).features.filter((feature) => feature.kind === 'cluster');
    // not sent with every view: only when asked for (the visitor opens one)
    const [unlisted] = featuresIn(stacked, WORLD, MAX_CLUSTER_ZOOM + 2).features.filter(
      (feature) => feature.kind === 'cluster',
    );
    expect(unlisted).toMatchObject({ kind: 'cluster', count: building.length, stack: [] });
    expect(stack).toMatchObject({ kind: 'cluster', count: building.length });
    expect(stack?.kind === 'cluster' && stack.zoom).toBeGreaterThan(MAX_CLUSTER_ZOOM);
    expect(stack?.kind === 'cluster' && stack.stack.length).toBe(MAX_STACK);
    // a cluster that zooming splits lists nothing
    const spread = featuresIn(index, WORLD, 5, { stacks: true }).features;
    expect(
      spread.every((feature) => feature.kind !== 'cluster' || feature.stack.length === 0),
    ).toBe(true);
  });

  it('keep the largest clusters when a view has more than the limit, and say so', () => {
    const { features, truncated } = featuresIn(index, WORLD, MAX_CLUSTER_ZOOM + 1, { limit: 50 });
    expect(truncated).toBe(true);
    expect(features).toHaveLength(50);
  });

  it('know the bounds of their items, and of none', () => {
    expect(index.bounds).toEqual([
      Math.min(...items.map((item) => item.lng)),
      Math.min(...items.map((item) => item.lat)),
      Math.max(...items.map((item) => item.lng)),
      Math.max(...items.map((item) => item.lat)),
    ]);
    const empty = buildClusterIndex<Item>([], (item) => item);
    expect(empty.bounds).toBeNull();
    expect(featuresIn(empty, WORLD, 3).features).toEqual([]);
  });
});

describe('a view’s answer', () => {
  it('gives clusters their label and points their map form, and lists only what was asked for', () => {
    const building = Array.from({ length: 3 }, (_, id) => ({ id, lat: 50.85, lng: 4.35 }));
    const index = buildClusterIndex([...building, { id: 9, lat: 51.2, lng: 3.2 }], (i) => i);
    const pointOf = (item: Item) => ({
      id: item.id + 1,
      lat: item.lat,
      lng: item.lng,
      title: `#${item.id}`,
      price: '€ 1',
      href: `/en/${item.id}/`,
      thumbnail: null,
      banner: null,
      approximate: false,
    });
    const label = (count: number, listed: boolean) => `${count} ${listed ? 'listed' : 'zoom'}`;
    const answer = answerOf(
      featuresIn(index, WORLD, MAX_CLUSTER_ZOOM, { stacks: true }),
      4,
      pointOf,
      label,
    );
    expect(answer.total).toBe(4);
    expect(answer.points.map((point) => point.title)).toEqual(['#9']);
    expect(answer.clusters).toHaveLength(1);
    expect(answer.clusters[0]).toMatchObject({ count: 3, label: '3 listed' });
    expect(answer.clusters[0]!.stack.map((point) => point.title).sort()).toEqual([
      '#0',
      '#1',
      '#2',
    ]);
    const far = answerOf(featuresIn(index, WORLD, 2), 4, pointOf, label);
    expect(far.clusters[0]).toMatchObject({ count: 4, label: '4 zoom', stack: [] });
  });
});

describe('a list search’s results map', () => {
  it('holds the list’s results but those of the banners left off, and is built once per search', () => {
    const all = searchAll('fr', { goal: 'sale' }, Number.POSITIVE_INFINITY);
    const results = mapResults('fr', { goal: 'sale' }, ['sold', 'rented']);
    const left = all.filter((listing) => listing.banner === 'sold' || listing.banner === 'rented');
    expect(left.length).toBeGreaterThan(0);
    expect(results.left).toBe(left.length);
    expect(results.total).toBe(all.length - left.length);
    expect(total(featuresIn(results.clusters, WORLD, 0).features)).toBe(results.total);
    // another order or page of the same search shares its clusters
    const paged: SearchQuery = { goal: 'sale', sort: 'price-asc', page: 3 };
    expect(mapResults('fr', paged, ['rented', 'sold'])).toBe(results);
    expect(mapResults('fr', { goal: 'sale' }, [])).not.toBe(results);
    expect(mapResults('fr', { goal: 'sale' }, []).total).toBe(all.length);
  });

  it('is narrowed by a searched area like the list', () => {
    const area: [number, number, number, number] = [4.2, 50.75, 4.55, 50.95];
    const inside = searchAll('en', { goal: 'rent', area }, Number.POSITIVE_INFINITY);
    const results = mapResults('en', { goal: 'rent', area }, []);
    expect(results.total).toBe(inside.length);
    expect(results.total).toBeLessThan(mapResults('en', { goal: 'rent' }, []).total);
  });
});
