/**
 * What the page side of the map protocol needs (no zod here: this ships with every page that
 * embeds a map; the frame validates with lib/map/protocol.ts).
 */
export const MAP_MESSAGE_SOURCE = 'horizon-map';
export const MAP_TYPES = ['road', 'satellite'] as const;
export type MapType = (typeof MAP_TYPES)[number];
export const BANNERS = ['new', 'take-over', 'sold', 'rented'] as const;
export const MAX_MAP_POINTS = 1000;

export const MAP_READY_MESSAGE = { source: MAP_MESSAGE_SOURCE, type: 'ready' } as const;

export function isReadyMessage(data: unknown): boolean {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { source?: unknown }).source === MAP_MESSAGE_SOURCE &&
    (data as { type?: unknown }).type === 'ready'
  );
}
