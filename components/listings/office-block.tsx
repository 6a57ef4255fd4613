import { getTranslations } from 'next-intl/server';
import type { Office } from '@/lib/content/schema';
import type { Locale } from '@/lib/i18n/locales';
import { formatPhone, phoneHref } from '@/lib/format/locale-format';
import { StaticImage } from '@/components/ui/static-image';
import { OfficeBlockView } from './office-block-view';
import styles from './office-block.module.css';

/**
 * The office that handles a listing: its photo, name, address, phone, email and opening hours.
 * Translated here, drawn by office-block-view.tsx.
 */
export async function OfficeBlock({
  office,
  locale,
  headingId,
}: {
  office: Office;
  locale: Locale;
  headingId: string;
}) {
  const t = await getTranslations({ locale, namespace: 'Listing.office' });
  const labels = await getTranslations({ locale, namespace: 'Forms.contactPage' });
  return (
    <OfficeBlockView
      headingId={headingId}
      title={t('title')}
      name={office.name[locale]}
      address={`${office.street} ${office.houseNumber}, ${office.zip} ${office.city[locale]}`}
      phone={{
        label: labels('phone'),
        href: phoneHref(office.phone),
        text: formatPhone(office.phone),
      }}
      email={{ label: labels('email'), address: office.email }}
      hours={{ label: t('hours'), text: office.hours[locale] }}
      photo={
        office.photo && (
          <StaticImage
            src={office.photo}
            alt={t('photoAlt', { office: office.name[locale] })}
            width={800}
            height={600}
            sizes="112px"
            className={styles.photo}
          />
        )
      }
    />
  );
}
