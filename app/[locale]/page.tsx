import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ArrowRight } from 'lucide-react';
import { siteConfig } from '@/lib/content/site-config';
import { Link } from '@/lib/i18n/navigation';
import { pageLocale, type LocaleParams } from '@/lib/i18n/server';
import { pageMetadata } from '@/lib/seo/metadata';
import styles from './home.module.css';

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await pageLocale(params);
  const home = siteConfig.menu.find((item) => item.path === '/');
  const t = await getTranslations({ locale, namespace: 'Pages.home' });
  return {
    ...pageMetadata({
      locale,
      title: home?.params.metadata.title[locale] ?? t('title'),
      description: home?.params.metadata.description[locale] ?? t('lead'),
      hrefIn: () => ({ pathname: '/' }),
    }),
    // The home title is complete as it stands, without the site-name template.
    title: { absolute: home?.params.metadata.title[locale] ?? t('title') },
  };
}

export default async function HomePage({ params }: { params: LocaleParams }) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Pages.home' });
  return (
    <section className={styles.hero} aria-labelledby="home-title" data-testid="home-hero">
      <div className={`container ${styles.heroInner}`}>
        <p className={styles.eyebrow}>{siteConfig.agency.tagline[locale]}</p>
        <h1 id="home-title" className={styles.title}>
          {t('title')}
        </h1>
        <p className={styles.lead}>{t('lead')}</p>
        <div className={styles.actions}>
          <Link href="/for-sale" className="button button-accent button-large">
            {t('forSale')}
            <ArrowRight aria-hidden="true" size={20} />
          </Link>
          <Link href="/for-rent" className="button button-light button-large">
            {t('forRent')}
            <ArrowRight aria-hidden="true" size={20} />
          </Link>
        </div>
      </div>
    </section>
  );
}
