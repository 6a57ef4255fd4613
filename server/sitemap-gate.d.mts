import type { IncomingMessage, ServerResponse } from 'node:http';

export declare const SITEMAP_MAX_WAITING: number;
export declare const SITEMAP_MIN_GAP_MS: number;
export interface SitemapGateOptions {
  maxWaiting?: number;
  stuckMs?: number;
  minGapMs?: number;
}
export interface SitemapGate {
  readonly waiting: number;
  admit(
    request: IncomingMessage,
    response: ServerResponse,
    pass: (request: IncomingMessage, response: ServerResponse) => void,
  ): boolean;
}
export declare function isSitemapRequest(request: Pick<IncomingMessage, 'method' | 'url'>): boolean;
export declare function createSitemapGate(options?: SitemapGateOptions): SitemapGate;
export declare function installSitemapGate(options?: SitemapGateOptions): SitemapGate;
