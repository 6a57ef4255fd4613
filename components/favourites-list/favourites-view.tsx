import { listingTitle } from '@/lib/format/listing-title';
import { getTranslations } from 'next-intl/server';
import { getListing, getProject, type Listing, type Project } from '@/lib/data';
import { listingHref } from '@/lib/data/canonical';
import { compareRows, type CompareRow } from '@/lib/favourites/compare';
import { idsParam } from '@/lib/favourites/address';
import { parseToken, type Favourite } from '@/lib/favourites/ids';
import type { FavouritesQuery } from '@/lib/favourites/query';
import { bindUnits, formatCurrency, formatPercent } from '@/lib/format/locale-format';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/seo/metadata';
import { siteUrl } from '@/lib/runtime/site-url';
import { LocaleLink } from '@/components/ui/locale-link';
import { FactValueText } from '@/components/listings/fact-value';
import { ListingCard } from '@/components/listings/listing-card';
import { ListingPrice } from '@/components/listings/listing-price';
import { ProjectCard } from '@/components/listings/project-card';
import { favouriteOf, FavouriteToggle } from '@/components/favourites/favourite-toggle';
import { FavouritesSync, SavedSnapshot } from '@/components/favourites/favourites-sync';
import styles from './favourites.module.css';

const rowKey = (row: CompareRow) =>
  row.kind === 'fact' ? row.field : row.kind === 'cost' ? row.cost : row.kind;

type Entry = { token: string; listing: Listing | null; project: Project | null };

function entriesOf(ids: string[], locale: Locale): Entry[] {
  return ids.map((token) => {
    const parsed = parseToken(token)!;
    return {
      token,
      listing: parsed.kind === 'listing' ? getListing(parsed.id, locale) : null,
      project: parsed.kind === 'project' ? getProject(parsed.id, locale) : null,
    };
  });
}

/** How the page names a favourite the data set no longer has (the browser may know more, see SavedSnapshot). */
function withdrawnItem(
  token: string,
  t: Awaited<ReturnType<typeof getTranslations<'Favourites'>>>,
): Favourite {
  const parsed = parseToken(token)!;
  const title =
    parsed.kind === 'project'
      ? t('page.withdrawnProject', { id: parsed.id })
      : t('page.withdrawnName', { id: parsed.id });
  return { id: token, goal: null, title, city: '', price: null };
}

/** A favourite the data set no longer has: what the browser kept of it, its heart to let it go. */
async function WithdrawnCard({ token, locale }: { token: string; locale: Locale }) {
  const t = await getTranslations('Favourites');
  const item = withdrawnItem(token, t);
  return (
    <article className={styles.withdrawn} data-testid="favourite-withdrawn" data-id={token}>
      <FavouriteToggle variant="card" item={item} />
      <h3>{t('page.withdrawn')}</h3>
      <p className={styles.muted}>{item.title}</p>
      <SavedSnapshot
        id={token}
        locale={locale}
        priceText={t('page.savedPrice', { price: '{price}' })}
      />
      <p className={styles.muted}>{t('page.withdrawnBody')}</p>
    </article>
  );
}

async function CompareCell({
  row,
  index,
  listing,
  locale,
}: {
  row: CompareRow;
  index: number;
  listing: Listing;
  locale: Locale;
}) {
  if (row.kind === 'price') return <ListingPrice listing={listing} />;
  if (row.kind === 'fact') {
    const value = row.values[index];
    return value ? <FactValueText value={value} /> : '–';
  }
  if (row.kind === 'cost') {
    const cost = row.values[index];
    if (!cost) return '–';
    const t = await getTranslations('Favourites.compare.costs');
    return (
      <>
        <span className="nowrap" data-cost={row.cost} data-amount={cost.amount}>
          {formatCurrency(cost.amount, locale)}
        </span>
        {cost.tax && cost.rate !== undefined && (
          <>
            <br />
            <span className={styles.muted}>
              {t(
                cost.tax === 'vat'
                  ? 'vat'
                  : listing.region === 'luxembourg'
                    ? 'dutyLuxembourg'
                    : 'duty',
                { rate: formatPercent(cost.rate, locale) },
              )}
            </span>
          </>
        )}
      </>
    );
  }
  const status = row.values[index]!;
  return status === 'available'
    ? (await getTranslations('Favourites.compare'))('available')
    : (await getTranslations('Listing.banner'))(status);
}

