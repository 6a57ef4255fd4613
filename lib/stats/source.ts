import type { ViewSource } from '@/lib/db/page-views';

const SEARCH = [
  'google.',
  'bing.com',
  'duckduckgo.com',
  'search.yahoo.',
  'yahoo.com',
  'ecosia.org',
  'qwant.com',
  'startpage.com',
  'search.brave.com',
  'yandex.',
];
const SOCIAL = [
  'facebook.com',
  'fb.com',
  'instagram.com',
  'linkedin.com',
  'lnkd.in',
  't.co',
  'twitter.com',
  'x.com',
  'pinterest.',
  'whatsapp.com',
  'messenger.com',
  'tiktok.com',
  'youtube.com',
];
/** Belgian and Luxembourg property portals that link to agencies' listings. */
const PORTALS = [
  'immoweb.be',
  'zimmo.be',
  'immovlan.be',
  'logic-immo.be',
  'realo.be',
  'athome.lu',
  'immotop.lu',
  'wortimmo.lu',
  'immoscoop.be',
  'spotto.be',
];

/** A brand on any country domain ("google." → google.be, www.google.co.uk), or one exact domain and its subdomains. */
function hostMatches(host: string, patterns: string[]): boolean {
  return patterns.some((pattern) => {
    if (!pattern.endsWith('.')) return host === pattern || host.endsWith(`.${pattern}`);
    const brand = pattern.slice(0, -1).replace(/\./g, '\\.');
    return new RegExp(`(^|\\.)${brand}\\.(com|[a-z]{2}|co\\.[a-z]{2}|com\\.[a-z]{2})$`).test(host);
  });
}

/**
 * direct: no referrer, or this site itself; search engines; social networks; property portals;
 * any other site.
 */
export function viewSource(referrer: string | null | undefined, ownHost: string): ViewSource {
  if (!referrer) return 'direct';
  let host: string;
  try {
    host = new URL(referrer).hostname.toLowerCase().replace(/^www\./, '');
  } catch {
    return 'direct';
  }
  if (host === ownHost.toLowerCase().replace(/^www\./, '')) return 'direct';
  if (hostMatches(host, SEARCH)) return 'search';
  if (hostMatches(host, SOCIAL)) return 'social';
  if (hostMatches(host, PORTALS)) return 'portal';
  return 'other';
}
