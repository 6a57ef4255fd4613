import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:https';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_PHOTO_FETCH,
  fetchPhoto,
  isPublicAddress,
  photoFetchSettings,
  sniffImage,
  type PhotoFetchSettings,
} from '@/lib/media/fetch-photo';
import { photo, startPhotoServer, type PhotoServer } from '../support/photo-server';

/** Short limits, loopback allowed: the stand-in server runs on 127.0.0.1. */
const SETTINGS: PhotoFetchSettings = {
  ...DEFAULT_PHOTO_FETCH,
  maxBytes: 200_000,
  connectTimeoutMs: 1_000,
  timeoutMs: 400,
  retries: 2,
  retryDelayMs: 10,
  allowPrivate: true,
};

const image = (format: 'jpeg' | 'png' | 'webp' | 'avif') =>
  sharp({ create: { width: 16, height: 12, channels: 3, background: { r: 40, g: 90, b: 160 } } })
    .toFormat(format)
    .toBuffer();

describe('recognising a photo by its first bytes', () => {
  it('knows JPEG, PNG, WebP and AVIF, and nothing else', async () => {
    for (const format of ['jpeg', 'png', 'webp', 'avif'] as const)
      expect(sniffImage(await image(format), true)).toBe(format);
    const avifCompatible = Buffer.alloc(32);
    avifCompatible.writeUInt32BE(24, 0);
    avifCompatible.write('ftypmif1\0\0\0\0mif1avif', 4, 'latin1');
    expect(sniffImage(avifCompatible, true)).toBe('avif');
    for (const other of [
      Buffer.from('<!doctype html><html><body>Not found</body></html>'),
      Buffer.from('GIF89a\x01\x00\x01\x00'),
      Buffer.from('\x00\x00\x00\x18ftypmp42\x00\x00\x00\x00mp42isom', 'latin1'),
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0x00, 0x00, 0x00]),
      Buffer.alloc(0),
    ])
      expect(sniffImage(other, true)).toBeNull();
  });

  it('asks for more bytes only while the start could still be an image', () => {
    expect(sniffImage(Buffer.from([0xff, 0xd8]), false)).toBe('more');
    expect(sniffImage(Buffer.from('RIFF'), false)).toBe('more');
    expect(sniffImage(Buffer.from('<!doctype'), false)).toBe('more');
    expect(sniffImage(Buffer.from('<!doctype html'), false)).toBeNull();
  });
});

describe('which addresses a photo may come from', () => {
  it('refuses private, loopback, link-local and reserved addresses, IPv4 and IPv6', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.10',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '::1',
      '::',
      'fe80::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      'localhost',
    ])
      expect(isPublicAddress(address), address).toBe(false);
    for (const address of ['8.8.8.8', '185.12.64.1', '2001:4860:4860::8888', '::ffff:8.8.8.8'])
      expect(isPublicAddress(address), address).toBe(true);
  });
});

describe('the photo download settings', () => {
  it('defaults to bounded downloads from public addresses only, and reads IMPORT_PHOTO_* as given', () => {
    expect(photoFetchSettings({})).toEqual(DEFAULT_PHOTO_FETCH);
    expect(DEFAULT_PHOTO_FETCH.allowPrivate).toBe(false);
    expect(
      photoFetchSettings({
        IMPORT_PHOTO_MAX_BYTES: '5000000',
        IMPORT_PHOTO_TIMEOUT_MS: '10000',
        IMPORT_PHOTO_RETRIES: '0',
        IMPORT_PHOTO_ALLOW_PRIVATE: '1',
      }),
    ).toMatchObject({ maxBytes: 5_000_000, timeoutMs: 10_000, retries: 0, allowPrivate: true });
  });

  it('refuses a value that is not a whole number in range, naming the variable', () => {
    expect(() => photoFetchSettings({ IMPORT_PHOTO_MAX_BYTES: '20MB' })).toThrow(
      /IMPORT_PHOTO_MAX_BYTES must be a whole number/,
    );
    expect(() => photoFetchSettings({ IMPORT_PHOTO_CONCURRENCY: '0' })).toThrow(
      /IMPORT_PHOTO_CONCURRENCY/,
    );
    expect(() => photoFetchSettings({ IMPORT_PHOTO_ALLOW_PRIVATE: 'yes' })).toThrow(
      /IMPORT_PHOTO_ALLOW_PRIVATE must be 0 or 1/,
    );
  });
});

