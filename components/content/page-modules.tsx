import { Icon } from '@/components/ui/icon';
import type { CSSProperties, ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { OfficeLines } from '@/components/forms/offices';
import { ListingCard } from '@/components/listings/listing-card';
import { MapEmbed } from '@/components/map/map-embed';
import { OFFICE_MARKERS_QUERY } from '@/lib/map/protocol';
import { StaticImage } from '@/components/ui/static-image';
import { articleHref } from '@/lib/content/article-links';
import { articlesIn, getArticle, type Article } from '@/lib/content/articles';
import type { PageModule } from '@/lib/content/schema';
import { siteConfig } from '@/lib/content/site-config';
import { search } from '@/lib/data';
import { listingHref } from '@/lib/data/canonical';
import { formatPhone } from '@/lib/format/locale-format';
import type { Locale } from '@/lib/i18n/locales';
import { getPathname } from '@/lib/i18n/navigation';
import { LocaleLink } from '@/components/ui/locale-link';
import { ArticleBody } from './article-body';
import styles from './content.module.css';
import { listingTitle } from '@/lib/format/listing-title';

/**
 * What a page gives its modules besides the configuration: the site contact form, which only the
 * pages that show it import (its client code stays out of every other page).
 */
export type ModuleSlots = { contactForm?: ReactNode };

type ModuleProps<T extends PageModule['type']> = {
  module: Extract<PageModule, { type: T }>;
  locale: Locale;
  headingId: string;
  slots: ModuleSlots;
};

/** A module's own heading, when the configuration gives one in this language. */
function ModuleTitle({ module, locale, id }: { module: PageModule; locale: Locale; id: string }) {
  const title = module.title?.[locale];
  return title ? (
    <h2 id={id} className={styles.moduleTitle}>
      {title}
    </h2>
  ) : null;
}

/** Articles in one of the four views: whole, as linked rows, as cards, or as an accordion. */
async function ArticleView({
  articles,
  view,
  locale,
  headingLevel,
}: {
  articles: Article[];
  view: PageModule['view'];
  locale: Locale;
  headingLevel: 2 | 3;
}) {
  const t = await getTranslations({ locale, namespace: 'Content' });
  const Heading = `h${headingLevel}` as 'h2' | 'h3';
  switch (view) {
    case 'single-view':
      return articles.map((article) => (
        <article key={article.id} className={styles.single}>
          {articles.length > 1 && <Heading>{article.text[locale].title}</Heading>}
          <ArticleBody text={article.text[locale]} />
        </article>
      ));
    case 'list-view':
      return (
        <ul className={styles.list}>
          {articles.map((article) => (
            <li key={article.id}>
              <LocaleLink href={articleHref(article, locale)}>
                {article.text[locale].title}
              </LocaleLink>
              <p>{article.text[locale].summary}</p>
            </li>
          ))}
        </ul>
      );
    case 'card-view':
      return (
        <ul className={styles.cards}>
          {articles.map((article) => (
            <li key={article.id} className={styles.card}>
              {article.image && (
                <StaticImage
                  src={article.image}
                  alt=""
                  width={1600}
                  height={900}
                  sizes="(max-width: 700px) 100vw, 400px"
                  className={styles.cardImage}
                />
              )}
              <div className={styles.cardBody}>
                <Heading className={styles.cardTitle}>
                  <LocaleLink href={articleHref(article, locale)}>
                    {article.text[locale].title}
                  </LocaleLink>
                </Heading>
                <p>{article.text[locale].summary}</p>
                <span className={styles.more} aria-hidden="true">
                  {t('readMore')} <Icon name="arrow-right" size={16} />
                </span>
              </div>
            </li>
          ))}
        </ul>
      );
    case 'collapse-view':
      // native disclosure widgets: keyboard (Enter, Space) and screen readers work without script
      return (
        <div className={styles.accordion} data-testid="accordion">
          {articles.map((article) => (
            <details key={article.id} className={styles.fold}>
              <summary>{article.text[locale].title}</summary>
              <div className={styles.foldBody}>
                <ArticleBody text={article.text[locale]} />
              </div>
            </details>
          ))}
        </div>
      );
  }
}

async function ArticleModule({ module, locale }: ModuleProps<'article'>) {
  const article = getArticle(module.article);
  return article ? (
    <ArticleView
      articles={[article]}
      view={module.view}
      locale={locale}
      headingLevel={module.title ? 3 : 2}
    />
  ) : null;
}

async function CategoryModule({ module, locale }: ModuleProps<'category'>) {
  return (
    <ArticleView
      articles={articlesIn(module.category).slice(0, module.maxItems)}
      view={module.view}
      locale={locale}
      headingLevel={module.title ? 3 : 2}
    />
  );
}

/** A configured selection of properties: goal, types, city, at most maxItems, newest first. */
async function PropertyListModule({ module, locale }: ModuleProps<'property-list'>) {
  const t = await getTranslations({ locale, namespace: 'Content' });
  const goal = module.goal ?? 'sale';
  const { items } = search(locale, {
    goal,
    types: module.types.length ? module.types : undefined,
    cities: module.city ? [module.city] : undefined,
    sort: 'newest',
    perPage: module.maxItems,
  });
  if (items.length === 0) return null;
  const listRoute = goal === 'sale' ? '/for-sale' : '/for-rent';
  const query = {
    ...(module.types.length ? { type: module.types.map(String) } : {}),
    ...(module.city ? { city: module.city } : {}),
  };
  return (
    <>
      {module.view === 'list-view' || module.view === 'collapse-view' ? (
        <ul className={styles.list}>
          {items.map((listing) => (
            <li key={listing.id}>
              <LocaleLink href={listingHref(listing)}>{listingTitle(listing)}</LocaleLink>
              <p>
                {listing.place.zip} {listing.place.city} · {listing.reference}
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <div className={styles.listingGrid}>
          {(module.view === 'single-view' ? items.slice(0, 1) : items).map((listing) => (
            <ListingCard key={listing.id} listing={listing} headingLevel={module.title ? 3 : 2} />
          ))}
        </div>
      )}
      <p className={styles.seeAll}>
        <LocaleLink href={{ pathname: listRoute, query }}>
          {t(goal === 'sale' ? 'allForSale' : 'allForRent')}
          <Icon name="arrow-right" size={16} />
        </LocaleLink>
      </p>
    </>
  );
}

/** The agency's offices (address, phone, hours), on a map, and in the single view the site contact form. */
async function ContactModule({ module, locale, slots }: ModuleProps<'contact'>) {
  const t = await getTranslations({ locale, namespace: 'Forms.contactPage' });
  const tContent = await getTranslations({ locale, namespace: 'Content' });
  const offices = siteConfig.agency.offices.slice(0, module.maxItems);
  const office = (item: (typeof offices)[number]) => (
    <address className={styles.office}>
      <OfficeLines
        office={item}
        locale={locale}
        labels={{ phone: t('phone'), email: t('email') }}
      />
      <span>{item.hours[locale]}</span>
    </address>
  );
  const list =
    module.view === 'collapse-view' ? (
      <div className={styles.accordion} data-testid="accordion">
        {offices.map((item) => (
          <details key={item.id} className={styles.fold}>
            <summary>{item.name[locale]}</summary>
            <div className={styles.foldBody}>{office(item)}</div>
          </details>
        ))}
      </div>
    ) : (
      <ul className={module.view === 'card-view' ? styles.officeCards : styles.offices}>
        {offices.map((item) => (
          <li key={item.id} id={`office-${item.id}`}>
            <strong>{item.name[locale]}</strong>
            {office(item)}
          </li>
        ))}
      </ul>
    );
  if (module.view !== 'single-view') return list;
  const contactPage = getPathname({ locale, href: '/contact' });
  return (
    <div className={styles.contact}>
      <div>
        <h2 className={styles.moduleTitle}>{t('offices')}</h2>
        {list}
        <MapEmbed
          src={`${getPathname({ locale, href: '/map-frame' })}?${OFFICE_MARKERS_QUERY}`}
          title={tContent('officesMap')}
          secondary
          message={{
            properties: offices.map((item, index) => ({
              id: index + 1,
              lat: item.latitude,
              lng: item.longitude,
              title: `${item.name[locale]} – ${item.street} ${item.houseNumber}, ${item.zip} ${item.city[locale]}`,
              price: formatPhone(item.phone),
              href: `${contactPage}#office-${item.id}`,
              thumbnail: null,
              banner: null,
              approximate: false,
            })),
            mapType: siteConfig.map.type,
            marker: null,
            marqueeIgnore: [],
          }}
        />
      </div>
      {slots.contactForm && (
        <div>
          <h2 className={styles.moduleTitle}>{tContent('writeUs')}</h2>
          {slots.contactForm}
        </div>
      )}
    </div>
  );
}

/** A module's body by its type; the switch narrows the module to its own configuration. */
function ModuleBody({
  module,
  ...props
}: { module: PageModule } & Omit<ModuleProps<PageModule['type']>, 'module'>) {
  switch (module.type) {
    case 'article':
      return <ArticleModule module={module} {...props} />;
    case 'category':
      return <CategoryModule module={module} {...props} />;
    case 'property-list':
      return <PropertyListModule module={module} {...props} />;
    case 'contact':
      return <ContactModule module={module} {...props} />;
  }
}

/** A page assembled from its configured modules, in order, on a 12-column grid. */
export async function PageModules({
  modules,
  locale,
  slots = {},
}: {
  modules: PageModule[];
  locale: Locale;
  slots?: ModuleSlots;
}) {
  if (modules.length === 0) return null;
  return (
    <div className={`container ${styles.grid}`} data-testid="page-modules">
      {modules.map((module, index) => {
        const headingId = `module-${index}`;
        return (
          // a plain block, not a region: its heading structures the page, and landmarks stay unique
          <div
            key={index}
            className={`${styles.module} render-when-near`}
            style={{ '--span': module.columns } as CSSProperties}
            data-module={module.type}
            data-view={module.view}
          >
            <ModuleTitle module={module} locale={locale} id={headingId} />
            <ModuleBody module={module} locale={locale} headingId={headingId} slots={slots} />
          </div>
        );
      })}
    </div>
  );
}
