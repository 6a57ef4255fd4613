import { getTranslations } from 'next-intl/server';
import { logIn, requestPasswordReset, resetPassword, saveReportSetting } from '@/lib/auth/actions';
import { MIN_PASSWORD_LENGTH } from '@/lib/auth/forms';
import type { Owner } from '@/lib/db/schema';
import type { Locale } from '@/lib/i18n/locales';
import { formTexts } from '@/components/forms/form-texts';
import { HiddenField, TextField } from '@/components/forms/fields';
import { RequestForm } from '@/components/forms/request-form';
import styles from './owner.module.css';

/** Owner login: username or email, and password. */
export async function LoginForm({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Owner.login' });
  return (
    // LOGIN_FAILED: 'Login failed' over 'The username or password are not correct.'
    <RequestForm
      flow="login"
      action={logIn.bind(null, locale)}
      context={null}
      captcha={null}
      texts={{ ...(await formTexts(locale, t('submit'))), bannerTitle: t('failedTitle') }}
    >
      <TextField name="login" label={t('login')} required autoComplete="username" />
      <TextField
        name="password"
        type="password"
        label={t('password')}
        required
        autoComplete="current-password"
      />
    </RequestForm>
  );
}

/** Asks for a single-use link to choose a new password. */
export async function ForgotPasswordForm({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Owner.forgot' });
  return (
    <RequestForm
      flow="forgot"
      action={requestPasswordReset.bind(null, locale)}
      context={null}
      captcha={null}
      texts={await formTexts(locale, t('submit'))}
    >
      <TextField name="email" type="email" label={t('email')} required autoComplete="email" />
    </RequestForm>
  );
}

/** A new password and its confirmation, for the owner of a valid reset link. */
export async function ResetPasswordForm({ locale, token }: { locale: Locale; token: string }) {
  const t = await getTranslations({ locale, namespace: 'Owner.reset' });
  return (
    <RequestForm
      flow="reset"
      action={resetPassword.bind(null, locale)}
      context={null}
      captcha={null}
      texts={await formTexts(locale, t('submit'))}
    >
      <HiddenField name="token" value={token} />
      <TextField
        name="password"
        type="password"
        label={t('password')}
        hint={t('lead', { min: MIN_PASSWORD_LENGTH })}
        required
        autoComplete="new-password"
      />
      <TextField
        name="confirmation"
        type="password"
        label={t('confirmation')}
        required
        autoComplete="new-password"
      />
    </RequestForm>
  );
}

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
