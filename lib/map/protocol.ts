/**
 * The messages between a page and its embedded map frame: the page posts the property list,
 * the map type, a marker and a marquee ignore list; the frame says when it is ready. Messages are
 * accepted only from the frame's own origin and only in this shape (zod/mini keeps the frame's
 * bundle small).
 */
import * as z from 'zod/mini';
import type { Banner } from '@/lib/model/types';
import { BANNERS, MAP_MESSAGE_SOURCE, MAP_TYPES, MAX_MAP_POINTS } from './constants';

export {
  BANNERS,
  MAP_MESSAGE_SOURCE,
  MAP_READY_MESSAGE,
  MAP_TYPES,
  MAX_MAP_POINTS,
  isReadyMessage,
  type MapType,
} from './constants';

// the protocol's banners are the data's banners
BANNERS satisfies readonly Banner[];

/** A path on this site: one leading slash, not a protocol-relative `//host` address. */
const sitePath = z.string().check(z.maxLength(600), z.regex(/^\/(?!\/)[^\s\\]*$/));
const latitude = z.number().check(z.gte(-90), z.lte(90));
const longitude = z.number().check(z.gte(-180), z.lte(180));

export const mapPointSchema = z.strictObject({
  id: z.int().check(z.positive()),
  lat: latitude,
  lng: longitude,
  title: z.string().check(z.maxLength(200)),
  price: z.string().check(z.maxLength(80)),
  href: sitePath,
  thumbnail: z.nullable(sitePath),
  banner: z.nullable(z.enum(BANNERS)),
  /** The owner did not publish the address: the point is near, not at, the property. */
  approximate: z.boolean(),
});
export type MapPoint = z.infer<typeof mapPointSchema>;

/** An area of the map: west, south, east, north (an array of four: zod/mini's tuple costs bytes). */
const areaSchema = z.array(z.number()).check(
  z.length(4),
  z.refine(
    ([west = 0, south = 0, east = 0, north = 0]) =>
      west >= -180 && east <= 180 && south >= -90 && north <= 90 && west < east && south < north,
  ),
);

/** Where the frame asks for a list search's clusters (app/api/map-results): this site's route only. */
const resultsUrl = z.string().check(z.maxLength(4096), z.regex(/^\/api\/map-results\/\?[^\s\\]*$/));

export const mapShowSchema = z.strictObject({
  source: z.literal(MAP_MESSAGE_SOURCE),
  type: z.literal('show'),
  properties: z.array(mapPointSchema).check(z.maxLength(MAX_MAP_POINTS)),
  mapType: z.enum(MAP_TYPES),
  /** A highlighted position (the property of a detail page); null for none. */
  marker: z.nullable(z.strictObject({ lat: latitude, lng: longitude })),
  /** Banners whose properties the map leaves out (for example sold and rented ones). */
  marqueeIgnore: z.array(z.enum(BANNERS)).check(z.maxLength(BANNERS.length)),
  /**
   * A list's results, clustered on the server (instead of `properties`): where to ask for the
   * clusters of a view, the bounds of every result, and the searched area of the URL.
   */
  results: z.optional(
    z.nullable(
      z.strictObject({
        url: resultsUrl,
        bounds: z.nullable(areaSchema),
        area: z.nullable(areaSchema),
        /** The text of the button that searches the visible area. */
        searchArea: z.string().check(z.maxLength(80)),
      }),
    ),
  ),
});
export type MapShowMessage = z.infer<typeof mapShowSchema>;

/** A result card the visitor points at or focuses: its position, or null when it is left. */
export const mapHighlightSchema = z.strictObject({
  source: z.literal(MAP_MESSAGE_SOURCE),
  type: z.literal('highlight'),
  position: z.nullable(z.strictObject({ lat: latitude, lng: longitude })),
});

/** The clusters and points of one view, as app/api/map-results answers (two lists: no union). */
export const mapClusterSchema = z.strictObject({
  lat: latitude,
  lng: longitude,
  count: z.int().check(z.positive()),
  /** The zoom at which it comes apart; past the last zoom of clusters, never (it is listed). */
  zoom: z.int().check(z.nonnegative(), z.lte(30)),
  /** Its name: how many properties, and that choosing it zooms in (or lists them). */
  label: z.string().check(z.maxLength(120)),
  /** The points of a cluster no zoom splits (one building), when asked for: its popup's list. */
  stack: z.array(mapPointSchema).check(z.maxLength(100)),
});
export type MapCluster = z.infer<typeof mapClusterSchema>;

export const mapAnswerSchema = z.strictObject({
  total: z.int().check(z.nonnegative()),
  truncated: z.boolean(),
  clusters: z.array(mapClusterSchema).check(z.maxLength(1000)),
  points: z.array(mapPointSchema).check(z.maxLength(1000)),
});
export type MapAnswer = z.infer<typeof mapAnswerSchema>;

/** A message of the page for the frame: what to show, or which result to highlight. */
export function acceptPageMessage(
  event: { origin: string; data: unknown },
  expectedOrigin: string,
):
  | { type: 'show'; message: MapShowMessage }
  | { type: 'highlight'; position: { lat: number; lng: number } | null }
  | null {
  const show = acceptShowMessage(event, expectedOrigin);
  if (show) return { type: 'show', message: show };
  if (event.origin !== expectedOrigin) return null;
  const parsed = mapHighlightSchema.safeParse(event.data);
  return parsed.success ? { type: 'highlight', position: parsed.data.position } : null;
}

/**
 * The show message in an event, when it comes from the expected origin and has the right shape;
 * null otherwise (other windows, other scripts' messages, malformed data).
 */
export function acceptShowMessage(
  event: { origin: string; data: unknown },
  expectedOrigin: string,
): MapShowMessage | null {
  if (event.origin !== expectedOrigin) return null;
  const parsed = mapShowSchema.safeParse(event.data);
  return parsed.success ? parsed.data : null;
}

/** The points the map shows: those whose banner is not in the ignore list. */
export function visiblePoints(
  message: Pick<MapShowMessage, 'properties' | 'marqueeIgnore'>,
): MapPoint[] {
  const ignored = new Set<string>(message.marqueeIgnore);
  return message.properties.filter((point) => point.banner === null || !ignored.has(point.banner));
}

/** The query a map frame is opened with when its markers are the agency's offices, not properties. */
export const OFFICE_MARKERS_QUERY = 'markers=offices';

/** Which note explains failed map images: the markers are properties, or the agency's offices. */
export function tilesFailedNote(
  search: string,
  labels: { tilesFailed: string; tilesFailedOffices: string },
): string {
  return new URLSearchParams(search).get('markers') === 'offices'
    ? labels.tilesFailedOffices
    : labels.tilesFailed;
}
