import { getTranslations } from 'next-intl/server';
import type { Listing } from '@/lib/data';
import { availabilityOf } from '@/lib/data/availability';
import { listingHref } from '@/lib/data/canonical';
import { formatCurrency, formatNumber } from '@/lib/format/locale-format';
import { listingTitle } from '@/lib/format/listing-title';
import { propertyRequestHref } from '@/lib/forms/contact-request';
import { localizedHref } from '@/lib/i18n/href';
import type { Locale } from '@/lib/i18n/locales';
import { ProjectUnitsView, type ProjectUnitRow } from './project-units-view';

/**
 * A project's units: a table from 600 px up, a card per unit below (a phone cannot show six
 * columns). Both are in the HTML and CSS shows one; the other is `display: none`, so a screen
 * reader meets each unit once. Each unit says whether it is still available and offers a visit
 * (an available unit) or information (a sold or rented one). Worded here, drawn by
 * project-units-view.tsx.
 */
export async function ProjectUnits({
  units,
  locale,
}: {
  units: readonly Listing[];
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: 'Listing' });
  const rows = units.map((unit): ProjectUnitRow => {
    const request = unit.unavailable ? ('information' as const) : ('visit' as const);
    const banner = unit.banner === 'new' || unit.banner === 'take-over' ? unit.banner : null;
    return {
      id: unit.id,
      name: listingTitle(unit),
      reference: unit.reference,
      surface: unit.surfaces.living
        ? t('values.area', { value: formatNumber(unit.surfaces.living, locale) })
        : '–',
      bedrooms: String(unit.rooms.bedrooms ?? '–'),
      price: unit.price === null ? t('price.onRequest') : formatCurrency(unit.price, locale),
      availability: t(`project.availability.${availabilityOf(unit)}`),
      ...(unit.unavailable ? { unavailable: true as const } : {}),
      ...(banner ? { banner: { kind: banner, text: t(`banner.${banner}`) } } : {}),
      detailHref: localizedHref(locale, listingHref(unit)),
      request,
      requestHref: localizedHref(locale, propertyRequestHref(unit.id, request)),
      requestText: t(`actions.${request}`),
    };
  });
  return (
    <ProjectUnitsView
      rows={rows}
      texts={{
        type: t('project.columns.type'),
        surface: t('project.columns.surface'),
        bedrooms: t('project.columns.bedrooms'),
        price: t('project.columns.price'),
        status: t('project.columns.status'),
        link: t('project.columns.link'),
        viewUnit: t('project.viewUnit'),
      }}
    />
  );
}
