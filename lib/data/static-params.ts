import { hasLocale } from 'next-intl';
import { routing } from '@/lib/i18n/routing';
import type { Locale } from '@/lib/i18n/locales';
import { listingHref, projectHref } from './canonical';
import { allListings, listProjects } from './index';
import type { Goal } from '@/lib/model/types';

type LocaleOnly = { params: Promise<{ locale: string }> | { locale: string } };

async function localeOf({ params }: LocaleOnly): Promise<Locale | null> {
  const { locale } = await params;
  return hasLocale(routing.locales, locale) ? locale : null;
}

/**
 * The route params of every detail page of the data set, per language: what `generateStaticParams`
 * prerenders at build time. (A listing the data set gains later renders on its first visit.)
 */
export function listingDetailParams(goal: Goal) {
  return async (parent: LocaleOnly) => {
    const locale = await localeOf(parent);
    if (!locale) return [];
    return allListings(locale)
      .filter((listing) => listing.goal === goal)
      .map((listing) => listingHref(listing).params);
  };
}

export async function projectDetailParams(parent: LocaleOnly) {
  const locale = await localeOf(parent);
  return locale ? listProjects(locale).map((project) => projectHref(project).params) : [];
}

export async function printViewParams(parent: LocaleOnly) {
  const locale = await localeOf(parent);
  return locale ? allListings(locale).map((listing) => ({ id: String(listing.id) })) : [];
}
