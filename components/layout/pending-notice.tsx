import { getTranslations } from 'next-intl/server';
import { Mail, Phone } from 'lucide-react';
import { siteConfig } from '@/lib/content/site-config';
import styles from './pending-notice.module.css';

/** What a page that a later release fills says meanwhile: a real way to reach the agency. */
export async function PendingNotice() {
  const t = await getTranslations('Pending');
  const { phone, email } = siteConfig.agency;
  return (
    <section className={`container ${styles.notice}`} data-testid="pending-notice">
      <p>{t('lead')}</p>
      <ul className={styles.actions}>
        <li>
          <a href={`tel:${phone.replaceAll(' ', '')}`} className="button button-primary">
            <Phone aria-hidden="true" size={18} />
            {t('call', { phone })}
          </a>
        </li>
        <li>
          <a href={`mailto:${email}`} className="button button-secondary">
            <Mail aria-hidden="true" size={18} />
            {t('write', { email })}
          </a>
        </li>
      </ul>
    </section>
  );
}
