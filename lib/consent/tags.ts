import {
  allowedTags,
  CONSENT_WAIT_MS,
  consentModeState,
  hasAnyTag,
  type ConsentChoice,
  type TagIds,
} from './consent';

/*
 * The third-party tags in the browser: Google tag (analytics, ads), Google Tag Manager and
 * the social pixel, loaded only once consented to (docs/cookies-and-tags.md).
 */

type Command = (...args: unknown[]) => void;
type Pixel = Command & {
  queue?: unknown[][];
  callMethod?: Command;
  loaded?: boolean;
  version?: string;
  push?: Command;
};

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Command;
    fbq?: Pixel;
    _fbq?: Pixel;
  }
}

let defaultsSet = false;
const loaded = new Set<string>();

function gtag(): Command {
  window.dataLayer = window.dataLayer ?? [];
  window.gtag ??= function gtagCommand() {
    // the Google tag reads the arguments object itself, not an array
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer!.push(arguments);
  };
  return window.gtag;
}

function pixel(): Pixel {
  if (!window.fbq) {
    const queue: unknown[][] = [];
    const fbq: Pixel = (...args: unknown[]) =>
      fbq.callMethod ? fbq.callMethod(...args) : queue.push(args);
    Object.assign(fbq, { queue, loaded: true, version: '2.0', push: fbq });
    window.fbq = fbq;
    window._fbq = fbq;
  }
  return window.fbq;
}

function inject(src: string): void {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.append(script);
}

/**
 * Tells Consent Mode v2 the choice (denied by default, waiting 500 ms for an update), then loads
 * the tags the choice allows, each once. Nothing happens when no tag id is configured.
 */
export function applyConsent(ids: TagIds, choice: ConsentChoice): void {
  if (!hasAnyTag(ids)) return;
  if (ids.analyticsId || ids.adsId || ids.tagManagerId) {
    const command = gtag();
    if (!defaultsSet) {
      command('consent', 'default', {
        ...consentModeState({
          analytics_storage: false,
          ad_storage: false,
          ad_user_data: false,
          ad_personalization: false,
        }),
        wait_for_update: CONSENT_WAIT_MS,
      });
      defaultsSet = true;
    }
    command('consent', 'update', consentModeState(choice));
  }
  if (window.fbq) window.fbq('consent', choice.ad_storage ? 'grant' : 'revoke');
  for (const { tag, src } of allowedTags(ids, choice)) {
    if (loaded.has(tag)) continue;
    loaded.add(tag);
    if (tag === 'analytics' || tag === 'ads') {
      const command = gtag();
      command('js', new Date());
      command('config', tag === 'analytics' ? ids.analyticsId : ids.adsId, {
        send_page_view: false,
      });
    } else if (tag === 'tagManager') {
      window.dataLayer!.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    } else {
      const fbq = pixel();
      fbq('consent', 'grant');
      fbq('init', ids.socialPixelId);
    }
    // the same gtag.js serves analytics and ads: one script is enough
    if (tag === 'ads' && loaded.has('analytics')) continue;
    inject(src);
  }
}

/** One page view, for the tags that may count it. */
export function sendPageView(ids: TagIds, choice: ConsentChoice): void {
  if (window.gtag && ids.analyticsId && choice.analytics_storage)
    window.gtag('event', 'page_view', {
      page_location: window.location.href,
      page_title: document.title,
    });
  if (window.fbq && ids.socialPixelId && choice.ad_storage) window.fbq('track', 'PageView');
}

/** For tests: forget what was loaded. */
export function resetTagsForTests(): void {
  defaultsSet = false;
  loaded.clear();
}
