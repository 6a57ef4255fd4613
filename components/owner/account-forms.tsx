import { getTranslations } from 'next-intl/server';
import { logIn, requestPasswordReset, resetPassword } from '@/lib/auth/actions';
import { MIN_PASSWORD_LENGTH } from '@/lib/auth/forms';
import type { Locale } from '@/lib/i18n/locales';
import { formTexts } from '@/components/forms/form-texts';
import { HiddenField, TextField } from '@/components/forms/fields';
import { RequestForm } from '@/components/forms/request-form';

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