async function CompareTable({ listings, locale }: { listings: Listing[]; locale: Locale }) {
  const t = await getTranslations('Favourites.compare');
  const tListing = await getTranslations('Listing');
  const rows = compareRows(listings);
  return (
    // the scrolling box below is the named region; the section stays unnamed so that there is one landmark
    <section id="compare" data-testid="compare">
      <h2 id="compare-title">{t('tableTitle')}</h2>
      <div className={styles.tableWrap} role="region" aria-labelledby="compare-title" tabIndex={0}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('property')}</th>
              {listings.map((listing) => (
                <th scope="col" key={listing.id}>
                  <LocaleLink href={listingHref(listing)}>
                    {bindUnits(listingTitle(listing))}
                  </LocaleLink>
                  <br />
                  <span className={styles.muted}>{listing.place.city}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)} data-row={rowKey(row)}>
                <th scope="row">
                  {row.kind === 'fact'
                    ? tListing(`fields.${row.field}`)
                    : row.kind === 'cost'
                      ? t(`costs.${row.cost}`)
                      : t(row.kind)}
                </th>
                {listings.map((listing, index) => (
                  <td key={listing.id}>
                    <CompareCell row={row} index={index} listing={listing} locale={locale} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {rows.some((row) => row.kind === 'cost') && <p className={styles.muted}>{t('costs.note')}</p>}
    </section>
  );
}

/** The list named in the address: current data, the withdrawn ones marked, a compare form and the link that carries the list. */
export async function FavouritesList({
  locale,
  ids,
  compare,
  compareTooMany,
}: Extract<FavouritesQuery, { ok: true }> & { locale: Locale; ids: string[] }) {
  const t = await getTranslations('Favourites');
  const entries = entriesOf(ids, locale);
  const shown = entries.map(({ token, listing, project }) =>
    listing
      ? favouriteOf({ listing })
      : project
        ? favouriteOf({ project })
        : withdrawnItem(token, t),
  );
  const path = localizedPath(locale, { pathname: '/favourites' });
  const shareUrl = new URL(`${path}?ids=${idsParam(ids)}`, siteUrl()).toString();
  const compared = compare
    .map((id) => getListing(id, locale))
    .filter((listing): listing is Listing => listing !== null);
  const comparable = entries.filter((entry) => entry.listing).length > 1;
  return (
    <>
      <FavouritesSync
        linked={ids}
        shown={shown}
        texts={{
          empty: t('page.empty'),
          offer: t('offer.text'),
          add: t('offer.add'),
          done: t('offer.done'),
        }}
      />
      {compareTooMany && (
        <p className={`${styles.notice} ${styles.problem}`} role="alert">
          {t('compare.tooMany')}
        </p>
      )}
      {compared.length > 0 && <CompareTable listings={compared} locale={locale} />}
      <form method="get" action={`${path}#compare`} aria-labelledby="favourites-count">
        <input type="hidden" name="ids" value={idsParam(ids)} />
        <h2 id="favourites-count">{t('page.count', { count: ids.length })}</h2>
        {comparable && <p>{t('compare.hint')}</p>}
        <ul className={styles.grid}>
          {entries.map(({ token, listing, project }) => (
            <li key={token} className={styles.item}>
              {listing ? (
                <ListingCard listing={listing} />
              ) : project ? (
                <ProjectCard project={project} />
              ) : (
                <WithdrawnCard token={token} locale={locale} />
              )}
              {listing && comparable && (
                <label className={styles.pick}>
                  <input
                    type="checkbox"
                    name="compare"
                    value={listing.id}
                    defaultChecked={compare.includes(listing.id)}
                  />
                  {t('compare.pick')}
                  <span className="visually-hidden">{bindUnits(listingTitle(listing))}</span>
                </label>
              )}
            </li>
          ))}
        </ul>
        {comparable && (
          <p>
            <button type="submit" className="button button-primary" data-testid="compare-submit">
              {t('compare.submit')}
            </button>
          </p>
        )}
      </form>
      <section className={styles.share} aria-labelledby="share-title">
        <h2 id="share-title">{t('share.title')}</h2>
        <p>{t('share.hint')}</p>
        <label htmlFor="share-link">{t('share.label')}</label>
        <input id="share-link" type="url" readOnly value={shareUrl} data-testid="share-link" />
      </section>
    </>
  );
}

/** The page without a list in its address: the browser's list is put there, or it says there is none. */
export async function FavouritesStart() {
  const t = await getTranslations('Favourites.page');
  const tOffer = await getTranslations('Favourites.offer');
  return (
    <>
      <noscript>
        <p className={styles.notice}>{t('noScript')}</p>
      </noscript>
      <FavouritesSync
        linked={null}
        shown={[]}
        texts={{
          empty: t('empty'),
          offer: tOffer('text'),
          add: tOffer('add'),
          done: tOffer('done'),
        }}
      />
      <p>
        <LocaleLink href="/for-sale">{t('browse')}</LocaleLink>
      </p>
    </>
  );
}
