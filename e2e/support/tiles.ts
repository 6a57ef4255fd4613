import { deflateSync } from 'node:zlib';
import type { Page, Route } from '@playwright/test';

/** The map's tile server (data/site.json › map.tiles), which CI cannot reach. */
export const TILE_HOSTS = '**/tile.openstreetmap.org/**';

/** A 256×256 grey PNG, served instead of the tile server (which CI cannot reach). */
export function tilePng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buffer: Buffer) => {
    let c = 0xffffffff;
    for (const byte of buffer) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(256, 0);
  header.writeUInt32BE(256, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  const rows = Buffer.alloc(257 * 256, 0xd0);
  for (let row = 0; row < 256; row++) rows[row * 257] = 0; // filter byte
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Serves every tile of the page (its frames included) as a grey PNG; returns how many were asked for. */
export async function serveTiles(page: Page): Promise<{ served: () => number }> {
  let served = 0;
  const png = tilePng();
  await page.route(TILE_HOSTS, (route: Route) => {
    served += 1;
    return route.fulfill({ status: 200, contentType: 'image/png', body: png });
  });
  return { served: () => served };
}
