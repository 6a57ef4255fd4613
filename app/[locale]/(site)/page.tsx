import { Icon } from '@/components/ui/icon';
import { PageModules } from '@/components/content/page-modules';
import { TestimonialList } from '@/components/content/testimonial-list';
import { dataSetTestimonialsFor } from '@/lib/content/testimonial-data';
import { JsonLd } from '@/components/seo/json-ld';
import { agencyJsonLd } from '@/lib/seo/structured-data';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { HeroBanner } from '@/components/home/hero-banner';
import { SearchBox } from '@/components/home/search-box';
import { siteConfig } from '@/lib/content/site-config';
import { totals } from '@/lib/data';
import { getPathname } from '@/lib/i18n/navigation';
import { LocaleLink } from '@/components/ui/locale-link';
import { searchBoxRows } from '@/lib/search-box/for-locale';
import { pageLocale, type LocaleParams } from '@/lib/i18n/server';
import { pageMetadata } from '@/lib/seo/metadata';
import styles from './home.module.css';

/** The home page shows the newest few of the data set (a prerendered page: those approved on the site show on the testimonials page). */
const HOME_TESTIMONIALS = 3;

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
  const tListing = await getTranslations({ locale, namespace: 'Listing.home' });
  const tTestimonials = await getTranslations({ locale, namespace: 'Content.testimonials' });
  const testimonials = dataSetTestimonialsFor(locale, HOME_TESTIMONIALS);
  const tSearch = await getTranslations({ locale, namespace: 'Listing.searchBox' });
  const count = totals(locale);
  const showCounts = siteConfig.home.showCountProperty;
  const goals = [
    {
      goal: 'sale',
      route: '/for-sale',
      label: t('forSale'),
      total: count.sale,
      className: 'button-accent',
    },
    {
      goal: 'rent',
      route: '/for-rent',
      label: t('forRent'),
      total: count.rent,
      className: 'button-light',
    },
  ] as const;

  return (
    <>
      <JsonLd data={agencyJsonLd(locale)} />
      <section className={styles.hero} aria-labelledby="home-title" data-testid="home-hero">
        <HeroBanner banner={siteConfig.banner} />
        <div className={`container ${styles.heroInner}`}>
          <p className={styles.eyebrow}>{siteConfig.agency.tagline[locale]}</p>
          <h1 id="home-title" className={styles.title}>
            {t('title')}
          </h1>
          <p className={styles.lead}>
            {tListing('heroDescription', { sale: count.sale, rent: count.rent })}
          </p>
          {siteConfig.home.showSearchInput && (
            <SearchBox
              locale={locale}
              initialRows={searchBoxRows(locale, '', tSearch)}
              texts={{
                label: tSearch('label'),
                hint: tSearch('hint'),
                placeholder: tSearch('placeholder'),
                button: tSearch('button'),
                types: tSearch('types'),
                cities: tSearch('cities'),
                properties: tSearch('properties'),
                forSale: tSearch('forSale'),
                forRent: tSearch('forRent'),
                noMatch: tSearch('noMatch'),
                words: tSearch('words'),
                // the row's frame with its placeholder kept, filled in by the browser as words are typed
                wordsRow: tSearch('wordsRow', { words: '{words}' }),
                wordsHint: tSearch('wordsHint'),
              }}
              icon={<Icon name="search" size={20} />}
              action={getPathname({ locale, href: '/for-sale' })}
              showButton={siteConfig.home.showSearchButton}
              showCounts={siteConfig.home.showSearchCount}
            />
          )}
          <div className={styles.actions}>
            {goals.map(({ goal, route, label, total, className }) => (
              <LocaleLink
                key={goal}
                href={route}
                className={`button ${className} button-large`}
                data-testid={`home-${goal}`}
              >
                {label}
                {showCounts && (
                  <span className={styles.count}>{tListing('countButton', { count: total })}</span>
                )}
                <Icon name="arrow-right" size={20} />
              </LocaleLink>
            ))}
          </div>
        </div>
      </section>
      <PageModules
        modules={siteConfig.menu.find((item) => item.path === '/')?.params.modules ?? []}
        locale={locale}
      />
      {testimonials.length > 0 && (
        // not rendered-when-near (content-visibility) as the sections above: axe then reads the
        // skipped quotes' light text against no background (color-contrast), as on the footer
        <section
          className={`container ${styles.testimonials}`}
          aria-labelledby="home-testimonials"
          data-testid="home-testimonials"
        >
          <h2 id="home-testimonials">{tTestimonials('title')}</h2>
          <TestimonialList testimonials={testimonials} locale={locale} />
          <p>
            <LocaleLink href="/testimonials" className={styles.allTestimonials}>
              {tTestimonials('read')}
              <Icon name="arrow-right" size={18} />
            </LocaleLink>
          </p>
        </section>
      )}
    </>
  );
}
