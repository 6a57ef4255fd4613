import { configuredPageMetadata } from '@/lib/seo/configured-page';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ListingCard } from '@/components/listings/listing-card';
import { AlertMeLink } from '@/components/alerts/alert-me-link';
import { FilterChips, type FilterChip } from '@/components/listings/filter-chips';
import { FiltersSheet } from '@/components/listings/filters-sheet';
import { SearchFilters } from '@/components/listings/search-filters';
import { SortControl } from '@/components/listings/sort-control';
import { PageHeading } from '@/components/layout/page-heading';
import { PropertyMap } from '@/components/map/property-map';
import { mapResults } from '@/lib/data/map-results';
import { pageNumbers } from '@/lib/format/paging';
import { siteConfig } from '@/lib/content/site-config';
import {
  countListings,
  listCities,
  listTypes,
  search,
  type Goal,
  type SearchQuery,
} from '@/lib/data';
import {
  activeFilters,
  withoutFilter,
  withoutFilters,
  wideningsOf,
  type ActiveFilter,
} from '@/lib/data/list-filters';
import { formatCurrency, formatNumber } from '@/lib/format/locale-format';
import type { Locale } from '@/lib/i18n/locales';
import {
  LIST_VIEWS,
  parseSearchParams,
  searchFromKey,
  toQuery,
  type ListView,
} from '@/lib/data/search-params';
import { getPathname } from '@/lib/i18n/navigation';
import type { LocalizedHref } from '@/lib/i18n/href';
import { LocaleLink } from '@/components/ui/locale-link';
import { pageLocale, type LocaleParams } from '@/lib/i18n/server';
import styles from './listing-list-page.module.css';

/** A `city` value as a chip names it: "Ghent (9000)" for "Ghent|9000". */
function cityLabel(value: string): string {
  const [name = '', zip] = value.split('|').map((part) => part.trim());
  return zip ? `${name} (${zip})` : name;
}

/** The id of the result cards a results map follows. */
const RESULTS_LIST_ID = 'results-list';

/**
 * Every result on the map (not only this page), sold and rented ones left out as configured,
 * clustered by the server: the frame asks app/api/map-results for each view the visitor moves to.
 */
async function ResultsMap({ locale, query }: { locale: Locale; query: SearchQuery }) {
  const t = await getTranslations({ locale, namespace: 'Listing.map' });
  const results = mapResults(locale, query, siteConfig.map.ignoreBanners);
  const filters = toQuery({ ...query, sort: undefined, page: 1 }, 'cards');
  const url = `/api/map-results/?${new URLSearchParams([
    ['locale', locale],
    ['goal', query.goal],
    ...Object.entries(filters).flatMap(([name, value]) =>
      (Array.isArray(value) ? value : [value]).map((item) => [name, item]),
    ),
  ])}`;
  return (
    <div className={styles.map}>
      <PropertyMap
        locale={locale}
        listings={[]}
        title={t('resultsTitle')}
        className={styles.mapEmbed}
        followList={RESULTS_LIST_ID}
        results={{
          url,
          bounds: results.clusters.bounds,
          area: query.area ?? null,
          searchArea: t('searchArea'),
        }}
      />
      {results.left > 0 && (
        <p className={styles.mapNote}>{t('outsideMap', { count: results.left })}</p>
      )}
    </div>
  );
}

type ResultsParams = Promise<{ locale: string; query: string }>;

/**
 * Property lists: server-rendered results with filters and paging. The list without a search
 * is prerendered per language; a search (the URL's query) is sent by the proxy to the results
 * route under its normalised form (`searchKey`), rendered on its first request and then served
 * from the cache like a prerendered page.
 */
