import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';

/**
 * Downloads one photo a feed names by http(s) URL (docs/import-photos.md). Bounded: the body is
 * counted while it streams and cut off past `maxBytes`; its first bytes must be a JPEG, PNG, WebP
 * or AVIF signature (the Content-Type header is not trusted); a connection must open within
 * `connectTimeoutMs` and the whole answer arrive within `timeoutMs`. Server errors (5xx), timeouts
 * and broken connections are tried again after a growing pause; 4xx answers are not. Redirects
 * are followed (at most 5) to http(s) addresses only, and every address connected to is checked:
 * private, loopback and link-local networks are refused unless `allowPrivate` (SSRF).
 */
export type PhotoFetchSettings = {
  maxBytes: number;
  connectTimeoutMs: number;
  timeoutMs: number;
  /** Attempts after the first, on 5xx, timeouts and broken connections. */
  retries: number;
  /** The pause before the first retry; it doubles before each next one. */
  retryDelayMs: number;
  /** Downloads at once. */
  concurrency: number;
  allowPrivate: boolean;
};

export const DEFAULT_PHOTO_FETCH: PhotoFetchSettings = {
  maxBytes: 20_000_000,
  connectTimeoutMs: 5_000,
  timeoutMs: 30_000,
  retries: 2,
  retryDelayMs: 1_000,
  concurrency: 4,
  allowPrivate: false,
};

/** The environment variable of each setting (read by scripts/import.ts). */
export const PHOTO_FETCH_VARIABLES = {
  maxBytes: 'IMPORT_PHOTO_MAX_BYTES',
  connectTimeoutMs: 'IMPORT_PHOTO_CONNECT_TIMEOUT_MS',
  timeoutMs: 'IMPORT_PHOTO_TIMEOUT_MS',
  retries: 'IMPORT_PHOTO_RETRIES',
  retryDelayMs: 'IMPORT_PHOTO_RETRY_DELAY_MS',
  concurrency: 'IMPORT_PHOTO_CONCURRENCY',
  allowPrivate: 'IMPORT_PHOTO_ALLOW_PRIVATE',
} as const satisfies Record<keyof PhotoFetchSettings, string>;

export const MAX_REDIRECTS = 5;

const NUMBER_LIMITS: Record<Exclude<keyof PhotoFetchSettings, 'allowPrivate'>, [number, number]> = {
  maxBytes: [1_000, 1_000_000_000],
  connectTimeoutMs: [10, 600_000],
  timeoutMs: [10, 3_600_000],
  retries: [0, 10],
  retryDelayMs: [0, 600_000],
  concurrency: [1, 32],
};

/** The settings from the environment; a value that is not a whole number in range is refused, naming its variable. */
export function photoFetchSettings(
  env: Readonly<Record<string, string | undefined>>,
): PhotoFetchSettings {
  const settings = { ...DEFAULT_PHOTO_FETCH };
  for (const [key, [min, max]] of Object.entries(NUMBER_LIMITS) as [
    keyof typeof NUMBER_LIMITS,
    [number, number],
  ][]) {
    const name = PHOTO_FETCH_VARIABLES[key];
    const text = env[name]?.trim();
    if (!text) continue;
    const value = Number(text);
    if (!Number.isInteger(value) || value < min || value > max)
      throw new Error(`${name} must be a whole number from ${min} to ${max}, got ${text}`);
    settings[key] = value;
  }
  const allow = env[PHOTO_FETCH_VARIABLES.allowPrivate]?.trim();
  if (allow) {
    if (allow !== '0' && allow !== '1')
      throw new Error(`${PHOTO_FETCH_VARIABLES.allowPrivate} must be 0 or 1, got ${allow}`);
    settings.allowPrivate = allow === '1';
  }
  return settings;
}

export type ImageType = 'jpeg' | 'png' | 'webp' | 'avif';

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...bytes.subarray(start, end));

/** Bytes enough to recognise any of the four formats (AVIF's brands sit in its first box). */
const SNIFF_LIMIT = 64;

/**
 * The image format a body starts with, from its signature: null when it is none of the four,
 * 'more' when `complete` is false and the bytes so far cannot tell yet.
 */
export function sniffImage(head: Uint8Array, complete: boolean): ImageType | null | 'more' {
  const need = (count: number) => (head.length < count && !complete ? 'more' : null);
  if (head.length < 3) return need(3);
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (head[0] === 0x89) {
    if (head.length < 8) return need(8);
    return ascii(head, 1, 4) === 'PNG' && head[4] === 0x0d && head[5] === 0x0a && head[6] === 0x1a
      ? 'png'
      : null;
  }
  if (head.length < 12) return need(12);
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return 'webp';
  if (ascii(head, 4, 8) !== 'ftyp') return null;
  // ISO-BMFF: the major brand, then the compatible brands up to the end of the ftyp box
  const boxSize = Math.min(
    ((head[0]! << 24) | (head[1]! << 16) | (head[2]! << 8) | head[3]!) >>> 0,
    SNIFF_LIMIT,
  );
  if (head.length < boxSize && !complete) return 'more';
  const brands = [ascii(head, 8, 12)];
  for (let offset = 16; offset + 4 <= Math.min(boxSize, head.length); offset += 4)
    brands.push(ascii(head, offset, offset + 4));
  return brands.some((brand) => brand === 'avif' || brand === 'avis') ? 'avif' : null;
}

