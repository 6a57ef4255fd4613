import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { FlowForm } from '@/components/forms/flow-form';
import { FormLayout } from '@/components/forms/form-layout';
import { PageHeading } from '@/components/layout/page-heading';
import { confirmByLink, subscriberOfLink } from '@/lib/forms/newsletter';
import { unsubscribeNewsletter } from '@/lib/forms/newsletter-actions';
import { pageLocale, type LocaleParams } from '@/lib/i18n/server';
import { pageMetadata } from '@/lib/seo/metadata';
import styles from '@/components/forms/forms.module.css';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;
const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Forms' });
  return pageMetadata({
    locale,
    title: t('newsletterPage.title'),
    description: t('flows.newsletter.lead'),
    hrefIn: () => ({ pathname: '/newsletter' }),
    indexable: false,
  });
}

/**
 * The newsletter: the sign-up form with its explicit consent (the footer's address comes along),
 * the confirmation link of the double opt-in, and the unsubscribe link of every mail.
 */
export default async function NewsletterPage({
  params,
  searchParams,
}: {
  params: LocaleParams;
  searchParams: SearchParams;
}) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Forms' });
  const query = await searchParams;
  const confirm = single(query.confirm);
  const unsubscribe = single(query.unsubscribe);

  let body;
  if (confirm) {
    body = (
      <p className={styles.notice} role="status" data-testid="newsletter-status">
        {(await confirmByLink(confirm))
          ? t('newsletterPage.confirmed')
          : t('newsletterPage.invalid')}
      </p>
    );
  } else if (unsubscribe) {
    const subscriber = await subscriberOfLink('unsubscribe', unsubscribe);
    body = subscriber ? (
      <form
        action={unsubscribeNewsletter.bind(null, locale, unsubscribe)}
        className={styles.form}
        data-testid="newsletter-unsubscribe"
      >
        <p>{t('newsletterPage.unsubscribeQuestion', { email: subscriber.email })}</p>
        <div className={styles.actions}>
          <button type="submit" className="button button-primary">
            {t('newsletterPage.unsubscribe')}
          </button>
        </div>
      </form>
    ) : (
      <p className={styles.notice} role="status" data-testid="newsletter-status">
        {t('newsletterPage.invalid')}
      </p>
    );
  } else if (single(query.unsubscribed)) {
    body = (
      <p className={styles.notice} role="status" data-testid="newsletter-status">
        {t('newsletterPage.unsubscribed')}
      </p>
    );
  } else if (single(query.invalid)) {
    body = (
      <p className={styles.notice} role="status" data-testid="newsletter-status">
        {t('newsletterPage.invalid')}
      </p>
    );
  } else {
    const email = single(query.email)?.slice(0, 254);
    body = (
      <FlowForm flow="newsletter" locale={locale} initialValues={email ? { email } : undefined} />
    );
  }

  return (
    <>
      <PageHeading title={t('newsletterPage.title')} lead={t('flows.newsletter.lead')} />
      <FormLayout title={t('flows.newsletter.title')}>{body}</FormLayout>
    </>
  );
}