export function listingListPage(goal: Goal) {
  const route = goal === 'sale' ? '/for-sale' : '/for-rent';
  const pageKey = goal === 'sale' ? 'forSale' : 'forRent';

  async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
    return configuredPageMetadata(await pageLocale(params), route, pageKey);
  }

  async function resultsMetadata({ params }: { params: ResultsParams }): Promise<Metadata> {
    // A filtered list is a view of the canonical list, not a page of its own.
    return configuredPageMetadata(await pageLocale(params), route, pageKey, { indexable: false });
  }

  async function Page({ params }: { params: LocaleParams }) {
    const locale = await pageLocale(params);
    return <ListingList locale={locale} {...parseSearchParams(goal, {})} />;
  }

  async function ResultsPage({ params }: { params: ResultsParams }) {
    const locale = await pageLocale(params);
    const { query } = await params;
    return <ListingList locale={locale} {...parseSearchParams(goal, searchFromKey(query))} />;
  }

  async function ListingList({
    locale,
    query,
    view,
  }: {
    locale: Locale;
    query: SearchQuery;
    view: ListView;
  }) {
    const t = await getTranslations({ locale, namespace: 'Listing' });
    const tPages = await getTranslations({ locale, namespace: 'Pages' });
    const tAlerts = await getTranslations({ locale, namespace: 'Alerts' });
    const result = search(locale, query);
    const action = getPathname({ locale, href: route });
    const types = listTypes(locale);
    const filters = activeFilters(query);
    const filterLabel = (filter: ActiveFilter): string => {
      switch (filter.kind) {
        case 'city':
          return cityLabel(filter.value);
        case 'type':
          return types.find((type) => type.webId === filter.value)?.name ?? String(filter.value);
        case 'priceMin':
        case 'priceMax':
          return t(`filters.chip.${filter.kind}`, {
            amount: formatCurrency(filter.value, locale),
          });
        case 'bedrooms':
          return t('filters.chip.bedrooms', { count: filter.value });
        case 'living':
          return t('filters.chip.living', {
            area: t('values.area', { value: formatNumber(filter.value, locale) }),
          });
        case 'epc':
          return t('filters.chip.epc', { label: filter.value });
        case 'feature':
          return t(`filters.feature.${filter.value}`);
        case 'keyword':
          return t('filters.chip.keyword', { keyword: filter.value });
        case 'area':
          return t('filters.chip.area');
      }
    };
    const hrefOf = (next: SearchQuery): LocalizedHref => {
      const search = toQuery(next, view, { page: 1 });
      return Object.keys(search).length > 0 ? { pathname: route, query: search } : route;
    };
    const chips: FilterChip[] = filters.map((filter) => {
      const label = filterLabel(filter);
      return {
        id: filter.id,
        label,
        removeLabel: t('filters.remove', { label }),
        href: hrefOf(withoutFilter(query, filter)),
      };
    });
    const widenings =
      result.total === 0
        ? wideningsOf(query, (filters) => countListings(locale, filters)).slice(0, 5)
        : [];
    const unsorted = toQuery({ ...query, sort: undefined }, view, { page: 1 });
    const formId = 'list-filters';

    return (
      <>
        <PageHeading title={tPages(`${pageKey}.title`)} lead={tPages(`${pageKey}.description`)} />
        <div className={`container ${styles.layout}`}>
          <aside className={styles.filters}>
            <FiltersSheet
              formId={formId}
              countUrl={`/api/list-count?${new URLSearchParams({ locale, goal })}`}
              title={t('filters.title')}
              openText={t('filters.open', { count: filters.length })}
              closeLabel={t('filters.close')}
              applyLabel={t('filters.show', { count: result.total })}
              applyFallback={t('filters.apply')}
              resetHref={action}
              resetLabel={t('filters.reset')}
            >
              <SearchFilters
                id={formId}
                action={action}
                query={query}
                cities={listCities(locale, goal)}
                types={types}
                view={view}
              />
            </FiltersSheet>
          </aside>
          <section className={styles.results} aria-labelledby="results-title" data-testid="results">
            <div className={styles.bar}>
              <h2 id="results-title" className={styles.count} aria-live="polite">
                {t('list.results', { total: result.total })}
              </h2>
              <div className={styles.controls}>
                <SortControl action={action} sort={query.sort ?? 'newest'} fields={unsorted} />
                <nav aria-label={t('list.views.label')} className={styles.views}>
                  {LIST_VIEWS.map((option) => (
                    <LocaleLink
                      key={option}
                      href={{
                        pathname: route,
                        query: toQuery(query, view, { view: option, page: 1 }),
                      }}
                      aria-current={option === view ? 'page' : undefined}
                      className={styles.view}
                    >
                      {t(`list.views.${option}`)}
                    </LocaleLink>
                  ))}
                </nav>
              </div>
            </div>
            <FilterChips
              title={t('filters.chips')}
              chips={chips}
              clear={{ label: t('filters.reset'), href: hrefOf(withoutFilters(query)) }}
            />
            {query.keyword && (
              <p className={styles.unused} data-testid="words-unused">
                {t('filters.unused', { words: query.keyword })}
              </p>
            )}
            <AlertMeLink query={query} label={tAlerts('alertMe')} hint={tAlerts('alertMeHint')} />
            {result.total === 0 ? (
              <div className={styles.empty} data-testid="no-results">
                <p>
                  <strong>{t('list.empty')}</strong>
                </p>
                {widenings.length > 0 && (
                  <>
                    <p>{t('list.widen')}</p>
                    <ul className={styles.widen} data-testid="widen">
                      {widenings.map(({ filter, count }) => (
                        <li key={filter.id}>
                          <LocaleLink href={hrefOf(withoutFilter(query, filter))} rel="nofollow">
                            {t('list.widenLink', {
                              label: filter.kind === 'keyword' ? filter.value : filterLabel(filter),
                              count,
                            })}
                          </LocaleLink>
                        </li>
                      ))}
                    </ul>
                  </>
                )}
                <p>{t('list.emptyHint')}</p>
                <p>
                  <LocaleLink href="/demand-register" className="button button-secondary">
                    {tPages('demandRegister.title')}
                  </LocaleLink>
                </p>
              </div>
            ) : (
              <div className={view === 'map' ? styles.mapLayout : styles.shown}>
                {view === 'map' && <ResultsMap locale={locale} query={query} />}
                <div id={RESULTS_LIST_ID} className={view === 'list' ? styles.list : styles.grid}>
                  {result.items.map((listing, index) => (
                    <ListingCard
                      key={listing.id}
                      listing={listing}
                      onMap={view === 'map'}
                      photoLoading={index === 0 ? 'first' : index < 3 ? 'eager' : 'lazy'}
                    />
                  ))}
                </div>
              </div>
            )}
            {result.total > 0 && (
              <nav
                aria-label={t('list.paging', {
                  page: result.page,
                  pageCount: result.pageCount,
                  total: result.total,
                })}
                className={styles.paging}
              >
                <p data-testid="paging">
                  {t('list.paging', {
                    page: result.page,
                    pageCount: result.pageCount,
                    total: result.total,
                  })}
                </p>
                <ul>
                  {result.page > 1 && (
                    <li>
                      <LocaleLink
                        href={{
                          pathname: route,
                          query: toQuery(query, view, { page: result.page - 1 }),
                        }}
                        rel="prev"
                      >
                        {t('list.previous')}
                      </LocaleLink>
                    </li>
                  )}
                  {pageNumbers(result.page, result.pageCount).map((page, index) =>
                    page === null ? (
                      <li key={`gap-${index}`} aria-hidden="true" className={styles.gap}>
                        …
                      </li>
                    ) : (
                      <li key={page}>
                        <LocaleLink
                          href={{ pathname: route, query: toQuery(query, view, { page }) }}
                          aria-current={page === result.page ? 'page' : undefined}
                          aria-label={t('list.pageLink', { page })}
                        >
                          {page}
                        </LocaleLink>
                      </li>
                    ),
                  )}
                  {result.page < result.pageCount && (
                    <li>
                      <LocaleLink
                        href={{
                          pathname: route,
                          query: toQuery(query, view, { page: result.page + 1 }),
                        }}
                        rel="next"
                      >
                        {t('list.next')}
                      </LocaleLink>
                    </li>
                  )}
                </ul>
              </nav>
            )}
          </section>
        </div>
      </>
    );
  }

  return { generateMetadata, Page, resultsMetadata, ResultsPage };
}
