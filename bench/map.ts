/**
 * `npm run bench:map`: the results map at 100,000 listings (docs/measured.md › Results map). It
 * builds the data set in memory, then times what the server does for the map of a search that
 * finds them all — finding them and building the cluster index (once per search, then kept), and
 * answering one view (every pan or zoom) — and prints the bytes of a view's answer against those
 * of every result sent at once. It reports; it does not judge.
 */
import { gzipSync } from 'node:zlib';
import { parseArgs } from 'node:util';
import { parsePayload } from '@/lib/data/load';
import { allMatches } from '@/lib/data/search';
import { buildStore } from '@/lib/data/store';
import type { Listing } from '@/lib/model/types';
import type { Area } from '@/lib/map/area';
import { answerOf, buildClusterIndex, featuresIn } from '@/lib/map/clusters';
import { mapPointOf } from '@/lib/map/points';
import type { MapAnswer } from '@/lib/map/protocol';
import { generatePayload } from '../demo/listings/payload';

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '500' },
  },
});
const count = Number(values.count);
const runs = Number(values.runs);

const median = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
const p99 = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(0.99 * sorted.length) - 1)]!;
};
const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

const index = buildStore(
  parsePayload(
    generatePayload({ seed: 7, count, locales: ['fr'], projects: 10 }),
    'benchmark payload',
  ),
).byLocale.get('fr')!;

const words = { onRequest: 'Prix sur demande', startingFrom: 'À partir de', perMonth: '/mois' };
const pointOf = (listing: Listing) =>
  mapPointOf(
    listing,
    `/fr/${listing.goal === 'sale' ? 'a-vendre' : 'a-louer'}/${listing.place.citySlug}/${listing.slug}/${listing.id}/`,
    words,
    'fr',
  );

// a search that finds every listing of both goals: the heaviest map there is
const find = () => [
  ...allMatches(index, { goal: 'sale' }, Number.POSITIVE_INFINITY),
  ...allMatches(index, { goal: 'rent' }, Number.POSITIVE_INFINITY),
];
const buildTimes: number[] = [];
let clusters = buildClusterIndex(find(), (listing) => ({
  lat: listing.place.latitude,
  lng: listing.place.longitude,
}));
for (let run = 0; run < 5; run++) {
  const start = performance.now();
  clusters = buildClusterIndex(find(), (listing) => ({
    lat: listing.place.latitude,
    lng: listing.place.longitude,
  }));
  buildTimes.push(performance.now() - start);
}

const street: Area = [4.35, 50.84, 4.365, 50.85];
// a cluster of the street view that no zoom splits, opened (its listings asked for)
const stacked = featuresIn(clusters, street, 17).features.find(
  (feature) => feature.kind === 'cluster',
);
const views: [string, Area, number, boolean][] = [
  ['Belgium and Luxembourg (zoom 8)', [2.5, 49.4, 6.5, 51.6], 8, false],
  ['a province (zoom 10)', [4.0, 50.6, 4.9, 51.0], 10, false],
  ['a city (zoom 13)', [4.3, 50.8, 4.42, 50.88], 13, false],
  ['a street (zoom 17)', street, 17, false],
];
if (stacked)
  views.push([
    `opening a cluster of ${stacked.count} that no zoom splits`,
    [stacked.lng - 0.002, stacked.lat - 0.002, stacked.lng + 0.002, stacked.lat + 0.002],
    16,
    true,
  ]);

console.log(
  `Results map benchmark: ${clusters.items.length.toLocaleString('en')} listings on the map, ${runs} timed runs per view, node ${process.version}`,
);
console.log(
  `find them and build the cluster index (once per search): median ${median(buildTimes).toFixed(0)} ms of 5`,
);
console.log('| view | median ms | p99 ms | clusters + points | answer (JSON) | gzip |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
for (const [name, area, zoom, stacks] of views) {
  const times: number[] = [];
  let answer: MapAnswer | null = null;
  for (let run = 0; run < 50 + runs; run++) {
    const start = performance.now();
    const built = answerOf(
      featuresIn(clusters, area, zoom, { stacks }),
      clusters.items.length,
      pointOf,
      (count, listed) => (listed ? `${count} biens côte à côte` : `${count} biens ici : zoomer`),
    );
    JSON.stringify(built);
    if (run >= 50) times.push(performance.now() - start);
    answer = built;
  }
  const body = Buffer.from(JSON.stringify(answer));
  console.log(
    `| ${name} | ${median(times).toFixed(2)} | ${p99(times).toFixed(2)} | ${answer!.clusters.length + answer!.points.length} | ${kB(body.length)} | ${kB(gzipSync(body).length)} |`,
  );
}
const everything = Buffer.from(JSON.stringify(clusters.items.map(pointOf)));
console.log(
  `every result sent at once instead (as the frame was sent its points before): ${kB(everything.length)}, ${kB(gzipSync(everything).length)} gzip`,
);
