import { describe, expect, it, vi } from 'vitest';
import { areaOfMessage } from '@/lib/map/constants';
import {
  acceptPageMessage,
  acceptShowMessage,
  mapAnswerSchema,
  isReadyMessage,
  MAP_READY_MESSAGE,
  MAX_MAP_POINTS,
  visiblePoints,
  type MapPoint,
  type MapShowMessage,
} from '@/lib/map/protocol';
import { TileHealth, tileLayerFor } from '@/lib/map/tiles';

const ORIGIN = 'https://www.example.be';
const point: MapPoint = {
  id: 4101,
  lat: 50.85,
  lng: 4.35,
  title: 'Flat – 1000 Brussels',
  price: '€ 250.000',
  href: '/en/for-sale/brussels/flat/4101/',
  thumbnail: '/media/listings/4101/thumb.jpg',
  banner: null,
  approximate: false,
};
const show: MapShowMessage = {
  source: 'horizon-map',
  type: 'show',
  properties: [point],
  mapType: 'road',
  marker: null,
  marqueeIgnore: [],
};

describe('map messages', () => {
  it('accepts a well-formed show message from the expected origin', () => {
    expect(acceptShowMessage({ origin: ORIGIN, data: show }, ORIGIN)).toEqual(show);
  });

  it('refuses messages from another origin', () => {
    expect(acceptShowMessage({ origin: 'https://evil.example', data: show }, ORIGIN)).toBeNull();
    expect(acceptShowMessage({ origin: 'null', data: show }, ORIGIN)).toBeNull();
  });

  it('refuses links that leave the site, bad coordinates, unknown fields and oversized lists', () => {
    for (const href of [
      'javascript:alert(1)',
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'relative/path',
    ]) {
      expect(
        acceptShowMessage(
          { origin: ORIGIN, data: { ...show, properties: [{ ...point, href }] } },
          ORIGIN,
        ),
        href,
      ).toBeNull();
    }
    expect(
      acceptShowMessage(
        { origin: ORIGIN, data: { ...show, properties: [{ ...point, lat: 91 }] } },
        ORIGIN,
      ),
    ).toBeNull();
    expect(acceptShowMessage({ origin: ORIGIN, data: { ...show, extra: 1 } }, ORIGIN)).toBeNull();
    expect(
      acceptShowMessage({ origin: ORIGIN, data: { ...show, mapType: 'terrain' } }, ORIGIN),
    ).toBeNull();
    expect(
      acceptShowMessage(
        {
          origin: ORIGIN,
          data: { ...show, properties: Array.from({ length: MAX_MAP_POINTS + 1 }, () => point) },
        },
        ORIGIN,
      ),
    ).toBeNull();
    expect(acceptShowMessage({ origin: ORIGIN, data: 'show' }, ORIGIN)).toBeNull();
  });

  it('tells the ready message apart', () => {
    expect(isReadyMessage(MAP_READY_MESSAGE)).toBe(true);
    expect(isReadyMessage({ source: 'other', type: 'ready' })).toBe(false);
    expect(isReadyMessage(null)).toBe(false);
  });

  it('leaves out the properties whose banner is ignored', () => {
    const sold = { ...point, id: 2, banner: 'sold' as const };
    const fresh = { ...point, id: 3, banner: 'new' as const };
    expect(
      visiblePoints({ properties: [point, sold, fresh], marqueeIgnore: ['sold', 'rented'] }).map(
        (p) => p.id,
      ),
    ).toEqual([4101, 3]);
    expect(visiblePoints({ properties: [point, sold], marqueeIgnore: [] })).toHaveLength(2);
  });
});

