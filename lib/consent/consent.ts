/**
 * Cookie consent: what is stored, and what it allows. No zod, no React: the consent
 * manager in the browser uses it, and tests check it directly.
 */

/** The four purposes Google Consent Mode v2 knows, each stored as its own flag. */
export const PURPOSES = [
  'analytics_storage',
  'ad_storage',
  'ad_user_data',
  'ad_personalization',
] as const;
export type Purpose = (typeof PURPOSES)[number];
export type ConsentChoice = Record<Purpose, boolean>;

/** The five options of the settings view: the essential one is always on. */
export const OPTIONS = [
  'essential',
  'analytics',
  'advertising',
  'adUserData',
  'adPersonalization',
] as const;
export type ConsentOption = (typeof OPTIONS)[number];
/** The dialog's own texts (messages › Consent), beside each option's title and text. */
export const DIALOG_TEXTS = [
  'title',
  'text',
  'acceptAll',
  'declineAll',
  'settings',
  'save',
  'settingsTitle',
] as const;
export const OPTION_PURPOSE: Record<Exclude<ConsentOption, 'essential'>, Purpose> = {
  analytics: 'analytics_storage',
  advertising: 'ad_storage',
  adUserData: 'ad_user_data',
  adPersonalization: 'ad_personalization',
};

/** Set once the visitor has chosen; its absence shows the dialog. */
export const CONSENT_COOKIE = 'consent';
export const purposeCookie = (purpose: Purpose) => `consent_${purpose}`;
export const CONSENT_COOKIES = [CONSENT_COOKIE, ...PURPOSES.map(purposeCookie)];
/** How long a choice is kept (cookie lifetimes are counted in days). */
export const CONSENT_DAYS = 180;
/** Consent Mode waits this long for an update before tags act on the defaults. */
export const CONSENT_WAIT_MS = 500;
/** The footer's "cookie settings" link asks the dialog to open with this window event. */
export const OPEN_CONSENT_EVENT = 'horizon:cookie-settings';

/** The query parameter that clears every consent value, so the dialog shows again. */
export const RESET_PARAMETER = 'setcookies';

export const ALL_GRANTED: ConsentChoice = {
  analytics_storage: true,
  ad_storage: true,
  ad_user_data: true,
  ad_personalization: true,
};
export const ALL_DENIED: ConsentChoice = {
  analytics_storage: false,
  ad_storage: false,
  ad_user_data: false,
  ad_personalization: false,
};

function cookieValue(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/** The stored choice, or null when the visitor has not chosen yet (or the flags are incomplete). */
export function readConsent(cookies: string): ConsentChoice | null {
  if (cookieValue(cookies, CONSENT_COOKIE) === undefined) return null;
  const choice = {} as ConsentChoice;
  for (const purpose of PURPOSES) {
    const value = cookieValue(cookies, purposeCookie(purpose));
    if (value !== 'granted' && value !== 'denied') return null;
    choice[purpose] = value === 'granted';
  }
  return choice;
}

const attributes = (maxAge: number, secure: boolean) =>
  `; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure ? '; Secure' : ''}`;

/** The cookies that store a choice: `consent` and the four per-purpose flags. */
export function consentCookieStrings(
  choice: ConsentChoice,
  { secure = false, days = CONSENT_DAYS } = {},
): string[] {
  const maxAge = days * 24 * 60 * 60;
  return [
    `${CONSENT_COOKIE}=1${attributes(maxAge, secure)}`,
    ...PURPOSES.map(
      (purpose) =>
        `${purposeCookie(purpose)}=${choice[purpose] ? 'granted' : 'denied'}${attributes(maxAge, secure)}`,
    ),
  ];
}

/** The cookies that forget a choice. */
export function clearedCookieStrings(): string[] {
  return CONSENT_COOKIES.map((name) => `${name}=${attributes(0, false)}`);
}

/** The Consent Mode v2 state of a choice. */
export function consentModeState(choice: ConsentChoice): Record<Purpose, 'granted' | 'denied'> {
  return Object.fromEntries(
    PURPOSES.map((purpose) => [purpose, choice[purpose] ? 'granted' : 'denied']),
  ) as Record<Purpose, 'granted' | 'denied'>;
}

/** A choice from the settings view's options (the essential option grants nothing by itself). */
export function choiceFromOptions(selected: ReadonlySet<ConsentOption>): ConsentChoice {
  return {
    analytics_storage: selected.has('analytics'),
    ad_storage: selected.has('advertising'),
    ad_user_data: selected.has('adUserData'),
    ad_personalization: selected.has('adPersonalization'),
  };
}

export function optionsFromChoice(choice: ConsentChoice): Set<ConsentOption> {
  return new Set<ConsentOption>([
    'essential',
    ...(Object.entries(OPTION_PURPOSE) as [ConsentOption, Purpose][])
      .filter(([, purpose]) => choice[purpose])
      .map(([option]) => option),
  ]);
}

/** The third-party tags of the product's rules, by id (an empty id: the tag does not exist). */
export type TagIds = {
  analyticsId: string;
  adsId: string;
  tagManagerId: string;
  socialPixelId: string;
};
export type TagScript = { tag: 'analytics' | 'ads' | 'tagManager' | 'socialPixel'; src: string };

/**
 * The scripts a choice allows: Google Analytics for analytics, Google Ads and the social pixel for
 * advertising, the tag manager when either is granted (it holds tags of both kinds and applies
 * Consent Mode to them). Nothing loads before a choice, and nothing without an id.
 */
export function allowedTags(ids: TagIds, choice: ConsentChoice): TagScript[] {
  const tags: TagScript[] = [];
  if (ids.analyticsId && choice.analytics_storage)
    tags.push({
      tag: 'analytics',
      src: `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(ids.analyticsId)}`,
    });
  if (ids.adsId && choice.ad_storage)
    tags.push({
      tag: 'ads',
      src: `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(ids.adsId)}`,
    });
  if (ids.tagManagerId && (choice.analytics_storage || choice.ad_storage))
    tags.push({
      tag: 'tagManager',
      src: `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(ids.tagManagerId)}`,
    });
  if (ids.socialPixelId && choice.ad_storage)
    tags.push({ tag: 'socialPixel', src: 'https://connect.facebook.net/en_US/fbevents.js' });
  return tags;
}

export function hasAnyTag(ids: TagIds): boolean {
  return Boolean(ids.analyticsId || ids.adsId || ids.tagManagerId || ids.socialPixelId);
}
