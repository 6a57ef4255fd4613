import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { redirect } from 'next/navigation';
import { FormLayout } from '@/components/forms/form-layout';
import { PageHeading } from '@/components/layout/page-heading';
import { ForgotPasswordForm, LoginForm, ResetPasswordForm } from '@/components/owner/account-forms';
import { verifySession } from '@/lib/auth/session';
import { getDatabase } from '@/lib/db/connection';
import { passwordResetValid } from '@/lib/db/owners';
import { getPathname } from '@/lib/i18n/navigation';
import { LocaleLink } from '@/components/ui/locale-link';
import { pageLocale, type LocaleParams } from '@/lib/i18n/server';
import { configuredPageMetadata } from '@/lib/seo/configured-page';
import styles from '@/components/forms/forms.module.css';
import layout from '@/components/owner/owner.module.css';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;
const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const metadata = await configuredPageMetadata(await pageLocale(params), '/login', 'login', {
    indexable: false,
  });
  // a reset link carries its token in the address: no page it leads to may see it
  return { ...metadata, referrer: 'no-referrer' };
}

/**
 * The owner login, and on the same address the two steps of a forgotten password: asking
 * for a link (`?forgot=1`, then `?sent=1`) and choosing a new password (`?reset=<token>`).
 */
export default async function LoginPage({
  params,
  searchParams,
}: {
  params: LocaleParams;
  searchParams: SearchParams;
}) {
  const locale = await pageLocale(params);
  const query = await searchParams;
  const t = await getTranslations({ locale, namespace: 'Owner' });
  const tPages = await getTranslations({ locale, namespace: 'Pages' });
  const tFailures = await getTranslations({ locale, namespace: 'Forms.failures' });
  const reset = single(query.reset)?.slice(0, 200);
  const status = (text: string) => (
    <p className={styles.notice} role="status" data-testid="account-status">
      {text}
    </p>
  );
  const backToLogin = (
    <p className={layout.switch}>
      <LocaleLink href="/login">{t('forgot.back')}</LocaleLink>
    </p>
  );

  let title = t('login.formTitle');
  let body;
  if (reset !== undefined) {
    title = t('reset.title');
    const { db } = await getDatabase();
    body = (await passwordResetValid(db, reset)) ? (
      <ResetPasswordForm locale={locale} token={reset} />
    ) : (
      <>
        {status(tFailures('resetInvalid'))}
        <p className={layout.switch}>
          <LocaleLink href={{ pathname: '/login', query: { forgot: '1' } }}>
            {t('reset.newLink')}
          </LocaleLink>
        </p>
      </>
    );
  } else if (single(query.sent)) {
    title = t('forgot.title');
    body = (
      <>
        {status(t('forgot.sent'))}
        {backToLogin}
      </>
    );
  } else if (single(query.forgot)) {
    title = t('forgot.title');
    body = (
      <>
        <p className={layout.lead}>{t('forgot.lead')}</p>
        <ForgotPasswordForm locale={locale} />
        {backToLogin}
      </>
    );
  } else {
    if (await verifySession()) redirect(getPathname({ locale, href: '/owner-portal' }));
    const notice = single(query.loggedOut)
      ? t('login.loggedOut')
      : single(query.changed)
        ? t('login.changed')
        : null;
    body = (
      <>
        {notice && status(notice)}
        <LoginForm locale={locale} />
        <p className={layout.switch}>
          <LocaleLink href={{ pathname: '/login', query: { forgot: '1' } }}>
            {t('login.forgot')}
          </LocaleLink>
        </p>
      </>
    );
  }

  return (
    <>
      <PageHeading title={tPages('login.title')} lead={tPages('login.description')} />
      <FormLayout
        title={title}
        aside={
          <div className={layout.card}>
            <h2>{t('login.aboutTitle')}</h2>
            <p>{t('login.about')}</p>
            <p>{t('login.noAccount')}</p>
          </div>
        }
      >
        {body}
      </FormLayout>
    </>
  );
}