describe('the results map’s messages', () => {
  const results = {
    url: '/api/map-results/?locale=en&goal=sale&type=1',
    bounds: [2.6, 49.5, 6.3, 51.4],
    area: null,
    searchArea: 'Search this area',
  };

  it('accepts a list’s results to ask this site’s map route for, and nothing else', () => {
    const message = { ...show, properties: [], results };
    expect(acceptShowMessage({ origin: ORIGIN, data: message }, ORIGIN)).toEqual(message);
    for (const url of [
      'https://evil.example/api/map-results/?locale=en',
      '//evil.example/api/map-results/?x',
      '/api/search-box/?q=x',
      '/api/map-results/?a=b c',
    ])
      expect(
        acceptShowMessage(
          { origin: ORIGIN, data: { ...message, results: { ...results, url } } },
          ORIGIN,
        ),
        url,
      ).toBeNull();
    expect(
      acceptShowMessage(
        { origin: ORIGIN, data: { ...message, results: { ...results, area: [5, 50, 4, 51] } } },
        ORIGIN,
      ),
    ).toBeNull();
  });

  it('tells a highlight of the list apart from a show message, from the expected origin only', () => {
    const highlight = {
      source: 'horizon-map',
      type: 'highlight',
      position: { lat: 50.8, lng: 4.3 },
    };
    expect(acceptPageMessage({ origin: ORIGIN, data: highlight }, ORIGIN)).toEqual({
      type: 'highlight',
      position: { lat: 50.8, lng: 4.3 },
    });
    expect(
      acceptPageMessage({ origin: ORIGIN, data: { ...highlight, position: null } }, ORIGIN),
    ).toEqual({ type: 'highlight', position: null });
    expect(
      acceptPageMessage({ origin: 'https://evil.example', data: highlight }, ORIGIN),
    ).toBeNull();
    expect(
      acceptPageMessage(
        { origin: ORIGIN, data: { ...highlight, position: { lat: 95, lng: 0 } } },
        ORIGIN,
      ),
    ).toBeNull();
    expect(acceptPageMessage({ origin: ORIGIN, data: show }, ORIGIN)).toEqual({
      type: 'show',
      message: show,
    });
  });

  it('reads the route’s answer only in its shape', () => {
    const answer = {
      total: 3,
      truncated: false,
      clusters: [{ lat: 50.8, lng: 4.3, count: 2, zoom: 9, label: '2 properties', stack: [] }],
      points: [point],
    };
    expect(mapAnswerSchema.safeParse(answer).success).toBe(true);
    expect(
      mapAnswerSchema.safeParse({ ...answer, points: [{ ...point, href: 'javascript:alert(1)' }] })
        .success,
    ).toBe(false);
    expect(mapAnswerSchema.safeParse({ ...answer, clusters: [{ lat: 50.8 }] }).success).toBe(false);
    expect(mapAnswerSchema.safeParse({ ...answer, extra: 1 }).success).toBe(false);
  });

  it('reads the frame’s “search this area” as four finite numbers', () => {
    expect(
      areaOfMessage({ source: 'horizon-map', type: 'area', area: [4.2, 50.7, 4.5, 50.9] }),
    ).toEqual([4.2, 50.7, 4.5, 50.9]);
    expect(
      areaOfMessage({ source: 'horizon-map', type: 'area', area: [4.2, 50.7, 4.5] }),
    ).toBeNull();
    expect(
      areaOfMessage({ source: 'horizon-map', type: 'area', area: [4.2, 50.7, 4.5, '51'] }),
    ).toBeNull();
    expect(
      areaOfMessage({ source: 'other', type: 'area', area: [4.2, 50.7, 4.5, 50.9] }),
    ).toBeNull();
    expect(areaOfMessage(MAP_READY_MESSAGE)).toBeNull();
  });
});

describe('tiles', () => {
  const road = { url: 'https://tiles.example/{z}/{x}/{y}.png', attribution: 'road', maxZoom: 19 };
  const satellite = { ...road, attribution: 'sat' };
  it('uses the satellite layer only when configured', () => {
    expect(tileLayerFor('satellite', { road, satellite })).toBe(satellite);
    expect(tileLayerFor('satellite', { road, satellite: null })).toBe(road);
    expect(tileLayerFor('road', { road, satellite })).toBe(road);
  });

  it('reports failure on an error before any tile loaded, or when none loaded in time, and recovers', () => {
    vi.useFakeTimers();
    const reports: boolean[] = [];
    const health = new TileHealth((failed) => reports.push(failed));
    health.start(1000);
    health.failed();
    expect(reports).toEqual([true]);
    health.loaded();
    health.failed();
    expect(reports).toEqual([true, false]);
    health.stop();

    const slow: boolean[] = [];
    new TileHealth((failed) => slow.push(failed)).start(1000);
    vi.advanceTimersByTime(999);
    expect(slow).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(slow).toEqual([true]);
    vi.useRealTimers();
  });
});

describe('the note on failed map images', () => {
  it('says the markers show the offices on the office map, and the properties elsewhere', async () => {
    const { OFFICE_MARKERS_QUERY, tilesFailedNote } = await import('@/lib/map/protocol');
    const fr = (await import('@/messages/fr.json')).default.Listing.map;
    expect(tilesFailedNote(`?${OFFICE_MARKERS_QUERY}`, fr)).toContain('nos agences');
    expect(tilesFailedNote(`?${OFFICE_MARKERS_QUERY}`, fr)).not.toContain('des biens');
    expect(tilesFailedNote('', fr)).toContain('des biens');
  });
});
