import { getTranslations } from 'next-intl/server';
import { saveReportSetting } from '@/lib/auth/actions';
import type { Owner } from '@/lib/db/schema';
import type { Locale } from '@/lib/i18n/locales';
import styles from './owner.module.css';

/*
 * The owner's account setting beside the login, reset and password forms of account-forms.tsx, in
 * a module of its own: those import the request form (a client component with its validation),
 * whose script a page would load just by importing the module.
 */
/**
 * The monthly report by e-mail, off until the owner ticks it: a plain form posted to a server
 * action (no script), which also stores the page's language as the report's.
 */
export async function ReportSettingsForm({
  locale,
  owner,
  saved,
}: {
  locale: Locale;
  owner: Pick<Owner, 'email' | 'report_since'>;
  saved: 'on' | 'off' | null;
}) {
  const t = await getTranslations({ locale, namespace: 'Owner.settings' });
  return (
    <section className={styles.card} aria-labelledby="report-settings-title">
      <h2 id="report-settings-title">{t('title')}</h2>
      <form
        action={saveReportSetting.bind(null, locale)}
        className={styles.settings}
        data-testid="report-settings"
      >
        <label>
          <input
            type="checkbox"
            name="monthlyReport"
            value="yes"
            defaultChecked={owner.report_since !== null}
            aria-describedby="report-settings-hint"
          />
          <span>{t('label')}</span>
        </label>
        <p id="report-settings-hint" className={styles.muted}>
          {t('hint', { email: owner.email })}
        </p>
        <button type="submit" className="button button-secondary">
          {t('save')}
        </button>
        {saved && (
          <p role="status" data-testid="report-saved">
            {t(saved)}
          </p>
        )}
      </form>
    </section>
  );
}
