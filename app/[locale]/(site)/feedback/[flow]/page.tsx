import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { CheckCircle2 } from 'lucide-react';
import { PageHeading } from '@/components/layout/page-heading';
import { Link } from '@/lib/i18n/navigation';
import { FEEDBACK_FLOWS, isFeedbackFlow, type FeedbackFlow } from '@/lib/i18n/pathnames';
import { pageLocale } from '@/lib/i18n/server';
import { pageMetadata } from '@/lib/seo/metadata';
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

/** §2: the thank-you page at the end of a mailing flow. */
export default async function FeedbackPage({ params }: { params: Params }) {
  const locale = await pageLocale(params);
  const flow = await feedbackFlow(params);
  const t = await getTranslations({ locale, namespace: 'Feedback' });
  return (
    <>
      <PageHeading title={t(`flows.${flow}.title`)} />
      <section className={`container ${styles.body}`} data-testid="feedback">
        <CheckCircle2 aria-hidden="true" size={48} className={styles.icon} />
        <p>{t(`flows.${flow}.body`)}</p>
        <p>
          <Link href="/" className="button button-primary">
            {t('backHome')}
          </Link>
        </p>
      </section>
    </>
  );
}
