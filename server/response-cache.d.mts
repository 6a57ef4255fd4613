import type { IncomingMessage, ServerResponse } from 'node:http';

export declare const RESPONSE_CACHE_MAX_BYTES: number;
export interface ResponseCacheOptions {
  maxBytes?: number;
  maxEntryBytes?: number;
  maxAgeMs?: number;
  now?: () => number;
}
export interface ResponseCache {
  readonly size: { entries: number; bytes: number };
  purge(): void;
  handle(request: IncomingMessage, response: ServerResponse): boolean;
}
export declare function cacheKey(
  request: Pick<IncomingMessage, 'method' | 'url' | 'headers'>,
): string | null;
export declare function etagMatches(ifNoneMatch: string, etag: string | null): boolean;
export declare function parseHeaderBlock(block: string): {
  status: number;
  headers: [string, string][];
};
export declare function keepFor(
  status: number,
  headers: [string, string][],
  maxAgeMs?: number,
): number;
export declare function createResponseCache(options?: ResponseCacheOptions): ResponseCache;
export declare function purgeResponseCache(): void;
export declare function installResponseCache(options?: ResponseCacheOptions): ResponseCache;
