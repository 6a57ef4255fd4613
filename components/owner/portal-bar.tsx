import { getTranslations } from 'next-intl/server';
import { logOut } from '@/lib/auth/actions';
import type { Owner } from '@/lib/db/schema';
import type { Locale } from '@/lib/i18n/locales';
import styles from './owner.module.css';

/** Who is logged in, and the way out (a POST: a link followed by a mail scanner logs nobody out). */
export async function PortalBar({
  owner,
  locale,
  children,
}: {
  owner: Owner;
  locale: Locale;
  children?: React.ReactNode;
}) {
  const t = await getTranslations({ locale, namespace: 'Owner.portal' });
  return (
    <div className={styles.bar} data-print="hide">
      <p data-testid="portal-owner">{t('signedIn', { name: owner.username })}</p>
      {children}
      <form action={logOut.bind(null, locale)}>
        <button type="submit" className="button button-secondary" data-testid="logout">
          {t('logout')}
        </button>
      </form>
    </div>
  );
}
