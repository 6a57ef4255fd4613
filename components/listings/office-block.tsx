import { Icon } from '@/components/ui/icon';
import { getTranslations } from 'next-intl/server';
import type { Office } from '@/lib/content/schema';
import type { Locale } from '@/lib/i18n/locales';
import { OfficeLines } from '@/components/forms/offices';
import { StaticImage } from '@/components/ui/static-image';
import styles from './office-block.module.css';

/** The office that handles a listing: its photo, name, address, phone, email and opening hours. */
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
    <section aria-labelledby={headingId} className={styles.office} data-testid="office-block">
      <h2 id={headingId}>{t('title')}</h2>
      <div className={styles.body}>
        {office.photo && (
          <StaticImage
            src={office.photo}
            alt={t('photoAlt', { office: office.name[locale] })}
            width={800}
            height={600}
            sizes="112px"
            className={styles.photo}
          />
        )}
        <address className={styles.lines}>
          <strong>{office.name[locale]}</strong>
          <OfficeLines
            office={office}
            locale={locale}
            labels={{ phone: labels('phone'), email: labels('email') }}
          />
        </address>
      </div>
      <p className={styles.hours}>
        <Icon name="clock" size={16} />
        <span>
          <span className="visually-hidden">{`${t('hours')}: `}</span>
          {office.hours[locale]}
        </span>
      </p>
    </section>
  );
}
