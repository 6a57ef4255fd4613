import { createTranslator } from 'use-intl/core';
import { siteConfig } from '@/lib/content/site-config';
import { listingHref } from '@/lib/data/canonical';
import type { DataStore } from '@/lib/data/store';
import type { Goal } from '@/lib/model/types';
import type { SearchAlert } from '@/lib/db/schema';
import { formatCurrency } from '@/lib/format/locale-format';
import { listingTitle } from '@/lib/format/listing-title';
import { DEFAULT_LOCALE } from '@/lib/i18n/language-settings';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { getPathname } from '@/lib/i18n/navigation';
import type { Translate } from '@/lib/mail/compose';
import { siteUrl } from '@/lib/runtime/site-url';
import { alertKey } from '@/lib/security/keys';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import nl from '@/messages/nl.json';
import { describeSearch } from './describe';
import type { AlertLinks, NewsItem } from './mail';
import type { AlertEvent } from './news';
import { alertFilters, type AlertQuery } from './query';
import { alertToken, manageToken } from './tokens';

/*
 * What alert mails need from the site, outside a request as well as inside one (`npm run alerts`
 * runs without Next): texts of the alert's language, absolute signed links, listings in words.
 */

const MESSAGES = { en, nl, fr, de };

export function alertLocale(value: string): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

export function translator(locale: Locale): Translate {
  return createTranslator({ locale, messages: MESSAGES[locale] }) as unknown as Translate;
}

function absolute(path: string): string {
  return new URL(path, siteUrl()).toString();
}

export const ONE_CLICK_PATH = '/api/alerts/unsubscribe/';

/** The alert page's path, with `query` when it has any (an empty one would leave a bare `?`). */
export function alertPagePath(locale: Locale, query: Record<string, string>): string {
  return getPathname({
    locale,
    href: Object.keys(query).length > 0 ? { pathname: '/search-alert', query } : '/search-alert',
  });
}

export function searchPath(locale: Locale, goal: Goal, query: AlertQuery): string {
  return getPathname({
    locale,
    href: { pathname: goal === 'sale' ? '/for-sale' : '/for-rent', query },
  });
}

export function manageUrl(locale: Locale, alert: Pick<SearchAlert, 'id' | 'email'>): string {
  return absolute(
    alertPagePath(locale, { manage: manageToken(alertKey(), alert.id, alert.email) }),
  );
}

export function confirmUrl(alert: Pick<SearchAlert, 'id' | 'email' | 'locale'>): string {
  const locale = alertLocale(alert.locale);
  return absolute(
    alertPagePath(locale, { confirm: alertToken(alertKey(), 'confirm', alert.id, alert.email) }),
  );
}

export function storedQuery(stored: string): AlertQuery {
  try {
    const parsed: unknown = JSON.parse(stored);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as AlertQuery)
      : {};
  } catch {
    return {};
  }
}

export function alertLinks(
  alert: Pick<SearchAlert, 'id' | 'email' | 'locale' | 'goal' | 'query'>,
): AlertLinks {
  const locale = alertLocale(alert.locale);
  const token = alertToken(alertKey(), 'unsubscribe', alert.id, alert.email);
  const goal: Goal = alert.goal === 'rent' ? 'rent' : 'sale';
  return {
    unsubscribePage: absolute(alertPagePath(locale, { unsubscribe: token })),
    oneClick: absolute(`${ONE_CLICK_PATH}?${new URLSearchParams({ token })}`),
    manage: manageUrl(locale, alert),
    search: absolute(searchPath(locale, goal, storedQuery(alert.query))),
  };
}

/** An alert's search in its language's words. */
export function alertDescription(
  alert: Pick<SearchAlert, 'locale' | 'goal' | 'query'>,
  store: DataStore,
): string {
  const locale = alertLocale(alert.locale);
  const goal: Goal = alert.goal === 'rent' ? 'rent' : 'sale';
  const index = store.byLocale.get(locale) ?? store.byLocale.get(DEFAULT_LOCALE);
  const types = new Map((index?.types ?? []).map((type) => [type.webId, type.name]));
  return describeSearch(
    alertFilters(goal, alert.query),
    translator(locale),
    locale,
    (id) => types.get(id) ?? String(id),
  );
}

export function newsItem(event: AlertEvent, locale: Locale): NewsItem {
  const { listing } = event;
  return {
    kind: event.kind,
    title: listingTitle(listing),
    reference: listing.reference,
    url: absolute(getPathname({ locale, href: listingHref(listing) })),
    // the list's thumbnail (250 px wide), absolute: a mail has no page to resolve it against
    thumbnail: {
      src: absolute(listing.thumbnail.url),
      width: listing.thumbnail.width,
      height: listing.thumbnail.height,
    },
    price:
      listing.price === null
        ? '–'
        : formatCurrency(event.kind === 'drop' ? event.price : listing.price, locale),
    ...(event.kind === 'drop' ? { previous: formatCurrency(event.previous, locale) } : {}),
  };
}

export const agencyName = (): string => siteConfig.agency.name;