const blocked = new net.BlockList();
for (const [address, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  blocked.addSubnet(address, prefix, 'ipv4');
for (const [address, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  blocked.addSubnet(address, prefix, 'ipv6');

/** The IPv4 address inside an IPv4-mapped IPv6 one (::ffff:a.b.c.d, also written ::ffff:hhhh:hhhh). */
function mappedIpv4(address: string): string | null {
  const normalised = new URL(`http://[${address}]/`).hostname.slice(1, -1);
  const match = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(normalised);
  if (!match) return null;
  const [high, low] = [parseInt(match[1]!, 16), parseInt(match[2]!, 16)];
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** Whether an IP address is on the public internet (not private, loopback, link-local, reserved…). */
export function isPublicAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 0) return false;
  if (family === 4) return !blocked.check(address, 'ipv4');
  const mapped = mappedIpv4(address);
  return mapped ? isPublicAddress(mapped) : !blocked.check(address, 'ipv6');
}

class AddressRefused extends Error {}

const privateReason = (address: string) =>
  `address not allowed: ${address} is a private, loopback or reserved address (${PHOTO_FETCH_VARIABLES.allowPrivate}=1 allows it)`;

/** dns.lookup that refuses a name with any private address, so the socket connects only where it was checked. */
function guardedLookup(allowPrivate: boolean): net.LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const refused = allowPrivate
        ? undefined
        : addresses.find((entry) => !isPublicAddress(entry.address));
      if (refused) return callback(new AddressRefused(privateReason(refused.address)), '', 0);
      if (addresses.length === 0)
        return callback(Object.assign(new Error('no address'), { code: 'ENOTFOUND' }), '', 0);
      if (options.all)
        return (callback as (e: null, a: dns.LookupAddress[]) => void)(null, addresses);
      callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

export type Validators = { etag: string | null; lastModified: string | null };

export type FetchedPhoto =
  | {
      status: 'fetched';
      bytes: Buffer;
      type: ImageType;
      etag: string | null;
      lastModified: string | null;
    }
  | { status: 'not-modified' }
  | { status: 'refused'; reason: string };

type Attempt =
  | {
      kind: 'body';
      bytes: Buffer;
      type: ImageType;
      etag: string | null;
      lastModified: string | null;
    }
  | { kind: 'not-modified' }
  | { kind: 'redirect'; location: string }
  | { kind: 'fail'; reason: string; retry: boolean };

const seconds = (ms: number) => `${Number((ms / 1000).toFixed(2))} s`;
const tooLarge = (max: number) => `larger than ${max} bytes (${PHOTO_FETCH_VARIABLES.maxBytes})`;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
/** Connection failures worth another try; a name that does not resolve is not one. */
const PASSING = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

function attempt(
  url: URL,
  settings: PhotoFetchSettings,
  validators: Validators | null,
): Promise<Attempt> {
  return new Promise((resolve) => {
    const headers: Record<string, string> = {
      accept: 'image/avif,image/webp,image/png,image/jpeg;q=0.9,*/*;q=0.1',
      'accept-encoding': 'identity',
      'user-agent': 'agency-site-import (photos)',
    };
    if (validators?.etag) headers['if-none-match'] = validators.etag;
    if (validators?.lastModified) headers['if-modified-since'] = validators.lastModified;
    const client = url.protocol === 'https:' ? https : http;
    const request = client.request(url, {
      method: 'GET',
      headers,
      agent: false,
      lookup: guardedLookup(settings.allowPrivate),
    });
    let connectTimer: NodeJS.Timeout | undefined;
    let done = false;
    const finish = (result: Attempt) => {
      if (done) return;
      done = true;
      clearTimeout(totalTimer);
      clearTimeout(connectTimer);
      request.destroy();
      resolve(result);
    };
    const totalTimer = setTimeout(
      () =>
        finish({
          kind: 'fail',
          reason: `no complete answer within ${seconds(settings.timeoutMs)}`,
          retry: true,
        }),
      settings.timeoutMs,
    );
    request.on('socket', (socket) => {
      if (!socket.connecting) return;
      connectTimer = setTimeout(
        () =>
          finish({
            kind: 'fail',
            reason: `no connection within ${seconds(settings.connectTimeoutMs)}`,
            retry: true,
          }),
        settings.connectTimeoutMs,
      );
      socket.once('connect', () => clearTimeout(connectTimer));
    });
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (error instanceof AddressRefused)
        return finish({ kind: 'fail', reason: error.message, retry: false });
      if (error.code === 'ENOTFOUND')
        return finish({ kind: 'fail', reason: `host not found: ${url.hostname}`, retry: false });
      finish({
        kind: 'fail',
        reason: `connection failed (${error.code ?? error.message})`,
        retry: PASSING.has(error.code ?? '') || !error.code,
      });
    });
    request.on('response', (response) => {
      const status = response.statusCode ?? 0;
      const header = (name: string) => {
        const value = response.headers[name];
        return typeof value === 'string' && value.length > 0 && value.length <= 500 ? value : null;
      };
      if (status === 304 && validators) return finish({ kind: 'not-modified' });
      if (REDIRECTS.has(status)) {
        const location = header('location');
        return finish(
          location
            ? { kind: 'redirect', location }
            : { kind: 'fail', reason: `HTTP ${status} without a Location`, retry: false },
        );
      }
      if (status === 404 || status === 410)
        return finish({ kind: 'fail', reason: 'file not found', retry: false });
      if (status >= 500)
        return finish({ kind: 'fail', reason: `server error (HTTP ${status})`, retry: true });
      if (status !== 200)
        return finish({
          kind: 'fail',
          reason: `refused by the server (HTTP ${status})`,
          retry: false,
        });
      const declared = Number(header('content-length') ?? NaN);
      if (declared > settings.maxBytes)
        return finish({ kind: 'fail', reason: tooLarge(settings.maxBytes), retry: false });
      const chunks: Buffer[] = [];
      let received = 0;
      let type: ImageType | 'more' = 'more';
      const head = () => Buffer.concat(chunks).subarray(0, SNIFF_LIMIT);
      const notImage = () => finish({ kind: 'fail', reason: 'not a readable image', retry: false });
      const brokeOff = () => finish({ kind: 'fail', reason: 'the answer broke off', retry: true });
      response.on('data', (chunk: Buffer) => {
        received += chunk.length;
        if (received > settings.maxBytes)
          return finish({ kind: 'fail', reason: tooLarge(settings.maxBytes), retry: false });
        chunks.push(chunk);
        if (type !== 'more') return;
        const found = sniffImage(head(), false);
        if (found === null) return notImage();
        type = found;
      });
      response.on('end', () => {
        if (!response.complete) return brokeOff();
        const found = type === 'more' ? sniffImage(head(), true) : type;
        if (found === null || found === 'more') return notImage();
        finish({
          kind: 'body',
          bytes: Buffer.concat(chunks),
          type: found,
          etag: header('etag'),
          lastModified: header('last-modified'),
        });
      });
      response.on('error', brokeOff);
      response.on('close', brokeOff);
    });
    request.end();
  });
}

function parseHttpUrl(text: string, base?: URL): URL | null {
  try {
    const url = new URL(text, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/** One try, following redirects: each hop's scheme and literal address are checked before connecting. */
async function follow(
  address: string,
  settings: PhotoFetchSettings,
  validators: Validators | null,
): Promise<Attempt> {
  let url = parseHttpUrl(address);
  if (!url) return { kind: 'fail', reason: 'not an http(s) URL', retry: false };
  for (let hop = 0; ; hop++) {
    const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
    if (!settings.allowPrivate && net.isIP(host) && !isPublicAddress(host))
      return { kind: 'fail', reason: privateReason(host), retry: false };
    const result = await attempt(url, settings, validators);
    if (result.kind !== 'redirect') return result;
    if (hop >= MAX_REDIRECTS)
      return { kind: 'fail', reason: `more than ${MAX_REDIRECTS} redirects`, retry: false };
    const next = parseHttpUrl(result.location, url);
    if (!next)
      return { kind: 'fail', reason: 'redirected to an address that is not http(s)', retry: false };
    url = next;
  }
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Downloads a photo, with the retries of `settings`. With validators (a URL fetched before), asks
 * only for a changed photo: 'not-modified' when the server says it is the same.
 */
export async function fetchPhoto(
  address: string,
  settings: PhotoFetchSettings,
  validators: Validators | null = null,
): Promise<FetchedPhoto> {
  for (let tries = 1; ; tries++) {
    const result = await follow(address, settings, validators);
    if (result.kind === 'body') {
      const { bytes, type, etag, lastModified } = result;
      return { status: 'fetched', bytes, type, etag, lastModified };
    }
    if (result.kind === 'not-modified') return { status: 'not-modified' };
    if (result.kind === 'redirect') return { status: 'refused', reason: 'unexpected redirect' };
    if (!result.retry || tries > settings.retries)
      return {
        status: 'refused',
        reason: tries > 1 ? `${result.reason} (${tries} tries)` : result.reason,
      };
    await pause(settings.retryDelayMs * 2 ** (tries - 1));
  }
}
