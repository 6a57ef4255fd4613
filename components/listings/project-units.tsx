import { Icon } from '@/components/ui/icon';
import { getTranslations } from 'next-intl/server';
import type { Listing } from '@/lib/data';
import { availabilityOf } from '@/lib/data/availability';
import { listingHref } from '@/lib/data/canonical';
import { formatCurrency, formatNumber } from '@/lib/format/locale-format';
import { propertyRequestHref } from '@/lib/forms/contact-request';
import type { Locale } from '@/lib/i18n/locales';
import { LocaleLink } from '@/components/ui/locale-link';
import { BannerBadge } from './banner-badge';
import styles from './project-units.module.css';
import { listingTitle } from '@/lib/format/listing-title';

/**
 * A project's units: a table from 600 px up, a card per unit below (a phone cannot show six
 * columns). Both are in the HTML and CSS shows one; the other is `display: none`, so a screen
 * reader meets each unit once. Each unit says whether it is still available and offers a visit
 * (an available unit) or information (a sold or rented one).
 */
export async function ProjectUnits({
  units,
  locale,
}: {
  units: readonly Listing[];
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: 'Listing' });
  const rows = units.map((unit) => ({
    unit,
    name: listingTitle(unit),
    surface: unit.surfaces.living
      ? t('values.area', { value: formatNumber(unit.surfaces.living, locale) })
      : '–',
    bedrooms: unit.rooms.bedrooms ?? '–',
    price: unit.price === null ? t('price.onRequest') : formatCurrency(unit.price, locale),
    availability: t(`project.availability.${availabilityOf(unit)}`),
    request: unit.unavailable ? ('information' as const) : ('visit' as const),
  }));
  const requestLink = (row: (typeof rows)[number]) => (
    <LocaleLink
      href={propertyRequestHref(row.unit.id, row.request)}
      className={`button ${row.request === 'visit' ? 'button-accent' : 'button-secondary'} ${styles.unitButton}`}
      data-unit-request={row.request}
    >
      {row.request === 'visit' ? (
        <Icon name="calendar-check" size={16} />
      ) : (
        <Icon name="info" size={16} />
      )}
      {t(`actions.${row.request}`)}
      <span className="visually-hidden">
        {' '}
        – {row.name}, {row.unit.reference}
      </span>
    </LocaleLink>
  );
  const detailLink = (row: (typeof rows)[number]) => (
    <LocaleLink href={listingHref(row.unit)}>
      {t('project.viewUnit')}
      <span className="visually-hidden">
        {' '}
        – {row.name}, {row.unit.reference}
      </span>
    </LocaleLink>
  );

  return (
    <>
      <div className={styles.tableWrap} data-testid="project-units-table">
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('project.columns.type')}</th>
              <th scope="col">{t('project.columns.surface')}</th>
              <th scope="col">{t('project.columns.bedrooms')}</th>
              <th scope="col">{t('project.columns.price')}</th>
              <th scope="col">{t('project.columns.status')}</th>
              <th scope="col">{t('project.columns.link')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.unit.id} data-unavailable={row.unit.unavailable || undefined}>
                <th scope="row">{row.name}</th>
                <td>{row.surface}</td>
                <td>{row.bedrooms}</td>
                <td>{row.price}</td>
                <td>
                  <span className={styles.availability}>{row.availability}</span>{' '}
                  <BannerBadge
                    banner={
                      row.unit.banner === 'new' || row.unit.banner === 'take-over'
                        ? row.unit.banner
                        : null
                    }
                  />
                </td>
                <td className={styles.unitActions}>
                  {detailLink(row)}
                  {requestLink(row)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className={styles.unitCards} data-testid="project-units-cards">
        {rows.map((row) => (
          <li
            key={row.unit.id}
            className={styles.unitCard}
            data-unavailable={row.unit.unavailable || undefined}
          >
            <h3 className={styles.unitName}>{row.name}</h3>
            <dl className={styles.unitFacts}>
              <div>
                <dt>{t('project.columns.price')}</dt>
                <dd>{row.price}</dd>
              </div>
              <div>
                <dt>{t('project.columns.surface')}</dt>
                <dd>{row.surface}</dd>
              </div>
              <div>
                <dt>{t('project.columns.bedrooms')}</dt>
                <dd>{row.bedrooms}</dd>
              </div>
              <div>
                <dt>{t('project.columns.status')}</dt>
                <dd>{row.availability}</dd>
              </div>
            </dl>
            <p className={styles.unitActions}>
              {detailLink(row)}
              {requestLink(row)}
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}
