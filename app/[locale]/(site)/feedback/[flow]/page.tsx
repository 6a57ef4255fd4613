import { Icon } from '@/components/ui/icon';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { PageHeading } from '@/components/layout/page-heading';
import { ListingCard } from '@/components/listings/listing-card';
import { search as searchListings } from '@/lib/data';
import { parseSearchParams, toQuery } from '@/lib/data/search-params';
import type { Locale } from '@/lib/i18n/locales';
import { LocaleLink } from '@/components/ui/locale-link';
import { FEEDBACK_FLOWS, isFeedbackFlow, type FeedbackFlow } from '@/lib/i18n/pathnames';
import { pageLocale } from '@/lib/i18n/server';
import { pageMetadata } from '@/lib/seo/metadata';
import { confirmVisitByLink, type VisitConfirmation } from '@/lib/forms/visit-confirm';
import styles from './feedback.module.css';

type Params = Promise<{ locale: string; flow: string }>;

export const dynamicParams = false;

export function generateStaticParams() {
  return FEEDBACK_FLOWS.map((flow) => ({ flow }));
}

async function feedbackFlow(params: Params): Promise<FeedbackFlow> {
  const { flow } = await params;
  if (!isFeedbackFlow(flow)) notFound();
  return flow;
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const locale = await pageLocale(params);
  const flow = await feedbackFlow(params);
  const t = await getTranslations({ locale, namespace: 'Feedback.flows' });
  return pageMetadata({
    locale,
    title: t(`${flow}.title`),
    description: t(`${flow}.body`),
    hrefIn: () => ({ pathname: '/feedback/[flow]', params: { flow } }),
    indexable: false,
  });
}

const DEMAND_MATCHES_SHOWN = 6;

/** The listings that match a search just registered, shown right away (the query is the search). */
async function DemandMatches({
  locale,
  query,
}: {
  locale: Locale;
  query: Record<string, string | string[] | undefined>;
}) {
  const goal = query.goal === 'rent' ? 'rent' : query.goal === 'sale' ? 'sale' : null;
  if (!goal) return null;
  const t = await getTranslations({ locale, namespace: 'Forms.demandMatches' });
  const { query: search, view } = parseSearchParams(goal, query);
  const result = searchListings(locale, { ...search, perPage: DEMAND_MATCHES_SHOWN });
  const route = goal === 'sale' ? '/for-sale' : '/for-rent';
  return (
    <section
      aria-labelledby="matches-title"
      className={`container ${styles.matches}`}
      data-testid="demand-matches"
    >
      <h2 id="matches-title">{t('title', { count: result.total })}</h2>
      <div className={styles.grid}>
        {result.items.map((listing) => (
          <ListingCard key={listing.id} listing={listing} />
        ))}
      </div>
      {result.total > 0 && (
        <p>
          <LocaleLink
            href={{ pathname: route, query: toQuery(search, view) }}
            className="button button-secondary"
          >
            {t('more')}
          </LocaleLink>
        </p>
      )}
    </section>
  );
}

/** What the visitor is told after opening the link that holds their visit slot. */
function visitHoldMessage(
  outcome: VisitConfirmation,
): 'held' | 'full' | 'tooMany' | 'unavailable' | 'notHeld' {
  if (outcome === 'held' || outcome === 'full' || outcome === 'unavailable') return outcome;
  return outcome === 'too-many' ? 'tooMany' : 'notHeld';
}

/**
 * The thank-you page at the end of a mailing flow; for a visit request, also where the link
 * mailed to the visitor leads (`?confirm=…`), which holds the requested slot.
 */
export default async function FeedbackPage({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const locale = await pageLocale(params);
  const flow = await feedbackFlow(params);
  const t = await getTranslations({ locale, namespace: 'Feedback' });
  const query = await searchParams;
  const hold =
    flow === 'contact-appointment' && query.confirm !== undefined
      ? visitHoldMessage(await confirmVisitByLink(query.confirm))
      : null;
  const title = hold ? t(`visitHold.${hold}.title`) : t(`flows.${flow}.title`);
  const body = hold ? t(`visitHold.${hold}.body`) : t(`flows.${flow}.body`);
  return (
    <>
      <PageHeading title={title} />
      <section
        className={`container ${styles.body}`}
        data-testid="feedback"
        data-visit-hold={hold ?? undefined}
      >
        {(hold === null || hold === 'held') && (
          <Icon name="check-circle" size={48} className={styles.icon} />
        )}
        <p>{body}</p>
        <p>
          <LocaleLink href="/" className="button button-primary">
            {t('backHome')}
          </LocaleLink>
        </p>
      </section>
      {flow === 'demand-register' && <DemandMatches locale={locale} query={query} />}
    </>
  );
}
