import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AlertSubscribeForm } from '@/components/alerts/alert-subscribe-form';
import { ManageAlerts } from '@/components/alerts/manage-alerts';
import { FormLayout } from '@/components/forms/form-layout';
import { PageHeading } from '@/components/layout/page-heading';
import { unsubscribeAlertButton } from '@/lib/alerts/actions';
import { alertDescription, alertLinks, manageUrl } from '@/lib/alerts/context';
import { alertQuery, FREQUENCIES, isGoal, type SubscribeField } from '@/lib/alerts/query';
import { alertCrm } from '@/lib/alerts/crm';
import { alertOfToken, confirmByToken, managedAlerts } from '@/lib/alerts/service';
import { getStore } from '@/lib/data/load';
import { getDatabase } from '@/lib/db/connection';
import type { AlertFrequency } from '@/lib/db/schema';
import { pageLocale, type LocaleParams } from '@/lib/i18n/server';
import { alertKey } from '@/lib/security/keys';
import { pageMetadata } from '@/lib/seo/metadata';
import styles from '@/components/forms/forms.module.css';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;
const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
const many = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value : value === undefined ? [] : [value];

const DONE = ['check', 'unsubscribed', 'updated', 'invalid', 'limited', 'failed'] as const;
type Done = (typeof DONE)[number];

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Alerts' });
  return pageMetadata({
    locale,
    title: t('page.title'),
    description: t('page.lead'),
    hrefIn: () => ({ pathname: '/search-alert' }),
    indexable: false,
  });
}

/**
 * Search alerts (docs/search-alerts.md): "Alert me" of a list leads here with its search; the
 * confirmation link of the double opt-in, the unsubscribe link of every mail (a page with a
 * button: a GET never unsubscribes) and the signed link that manages every alert of an address.
 */
export default async function SearchAlertPage({
  params,
  searchParams,
}: {
  params: LocaleParams;
  searchParams: SearchParams;
}) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Alerts' });
  const query = await searchParams;
  const confirm = single(query.confirm)?.slice(0, 300);
  const unsubscribe = single(query.unsubscribe)?.slice(0, 300);
  const manage = single(query.manage)?.slice(0, 1000);
  const done = DONE.find((value) => value === single(query.done));
  const frequencies = Object.fromEntries(
    FREQUENCIES.map((value) => [value, t(`frequency.${value}`)]),
  ) as Record<AlertFrequency, string>;
  const status = (text: string) => (
    <p className={styles.notice} role="status" data-testid="alert-status">
      {text}
    </p>
  );

  // a bad, forged or outdated link (older mails carried the address in the manage link): what to do now
  const invalid = (
    <>
      {status(t('page.invalid'))}
      <p data-testid="alert-invalid-help">{t('page.invalidHelp')}</p>
    </>
  );

  let title = t('page.formTitle');
  let body;
  if (confirm) {
    const { db } = await getDatabase();
    const alert = await confirmByToken(db, alertKey(), confirm, undefined, alertCrm());
    title = t('page.confirmTitle');
    body = alert ? (
      <>
        {status(t('page.confirmed', { frequency: t(`frequency.${alert.frequency}`) }))}
        <p>
          <a href={manageUrl(locale, alert)} data-testid="alert-manage-link">
            {t('page.manageLink')}
          </a>
        </p>
      </>
    ) : (
      invalid
    );
  } else if (unsubscribe) {
    const { db } = await getDatabase();
    const alert = await alertOfToken(db, alertKey(), 'unsubscribe', unsubscribe);
    title = t('page.unsubscribeTitle');
    body =
      alert && alert.unsubscribed_at === null ? (
        <form
          action={unsubscribeAlertButton.bind(null, locale, unsubscribe)}
          className={styles.form}
          data-testid="alert-unsubscribe"
        >
          <p>
            {t('page.unsubscribeQuestion', {
              search: alertDescription(alert, getStore()),
              email: alert.email,
            })}
          </p>
          <div className={styles.actions}>
            <button type="submit" className="button button-primary">
              {t('page.unsubscribe')}
            </button>
          </div>
        </form>
      ) : alert ? (
        status(t('page.unsubscribed'))
      ) : (
        invalid
      );
  } else if (manage) {
    const { db } = await getDatabase();
    const managed = await managedAlerts(db, alertKey(), manage);
    title = t('page.manageTitle');
    body = managed ? (
      <>
        {done === 'updated' && status(t('page.updated'))}
        <p>{t('page.manageLead', { email: managed.email })}</p>
        <ManageAlerts
          locale={locale}
          token={manage}
          alerts={managed.alerts.map((alert) => ({
            id: alert.id,
            search: alertDescription(alert, getStore()),
            frequency: alert.frequency,
            confirmed: alert.confirmed_at !== null,
            searchUrl: alertLinks(alert).search,
          }))}
          texts={{
            frequency: t('frequencyLabel'),
            frequencies,
            save: t('page.save'),
            stop: t('page.stop'),
            stopAll: t('page.stopAll'),
            pending: t('page.pending'),
            none: t('page.none'),
          }}
        />
      </>
    ) : (
      invalid
    );
  } else if (done) {
    title = t(`page.doneTitles.${done}` as 'page.doneTitles.check');
    body = status(t(`page.done.${done satisfies Done}` as 'page.done.check'));
  } else {
    const goalValue = single(query.goal);
    const goal = isGoal(goalValue) ? goalValue : 'sale';
    const chosen = FREQUENCIES.find((value) => value === single(query.frequency)) ?? 'daily';
    const errors: Partial<Record<SubscribeField, string>> = {};
    for (const entry of many(query.error)) {
      const [field, key] = entry.split(':');
      if ((field === 'email' || field === 'frequency' || field === 'consent') && key) {
        const known = ['required', 'tooLong', 'email', 'frequency', 'consent'].includes(key);
        errors[field] ??= t(`errors.${known ? key : 'required'}` as 'errors.required');
      }
    }
    const alertSearch = alertQuery(goal, query);
    body = (
      <>
        <p data-testid="alert-search">
          {t('page.searchIs', {
            search: alertDescription(
              { locale, goal, query: JSON.stringify(alertSearch) },
              getStore(),
            ),
          })}
        </p>
        {Object.keys(errors).length > 0 && (
          <p className={styles.banner} role="alert">
            {t('errors.banner')}
          </p>
        )}
        <AlertSubscribeForm
          locale={locale}
          goal={goal}
          query={alertSearch}
          frequency={chosen}
          errors={errors}
          texts={{
            email: t('form.email'),
            required: t('form.required'),
            frequency: t('frequencyLabel'),
            frequencies,
            consent: t('form.consent'),
            submit: t('form.submit'),
            privacy: t('form.privacy'),
          }}
        />
      </>
    );
  }

  return (
    <>
      <PageHeading title={t('page.title')} lead={t('page.lead')} />
      <FormLayout title={title}>
        <div data-testid="search-alert">{body}</div>
      </FormLayout>
    </>
  );
}
