import 'server-only';
import type { RealEstateAgent, WithContext } from 'schema-dts';
import { siteConfig } from '@/lib/content/site-config';
import { listingHref, projectHref } from '@/lib/data/canonical';
import type { Listing, Project } from '@/lib/model/types';
import type { Locale } from '@/lib/i18n/locales';
import {
  breadcrumbList,
  projectResidence,
  realEstateAgent,
  realEstateListing,
  type JsonLdDocument,
} from './json-ld';
import { localizedPath } from './metadata';
import { siteUrl } from '@/lib/runtime/site-url';
import { localizedHref } from '@/lib/i18n/href';
import type { Crumb as TrailStep } from './breadcrumbs';

type Trail = readonly TrailStep[];

/** An absolute URL on this site. */
export function absoluteUrl(path: string): string {
  return new URL(path, siteUrl()).toString();
}

const agencyId = () => `${absoluteUrl('/')}#agency`;

/** The agency as a RealEstateAgent, with every office. */
export function agencyJsonLd(locale: Locale): WithContext<RealEstateAgent> {
  const { agency } = siteConfig;
  return realEstateAgent({
    name: agency.name,
    legalName: agency.legalName,
    email: agency.email,
    phone: agency.phone,
    vatNumber: agency.vatNumber,
    id: agencyId(),
    // the home page in this language: the bare origin answers with a redirect to one
    url: absoluteUrl(localizedPath(locale, { pathname: '/' })),
    offices: agency.offices.map((office) => ({
      street: `${office.street} ${office.houseNumber}`,
      postcode: office.zip.replace(/^L-/, ''),
      city: office.city[locale],
      country: office.countryId === 50 ? 'LU' : 'BE',
    })),
  });
}

type Crumb = { name: string; path: string };

/** The trail from the home page (named after the agency) through `crumbs`, the last being this page. */
export function breadcrumbJsonLd(locale: Locale, crumbs: Crumb[]): JsonLdDocument {
  const home = { name: siteConfig.agency.name, path: localizedPath(locale, { pathname: '/' }) };
  return breadcrumbList(
    [home, ...crumbs].map((crumb) => ({ name: crumb.name, url: absoluteUrl(crumb.path) })),
  );
}

/** A trail (lib/seo/breadcrumbs.ts) as a BreadcrumbList: the same steps the visible breadcrumbs show. */
export function trailJsonLd(locale: Locale, trail: Trail): JsonLdDocument {
  return breadcrumbList(
    trail.map((crumb) => ({
      name: crumb.name,
      url: absoluteUrl(localizedHref(locale, crumb.href)),
    })),
  );
}

export function listingJsonLd(listing: Listing): JsonLdDocument {
  return realEstateListing(listing, {
    url: absoluteUrl(localizedPath(listing.locale, listingHref(listing))),
    imageUrls: listing.pictures.slice(0, 6).map((picture) => absoluteUrl(picture.url)),
    agencyId: agencyId(),
  });
}

export function projectJsonLd(project: Project): JsonLdDocument {
  return projectResidence(project, {
    url: absoluteUrl(localizedPath(project.locale, projectHref(project))),
    imageUrls: project.pictures.slice(0, 6).map((picture) => absoluteUrl(picture.url)),
    agencyId: agencyId(),
  });
}
