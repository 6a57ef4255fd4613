import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { forgetPictureProbes, isReachablePicture } from '@/lib/media/remote-picture';
import { parseVideoLink, posterSource, youtubeThumbnailUrl } from '@/lib/media/video';

/** A stand-in for the thumbnail host: what it answers per path, and how often it was asked. */
let server: Server;
let base = '';
const asked: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    asked.push(`${request.method} ${request.url}`);
    if (request.url === '/vi/ok/hqdefault.jpg') {
      response.writeHead(200, { 'content-type': 'image/jpeg' }).end();
    } else if (request.url === '/vi/page/hqdefault.jpg') {
      response.writeHead(200, { 'content-type': 'text/html' }).end();
    } else if (request.url === '/vi/slow/hqdefault.jpg') {
      // never answers: the probe gives up at its timeout
    } else if (request.url === '/vi/broken/hqdefault.jpg') {
      request.socket.destroy();
    } else {
      response.writeHead(404, { 'content-type': 'image/jpeg' }).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  forgetPictureProbes();
  asked.length = 0;
});

describe('whether a remote picture can be fetched', () => {
  it('is yes for an image the host answers with', async () => {
    expect(await isReachablePicture(`${base}/vi/ok/hqdefault.jpg`)).toBe(true);
    expect(asked).toEqual(['HEAD /vi/ok/hqdefault.jpg']);
  });

  it('is no for a missing picture, a page instead of a picture, or a dropped connection', async () => {
    expect(await isReachablePicture(`${base}/vi/gone/hqdefault.jpg`)).toBe(false);
    expect(await isReachablePicture(`${base}/vi/page/hqdefault.jpg`)).toBe(false);
    expect(await isReachablePicture(`${base}/vi/broken/hqdefault.jpg`)).toBe(false);
  });

  it('is no, within its timeout, for a host that never answers', async () => {
    const started = Date.now();
    expect(await isReachablePicture(`${base}/vi/slow/hqdefault.jpg`, { timeoutMs: 300 })).toBe(
      false,
    );
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('is no for a host that does not resolve or a port nobody listens on', async () => {
    expect(await isReachablePicture('https://thumbnails.invalid/vi/x/hqdefault.jpg')).toBe(false);
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    expect(await isReachablePicture(`http://127.0.0.1:${port}/vi/x/hqdefault.jpg`)).toBe(false);
  });

  it('asks once, then keeps the answer; an unreachable picture is asked again after a few minutes', async () => {
    const now = Date.now();
    await isReachablePicture(`${base}/vi/gone/hqdefault.jpg`, { now });
    await isReachablePicture(`${base}/vi/gone/hqdefault.jpg`, { now: now + 60_000 });
    expect(asked).toHaveLength(1);
    await isReachablePicture(`${base}/vi/gone/hqdefault.jpg`, { now: now + 10 * 60_000 });
    expect(asked).toHaveLength(2);
  });
});

describe('the poster of a video in the server HTML', () => {
  const photo = '/images/listings/4106/1.jpg';
  const youtube = parseVideoLink('https://www.youtube.com/watch?v=bjqk-UmSJYs')!;

  it('is the listing’s own photo when YouTube’s thumbnail cannot be fetched', async () => {
    // the stand-in host answers 404 for this video's thumbnail
    const probe = (url: string) => isReachablePicture(url.replace('https://i.ytimg.com', base));
    expect(await posterSource(youtube, photo, probe)).toBe(photo);
    expect(asked).toEqual(['HEAD /vi/bjqk-UmSJYs/hqdefault.jpg']);
  });

  it('is YouTube’s thumbnail when it can be fetched', async () => {
    const seen: string[] = [];
    const source = await posterSource(youtube, photo, async (url) => {
      seen.push(url);
      return true;
    });
    expect(source).toBe(youtubeThumbnailUrl('bjqk-UmSJYs'));
    expect(seen).toEqual([youtubeThumbnailUrl('bjqk-UmSJYs')]);
  });

  it('is the photo for a provider without a thumbnail of its own, without asking anyone', async () => {
    const tour = parseVideoLink('https://my.matterport.com/show/?m=abc')!;
    expect(await posterSource(tour, photo, () => Promise.reject(new Error('not asked')))).toBe(
      photo,
    );
  });
});
