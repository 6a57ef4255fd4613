import { getTranslations } from 'next-intl/server';
import { siteConfig } from '@/lib/content/site-config';
import { formatPhone, phoneHref } from '@/lib/format/locale-format';
import type { Locale } from '@/lib/i18n/locales';
import styles from './form-layout.module.css';

type Office = (typeof siteConfig.agency.offices)[number];

/** An office's street address, phone and email (links), one per line. */
export function OfficeLines({
  office,
  locale,
  labels,
}: {
  office: Office;
  locale: Locale;
  labels: { phone: string; email: string };
}) {
  return (
    <>
      {/* each text one string: one node in the HTML and the payload, not one per piece */}
      <span>{`${office.street} ${office.houseNumber}, ${office.zip} ${office.city[locale]}`}</span>
      <span>
        {`${labels.phone}: `}
        <a href={phoneHref(office.phone)} className="nowrap">
          {formatPhone(office.phone)}
        </a>
      </span>
      <span>
        {`${labels.email}: `}
        <a href={`mailto:${office.email}`}>{office.email}</a>
      </span>
    </>
  );
}

/** The agency's offices with address, phone, email and opening hours. */
export async function Offices({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Forms.contactPage' });
  return (
    // a plain block: the footer already has an "offices" region, and landmarks must be unique
    <div className={styles.offices}>
      <h2>{t('offices')}</h2>
      {siteConfig.agency.offices.map((office) => (
        <address key={office.id} className={styles.office}>
          <strong>{office.name[locale]}</strong>
          <OfficeLines
            office={office}
            locale={locale}
            labels={{ phone: t('phone'), email: t('email') }}
          />
          <span className={styles.hours}>{office.hours[locale]}</span>
        </address>
      ))}
    </div>
  );
}
