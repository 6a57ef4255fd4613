import { availableParallelism } from 'node:os';
import path from 'node:path';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import site from './data/site.json';
import { proxyFreeRewrites } from './lib/i18n/proxy-free';
import {
  LOCAL_IMAGE_EXTENSIONS,
  LOCAL_IMAGE_FOLDERS,
  PHOTO_WIDTHS,
  THUMBNAIL_WIDTHS,
} from './lib/media/image-sizes';
import { publishSprite } from './lib/media/sprite-file';
import { configuredSiteUrl } from './lib/runtime/site-url';
import { securityHeaders } from './lib/security/headers';

/** How long a browser keeps a photo (30 days). */
const IMAGE_CACHE_SECONDS = 60 * 60 * 24 * 30;

/** The tag ids the pages are built with (data/site.json, or the variables that replace them). */
const tags = {
  analyticsId: process.env.ANALYTICS_ID?.trim() || site.siteInfo.analyticsId,
  adsId: process.env.ADS_ID?.trim() || site.siteInfo.adsId,
  tagManagerId: process.env.TAG_MANAGER_ID?.trim() || site.siteInfo.tagManagerId,
  socialPixelId: process.env.SOCIAL_PIXEL_ID?.trim() || site.siteInfo.socialPixelId,
};

// `next build` prerenders pages with their absolute links (canonical, QR code of the print view):
// a production build without SITE_URL would carry `localhost` (README › Configuration)
if (process.env.NODE_ENV === 'production') configuredSiteUrl();

const withNextIntl = createNextIntlPlugin({
  requestConfig: './lib/i18n/request.ts',
  // ICU messages compiled at build time: the browser gets no message parser (about 13 kB gzip).
  experimental: {
    messages: { path: './messages', format: 'json', locales: 'infer', precompile: true },
  },
});

const nextConfig: NextConfig = {
  // the icon sprite's short, hashed address (lib/media/sprite-file.ts), built into every icon
  env: { ICON_SPRITE_URL: publishSprite(process.cwd()) },
  // docs/deployment.md: one self-contained folder per release (`npm start` runs it)
  output: 'standalone',
  // read at run time with fs (lib/data/load.ts, lib/content/articles.ts): part of the release
  outputFileTracingIncludes: { '/**': ['./data/**/*'] },
  // (and never var/, what the site writes itself: lib/runtime/var-dir.ts keeps it from the tracer,
  // server/prepare-standalone.mjs fails the build if it is there)
  trailingSlash: true,
  // proxy.ts adds the slash itself, so that an old link needs one redirect, not two.
  skipTrailingSlashRedirect: true,
  poweredByHeader: false,
  // the same id on every instance of one release (docs/deployment.md): browsers holding pages of
  // an older release are told to reload instead of mixing releases
  deploymentId: process.env.DEPLOYMENT_ID || undefined,
  reactStrictMode: true,
  // scripts/test-all.sh type-checks the whole tree before it builds: no need to do it twice there
  typescript: { ignoreBuildErrors: process.env.BUILD_SKIP_TYPECHECK === '1' },
  typedRoutes: false,
  // the proxy answers larger forms with a translated 413 (lib/forms/body-limit.ts)
  // (inlineCss was tried: FCP 0.2 s sooner in Lighthouse, but Next.js puts the CSS in each page
  // twice — style tag and RSC payload — 18 → 41 kB gzip for the home page, a third fewer
  // requests/s, and no CSS cached across pages. Not worth it.)
  // Searches of the lists are rendered once and cached (lib/proxy/list-results.ts): in memory only,
  // in a bounded LRU, so that visitors' queries can never fill the disk. Build-time pages stay on
  // disk and are read back when the LRU lets them go.
  cacheMaxMemorySize: 128 * 1024 * 1024,
  // (the memory-only part is server/page-cache-handler.cjs: `isrFlushToDisk: false` would do
  // it too, but it also switches off the image optimizer's disk cache, and every photo request was
  // then encoded anew, about half a second of CPU each)
  cacheHandler: path.resolve('server/page-cache-handler.cjs'),
  experimental: {
    // one page-rendering worker per core: Next.js's default is one fewer, a single worker on a
    // 2-core machine, which prerendered the 1,404 pages in 45 s while the other core waited
    cpus: availableParallelism(),
    serverActions: { bodySizeLimit: '128kb' },
    isrFlushToDisk: true,
    // Turbopack keeps a build cache in .next for the next build; CI builds a clean clone once and
    // never reads it back, and writing it took half a minute of the build there
    turbopackFileSystemCacheForBuild: process.env.CI !== 'true',
  },
  // The pages the proxy lets through at once (lib/i18n/proxy-free.ts) reach their route folder here.
  async rewrites() {
    return { beforeFiles: proxyFreeRewrites(), afterFiles: [], fallback: [] };
  },
  // docs/security.md: CSP (only what the site and its configured tags use), HSTS over HTTPS, …
  async headers() {
    const satellite = site.map.tiles.satellite as { url: string } | null;
    const tileUrls = [site.map.tiles.road.url, ...(satellite ? [satellite.url] : [])];
    const https = (process.env.SITE_URL ?? '').startsWith('https://');
    return [
      // the photos made at build (lib/media/variants.ts): files, kept as long as the optimizer's
      // copies were (images.minimumCacheTTL); a file's name says its picture and width
      {
        source: '/:file((?:media|images|brand)/.+\\.[0-9]+w\\.webp)',
        headers: [
          { key: 'Cache-Control', value: `public, max-age=${IMAGE_CACHE_SECONDS}, immutable` },
        ],
      },
      // the icon sprite (lib/media/sprite-file.ts): its name changes with its content
      {
        source: '/brand/:file(i\\.[0-9a-f]{8}\\.svg)',
        headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }],
      },
      {
        source: '/:path*',
        headers: securityHeaders({
          production: process.env.NODE_ENV === 'production',
          https,
          tags,
          tileUrls,
        }),
      },
    ];
  },
  images: {
    // Widths only: every photo URL next/image can produce is one of these.
    deviceSizes: [...PHOTO_WIDTHS],
    imageSizes: [...THUMBNAIL_WIDTHS],
    formats: ['image/avif', 'image/webp'],
    minimumCacheTTL: IMAGE_CACHE_SECONDS,
    // photos encoded once and kept on disk (.next/cache/images), at most this much, oldest out first
    maximumDiskCacheSize: 512 * 1024 * 1024,
    // YouTube thumbnails come through the site's image optimizer: the visitor's browser does not
    // contact Google before choosing to play a video.
    remotePatterns: [{ protocol: 'https', hostname: 'i.ytimg.com', pathname: '/vi/**' }],
    // Only the folders that hold pictures: any other local path (a page, `/`, `/fr`, an address
    // that redirects) is refused with a 400 before the optimiser fetches it (it answered 500).
    localPatterns: LOCAL_IMAGE_FOLDERS.map((folder) => ({
      pathname: `${folder}/**/*.{${LOCAL_IMAGE_EXTENSIONS.join(',')}}`,
    })),
  },
};

export default withNextIntl(nextConfig);
