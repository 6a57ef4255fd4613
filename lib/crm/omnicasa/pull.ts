import type { Locale } from '@/lib/i18n/locales';
import { field, type OmnicasaClient } from './client';
import { mapOmnicasaListing } from './map-listing';
import { mapOmnicasaProject } from './map-project';
import { numberOf } from './map-record';

/** Omnicasa's language id of each of the site's languages (nl 1, fr 2, en 3; German: configured). */
export type OmnicasaLanguageIds = Partial<Record<Locale, number>>;

/** A feed as the import takes it (lib/data/schema.ts › rawPayloadSchema), and what was not mapped. */
export type PulledFeed = {
  feed: {
    listings: Record<string, unknown>[];
    projects: Record<string, unknown>[];
    webIDs: Record<string, unknown>[];
    neighbourhoods: Record<string, unknown>[];
  };
  /** One line per record the CRM gave without a field the feed needs, and per language left out. */
  problems: string[];
};

/**
 * Properties, projects and property types in every enabled language that has an Omnicasa id, as
 * one feed for the existing import (validation, one truth per listing, holds, versions, photos).
 * The city lists are left to the import, which derives them from the listings it accepts
 * (lib/data/feed-lists.ts); Omnicasa's geographic tree is not used (the site has no neighbourhood
 * filter fed by it).
 */
export async function pullOmnicasaFeed(
  client: OmnicasaClient,
  locales: readonly Locale[],
  languageIds: OmnicasaLanguageIds,
): Promise<PulledFeed> {
  const problems: string[] = [];
  const feed: PulledFeed['feed'] = {
    listings: [],
    projects: [],
    webIDs: [],
    neighbourhoods: [],
  };
  for (const locale of locales) {
    const languageId = languageIds[locale];
    if (languageId === undefined) {
      problems.push(`${locale}: no Omnicasa language id (OMNICASA_LANGUAGE_IDS): left out`);
      continue;
    }
    const language = { LanguageId: languageId, DescriptionLanguageId: languageId };
    const [properties, projects, types] = [
      await client.list('GetPropertyList', language),
      await client.list('GetProjectList', language),
      await client.list('GetWebIDList', { LanguageId: languageId }),
    ];
    const listings: Record<string, unknown>[] = [];
    for (const row of properties) {
      const { record, missing } = mapOmnicasaListing(row, locale);
      if (missing.length > 0)
        problems.push(
          `GetPropertyList (${locale}) ${String(field(row, 'ID'))}: no ${missing.join(', ')}`,
        );
      listings.push(record);
    }
    for (const row of projects) {
      const { record, missing } = mapOmnicasaProject(row, locale);
      if (missing.length > 0)
        problems.push(
          `GetProjectList (${locale}) ${String(field(row, 'ID'))}: no ${missing.join(', ')}`,
        );
      feed.projects.push(record);
    }
    feed.listings.push(...listings);
    feed.webIDs.push(...typesOf(types, listings, locale));
  }
  return { feed, problems };
}

function typesOf(
  rows: readonly Record<string, unknown>[],
  listings: readonly Record<string, unknown>[],
  locale: Locale,
): Record<string, unknown>[] {
  const count = (webId: unknown, sale: boolean) =>
    listings.filter((listing) => listing.WebID === webId && (listing.Goal === 0) === sale).length;
  return rows.map((row) => {
    const webId = numberOf(field(row, 'WebID'));
    return {
      ID: numberOf(field(row, 'ID')),
      WebID: webId,
      Name: field(row, 'Name'),
      ShowOrder: numberOf(field(row, 'ShowOrder')) ?? 0,
      Sale: field(row, 'Sale') === true,
      Rent: field(row, 'Rent') === true,
      language: locale,
      SaleCount: count(webId, true),
      RentCount: count(webId, false),
    };
  });
}
