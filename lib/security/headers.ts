/**
 * The security headers of every response (docs/security.md). Pure: next.config.ts gives it the
 * configured tag ids and map tile servers, so the Content-Security-Policy allows exactly what the
 * site uses and what is configured — and nothing for a tag without an id.
 */

export type HeaderInput = {
  /** A production build: no eval, no development socket. */
  production: boolean;
  /** The site is served over HTTPS (`SITE_URL`): browsers are told to keep to it (HSTS). */
  https: boolean;
  tags: { analyticsId: string; adsId: string; tagManagerId: string; socialPixelId: string };
  /** Tile URL templates of the map (`https://tile.openstreetmap.org/{z}/{x}/{y}.png`). */
  tileUrls: string[];
};

const VIDEO_FRAMES = [
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
  'https://www.facebook.com',
  'https://matterport.com',
  'https://*.matterport.com',
  'https://tvl.be',
  'https://*.tvl.be',
  'https://yisual.com',
  'https://*.yisual.com',
];

function originOf(template: string): string | null {
  try {
    const url = new URL(template.replace(/\{[a-z]\}/g, '0'));
    return url.protocol === 'https:' ? `https://${url.host}` : null;
  } catch {
    return null;
  }
}

/** The hosts each configured tag needs, per directive. */
function tagSources(tags: HeaderInput['tags']) {
  const script: string[] = [];
  const connect: string[] = [];
  const img: string[] = [];
  const frame: string[] = [];
  const google = tags.analyticsId || tags.adsId || tags.tagManagerId;
  if (google) script.push('https://www.googletagmanager.com');
  if (tags.analyticsId || tags.tagManagerId) {
    connect.push(
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://www.googletagmanager.com',
    );
    img.push('https://*.google-analytics.com', 'https://www.googletagmanager.com');
  }
  if (tags.adsId || tags.tagManagerId) {
    script.push('https://www.googleadservices.com', 'https://googleads.g.doubleclick.net');
    connect.push(
      'https://www.google.com',
      'https://googleads.g.doubleclick.net',
      'https://www.googleadservices.com',
    );
    img.push(
      'https://www.google.com',
      'https://googleads.g.doubleclick.net',
      'https://www.googleadservices.com',
    );
    frame.push('https://td.doubleclick.net', 'https://www.googletagmanager.com');
  }
  if (tags.socialPixelId) {
    script.push('https://connect.facebook.net');
    connect.push('https://www.facebook.com', 'https://connect.facebook.net');
    img.push('https://www.facebook.com');
  }
  return { script, connect, img, frame };
}

const unique = (values: string[]) => [...new Set(values)];

export function contentSecurityPolicy({ production, https, tags, tileUrls }: HeaderInput): string {
  const tag = tagSources(tags);
  const tiles = tileUrls.map(originOf).filter((origin): origin is string => origin !== null);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // Next.js streams the page's data in inline scripts; a nonce would make every page dynamic
    'script-src': [
      "'self'",
      "'unsafe-inline'",
      ...(production ? [] : ["'unsafe-eval'"]),
      ...tag.script,
    ],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...tiles, ...tag.img],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...tag.connect, ...(production ? [] : ['ws:'])],
    'media-src': ["'self'", 'https:'],
    // the captcha's proof of work runs in a worker built from its own code
    'worker-src': ["'self'", 'blob:', 'data:'],
    'frame-src': ["'self'", ...VIDEO_FRAMES, ...tag.frame],
    // the map frame is the only page shown in a frame, and only by the site itself
    'frame-ancestors': ["'self'"],
    'form-action': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'manifest-src': ["'self'"],
  };
  const policy = Object.entries(directives).map(
    ([name, values]) => `${name} ${unique(values).join(' ')}`,
  );
  if (https) policy.push('upgrade-insecure-requests');
  return policy.join('; ');
}

export function securityHeaders(input: HeaderInput): { key: string; value: string }[] {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(input) },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
    {
      key: 'Permissions-Policy',
      value:
        'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=(), interest-cohort=()',
    },
    ...(input.https
      ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }]
      : []),
  ];
}