describe('downloading a photo from a stand-in server', () => {
  let server: PhotoServer;
  let jpeg: Buffer;
  const pending: NodeJS.Timeout[] = [];

  beforeAll(async () => {
    server = await startPhotoServer();
    jpeg = await image('jpeg');
    server.route(
      '/front.jpg',
      photo(
        () => jpeg,
        () => '"v1"',
      ),
    );
    server.route(
      '/front.webp',
      photo(
        () => jpeg,
        () => '"w1"',
        'image/webp',
      ),
    );
    server.route('/gone.jpg', (_, response) => void response.writeHead(404).end());
    server.route('/private.jpg', (_, response) => void response.writeHead(403).end());
    server.route('/flaky.jpg', (request, response, hit) =>
      hit <= 2
        ? void response.writeHead(500).end()
        : photo(
            () => jpeg,
            () => '"f"',
          )(request, response, hit),
    );
    server.route('/down.jpg', (_, response) => void response.writeHead(503).end());
    server.route('/slow.jpg', (request, response, hit) => {
      pending.push(
        setTimeout(
          () =>
            photo(
              () => jpeg,
              () => '"s"',
            )(request, response, hit),
          2_000,
        ),
      );
    });
    server.route('/endless.jpg', (_, response) => {
      response.writeHead(200, { 'content-type': 'image/jpeg' });
      response.write(jpeg.subarray(0, 100));
      const drip = setInterval(() => response.write(Buffer.alloc(10)), 50);
      pending.push(drip);
      response.on('close', () => clearInterval(drip));
    });
    server.route('/huge.jpg', (_, response) => {
      // a real JPEG start, then far more than the limit, in chunks, without Content-Length
      response.writeHead(200, { 'content-type': 'image/jpeg' });
      response.write(jpeg.subarray(0, 100));
      let sent = 0;
      const pump = () => {
        while (sent < 50_000_000 && !response.destroyed) {
          sent += 64_000;
          if (!response.write(Buffer.alloc(64_000))) return void response.once('drain', pump);
        }
        response.end();
      };
      pump();
    });
    server.route('/declared.jpg', (_, response) => {
      response.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': '300000' });
      response.write(jpeg.subarray(0, 100));
    });
    server.route('/page.jpg', (_, response) => {
      response.writeHead(200, { 'content-type': 'image/jpeg' });
      response.write('<!DOCTYPE html><html><head><title>Photo not found</title></head></html>');
      response.end();
    });
    server.route(
      '/moved.jpg',
      (_, response) => void response.writeHead(302, { location: '/front.jpg' }).end(),
    );
    server.route(
      '/to-file.jpg',
      (_, response) => void response.writeHead(301, { location: 'file:///etc/passwd' }).end(),
    );
    server.route(
      '/loop.jpg',
      (_, response) => void response.writeHead(307, { location: '/loop.jpg' }).end(),
    );
  });

  afterAll(async () => {
    for (const timer of pending) clearTimeout(timer);
    await server.close();
  });

  it('downloads a photo with its validators', async () => {
    const answer = await fetchPhoto(server.url('/front.jpg'), SETTINGS);
    expect(answer).toMatchObject({ status: 'fetched', type: 'jpeg', etag: '"v1"' });
    expect(answer.status === 'fetched' && answer.bytes.equals(jpeg)).toBe(true);
  });

  it('judges the body, not the Content-Type: a JPEG sent as image/webp is a JPEG', async () => {
    expect(await fetchPhoto(server.url('/front.webp'), SETTINGS)).toMatchObject({
      status: 'fetched',
      type: 'jpeg',
    });
  });

  it('asks with the ETag it has and is told the photo did not change', async () => {
    expect(
      await fetchPhoto(server.url('/front.jpg'), SETTINGS, { etag: '"v1"', lastModified: null }),
    ).toEqual({ status: 'not-modified' });
    expect(
      await fetchPhoto(server.url('/front.jpg'), SETTINGS, { etag: '"v0"', lastModified: null }),
    ).toMatchObject({ status: 'fetched' });
  });

  it('reports a missing photo as today ("file not found") and a refusal, each asked once', async () => {
    expect(await fetchPhoto(server.url('/gone.jpg'), SETTINGS)).toEqual({
      status: 'refused',
      reason: 'file not found',
    });
    expect(await fetchPhoto(server.url('/private.jpg'), SETTINGS)).toEqual({
      status: 'refused',
      reason: 'refused by the server (HTTP 403)',
    });
    expect([server.hits.get('/gone.jpg'), server.hits.get('/private.jpg')]).toEqual([1, 1]);
  });

  it('tries again after server errors and gets the photo; gives up after the retries', async () => {
    expect(await fetchPhoto(server.url('/flaky.jpg'), SETTINGS)).toMatchObject({
      status: 'fetched',
    });
    expect(server.hits.get('/flaky.jpg')).toBe(3);
    expect(await fetchPhoto(server.url('/down.jpg'), SETTINGS)).toEqual({
      status: 'refused',
      reason: 'server error (HTTP 503) (3 tries)',
    });
    expect(server.hits.get('/down.jpg')).toBe(3);
  });

  it('gives up on a slow answer after the timeout, having tried again', async () => {
    const started = Date.now();
    expect(await fetchPhoto(server.url('/slow.jpg'), { ...SETTINGS, retries: 1 })).toEqual({
      status: 'refused',
      reason: 'no complete answer within 0.4 s (2 tries)',
    });
    expect(server.hits.get('/slow.jpg')).toBe(2);
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('cuts off an answer that never ends', async () => {
    const started = Date.now();
    expect(await fetchPhoto(server.url('/endless.jpg'), { ...SETTINGS, retries: 0 })).toEqual({
      status: 'refused',
      reason: 'no complete answer within 0.4 s',
    });
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('stops reading a body past the size limit, without waiting for the rest', async () => {
    expect(await fetchPhoto(server.url('/huge.jpg'), SETTINGS)).toEqual({
      status: 'refused',
      reason: 'larger than 200000 bytes (IMPORT_PHOTO_MAX_BYTES)',
    });
    expect(server.hits.get('/huge.jpg')).toBe(1);
    expect(server.written.get('/huge.jpg')).toBeLessThan(20_000_000);
    expect(await fetchPhoto(server.url('/declared.jpg'), SETTINGS)).toEqual({
      status: 'refused',
      reason: 'larger than 200000 bytes (IMPORT_PHOTO_MAX_BYTES)',
    });
  });

  it('refuses an HTML page sent as image/jpeg with the message of an unreadable file, once', async () => {
    expect(await fetchPhoto(server.url('/page.jpg'), SETTINGS)).toEqual({
      status: 'refused',
      reason: 'not a readable image',
    });
    expect(server.hits.get('/page.jpg')).toBe(1);
  });

  it('follows a redirect to http(s), never to another scheme, and not forever', async () => {
    expect(await fetchPhoto(server.url('/moved.jpg'), SETTINGS)).toMatchObject({
      status: 'fetched',
      etag: '"v1"',
    });
    expect(await fetchPhoto(server.url('/to-file.jpg'), SETTINGS)).toEqual({
      status: 'refused',
      reason: 'redirected to an address that is not http(s)',
    });
    expect(await fetchPhoto(server.url('/loop.jpg'), SETTINGS)).toEqual({
      status: 'refused',
      reason: 'more than 5 redirects',
    });
    expect(server.hits.get('/loop.jpg')).toBe(6);
  });

  it('refuses loopback and private addresses unless allowed, before asking anything', async () => {
    const strict = { ...SETTINGS, allowPrivate: false };
    const before = server.hits.get('/front.jpg');
    for (const address of [
      server.url('/front.jpg'),
      server.url('/front.jpg').replace('127.0.0.1', 'localhost'),
      server.url('/front.jpg').replace('127.0.0.1', '[::1]'),
    ]) {
      const answer = await fetchPhoto(address, strict);
      expect(answer.status).toBe('refused');
      expect(answer.status === 'refused' && answer.reason).toMatch(
        /^address not allowed: (127\.0\.0\.1|::1) is a private, loopback or reserved address \(IMPORT_PHOTO_ALLOW_PRIVATE=1 allows it\)$/,
      );
    }
    expect(server.hits.get('/front.jpg')).toBe(before);
    expect(await fetchPhoto('ftp://example.com/front.jpg', SETTINGS)).toEqual({
      status: 'refused',
      reason: 'not an http(s) URL',
    });
  });
});

/**
 * A listening socket nobody accepts from: a child process listens with a queue of one, then
 * blocks its own event loop. Once the queue is full the kernel drops new connection attempts,
 * so a connect hangs, as to a host that does not answer.
 */
const UNACCEPTING = `
const server = require('node:net').createServer();
server.listen({ port: 0, host: '127.0.0.1', backlog: 1 }, () => {
  process.stdout.write(String(server.address().port) + '\\n');
  setTimeout(() => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 30000), 20);
});`;

it('gives up on a connection that does not open within the connect timeout', async () => {
  const child = spawn(process.execPath, ['-e', UNACCEPTING], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const fillers: Socket[] = [];
  try {
    const port = await new Promise<number>((resolve) =>
      child.stdout.setEncoding('utf8').once('data', (line: string) => resolve(Number(line))),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    for (let index = 0; index < 4; index++)
      fillers.push(connect(port, '127.0.0.1').on('error', () => undefined));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const started = Date.now();
    expect(
      await fetchPhoto(`http://127.0.0.1:${port}/front.jpg`, {
        ...SETTINGS,
        connectTimeoutMs: 300,
        timeoutMs: 5_000,
        retries: 1,
      }),
    ).toEqual({ status: 'refused', reason: 'no connection within 0.3 s (2 tries)' });
    expect(Date.now() - started).toBeLessThan(2_000);
  } finally {
    for (const socket of fillers) socket.destroy();
    child.kill('SIGKILL');
  }
});

const openssl = spawnSync('openssl', ['version']).status === 0;

describe.skipIf(!openssl)('downloading a photo over HTTPS', () => {
  let dir: string;
  let url: string;
  let close: () => void;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'fetch-photo-tls-'));
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    const jpeg = await image('jpeg');
    const server = createServer(
      { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) },
      (_, response) => {
        response.writeHead(200, { 'content-type': 'image/jpeg', etag: '"tls"' });
        response.end(jpeg);
      },
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `https://127.0.0.1:${(server.address() as AddressInfo).port}/front.jpg`;
    close = () => server.close();
  });

  afterAll(() => {
    close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('refuses a certificate it cannot verify, without retrying', async () => {
    expect(await fetchPhoto(url, SETTINGS)).toEqual({
      status: 'refused',
      reason: 'connection failed (DEPTH_ZERO_SELF_SIGNED_CERT)',
    });
  });

  it('downloads over HTTPS from a server whose certificate is trusted', async () => {
    // a fresh process (Node reads NODE_EXTRA_CA_CERTS only when it starts), run without blocking
    // this one, which serves the photo
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'tests/support/fetch-photo-cli.ts', url],
      {
        env: { ...process.env, NODE_EXTRA_CA_CERTS: join(dir, 'cert.pem') },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    const status = await new Promise<number | null>((resolve) => child.once('close', resolve));
    expect(status, stderr).toBe(0);
    expect(JSON.parse(stdout)).toMatchObject({ status: 'fetched', type: 'jpeg', etag: '"tls"' });
  });
});
