/**
 * What the page side of the map protocol needs (no zod here: this ships with every page that
 * embeds a map; the frame validates with lib/map/protocol.ts).
 */
export const MAP_MESSAGE_SOURCE = 'horizon-map';
export const MAP_TYPES = ['road', 'satellite'] as const;
export type MapType = (typeof MAP_TYPES)[number];
export const BANNERS = ['new', 'take-over', 'sold', 'rented'] as const;
export const MAX_MAP_POINTS = 1000;
/**
 * The last zoom of the results map's clusters: points still together there are a few metres
 * apart (one building, or an approximate position shared): such a cluster is listed, not split.
 */
export const MAX_CLUSTER_ZOOM = 16;

export const MAP_READY_MESSAGE = { source: MAP_MESSAGE_SOURCE, type: 'ready' } as const;

export function isReadyMessage(data: unknown): boolean {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { source?: unknown }).source === MAP_MESSAGE_SOURCE &&
    (data as { type?: unknown }).type === 'ready'
  );
}

/** The frame's "search this area": the visible part of the map (west, south, east, north). */
export function areaOfMessage(data: unknown): [number, number, number, number] | null {
  if (typeof data !== 'object' || data === null) return null;
  const message = data as { source?: unknown; type?: unknown; area?: unknown };
  if (message.source !== MAP_MESSAGE_SOURCE || message.type !== 'area') return null;
  const area = message.area;
  if (!Array.isArray(area) || area.length !== 4 || !area.every(Number.isFinite)) return null;
  return area as [number, number, number, number];
}
