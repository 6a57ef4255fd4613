import type { MapType } from './protocol';

export type TileLayerConfig = { url: string; attribution: string; maxZoom: number };

/** With no tile loaded this long (and none failing sooner), the map says its images did not come. */
export const TILE_TIMEOUT_MS = 8000;

/** The tile layer of a map type: satellite when configured, else the road map. */
export function tileLayerFor(
  type: MapType,
  tiles: { road: TileLayerConfig; satellite: TileLayerConfig | null },
): TileLayerConfig {
  return type === 'satellite' && tiles.satellite ? tiles.satellite : tiles.road;
}

/**
 * Whether the tiles came: failed once a tile errors before any has loaded, or when none loaded in
 * time; healthy again as soon as one loads (a flaky connection recovers).
 */
export class TileHealth {
  private anyLoaded = false;
  private timer: ReturnType<typeof setTimeout> | null = null;
  constructor(private readonly report: (failed: boolean) => void) {}
  start(timeoutMs: number): void {
    this.timer = setTimeout(() => {
      if (!this.anyLoaded) this.report(true);
    }, timeoutMs);
  }
  loaded(): void {
    if (!this.anyLoaded) {
      this.anyLoaded = true;
      this.report(false);
    }
  }
  failed(): void {
    if (!this.anyLoaded) this.report(true);
  }
  stop(): void {
    if (this.timer) clearTimeout(this.timer);
  }
}
