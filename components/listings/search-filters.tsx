import { getTranslations } from 'next-intl/server';
import { EPC_LETTERS, FEATURES, type City, type PropertyType, type SearchQuery } from '@/lib/data';
import styles from './search-filters.module.css';

/**
 * The list filters as a plain GET form: it works without JavaScript, and every search is a URL
 * that can be shared, bookmarked and reached with the back button. Its submit button stands
 * outside it, in the filter sheet's footer (`form={id}`); the sort is chosen beside the results
 * and kept here as a hidden field.
 */
export async function SearchFilters({
  id,
  action,
  query,
  cities,
  types,
  view,
}: {
  id: string;
  action: string;
  query: SearchQuery;
  cities: City[];
  types: PropertyType[];
  view: string;
}) {
  const t = await getTranslations('Listing');
  const [city = '', ...otherCities] = query.cities ?? [];
  return (
    <form
      id={id}
      action={action}
      method="get"
      className={styles.form}
      aria-label={t('filters.title')}
      data-testid="search-filters"
    >
      <div className={styles.field}>
        <label htmlFor="filter-city">{t('filters.city')}</label>
        <select id="filter-city" name="city" defaultValue={city}>
          <option value="">{t('filters.cityAny')}</option>
          {cities.map((option) => (
            <option key={option.zip} value={`${option.name}|${option.zip}`}>
              {option.name} ({option.zip})
            </option>
          ))}
        </select>
        {otherCities.map((other) => (
          <input key={other} type="hidden" name="city" value={other} />
        ))}
      </div>
      <fieldset className={styles.choices}>
        <legend>{t('filters.type')}</legend>
        {types.map((option) => (
          <label key={option.webId} className={styles.check}>
            <input
              type="checkbox"
              name="type"
              value={option.webId}
              defaultChecked={query.types?.includes(option.webId)}
            />
            {option.name}
          </label>
        ))}
      </fieldset>
      <div className={styles.pair}>
        <div className={styles.field}>
          <label htmlFor="filter-min">{t('filters.priceMin')}</label>
          <input
            id="filter-min"
            name="min"
            type="number"
            inputMode="numeric"
            min={0}
            step={query.goal === 'sale' ? 5000 : 50}
            defaultValue={query.priceMin ?? ''}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor="filter-max">{t('filters.priceMax')}</label>
          <input
            id="filter-max"
            name="max"
            type="number"
            inputMode="numeric"
            min={0}
            step={query.goal === 'sale' ? 5000 : 50}
            defaultValue={query.priceMax ?? ''}
          />
        </div>
      </div>
      <div className={`${styles.pair} ${styles.pairWithSelect}`}>
        <div className={styles.field}>
          <label htmlFor="filter-bedrooms">{t('filters.bedroomsMin')}</label>
          <select id="filter-bedrooms" name="bedrooms" defaultValue={query.bedroomsMin ?? ''}>
            <option value="">{t('filters.any')}</option>
            {[1, 2, 3, 4, 5].map((count) => (
              <option key={count} value={count}>
                {count}+
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor="filter-living">{t('filters.livingMin')}</label>
          <input
            id="filter-living"
            name="living"
            type="number"
            inputMode="numeric"
            min={0}
            step={10}
            defaultValue={query.livingMin ?? ''}
          />
        </div>
      </div>
      <div className={styles.field}>
        <label htmlFor="filter-epc">{t('filters.epcMax')}</label>
        <select id="filter-epc" name="epc" defaultValue={query.epcMax ?? ''}>
          <option value="">{t('filters.any')}</option>
          {EPC_LETTERS.map((letter) => (
            <option key={letter} value={letter}>
              {letter}
            </option>
          ))}
        </select>
      </div>
      <fieldset className={styles.features}>
        <legend>{t('filters.features')}</legend>
        {FEATURES.map((feature) => (
          <label key={feature} className={styles.check}>
            <input
              type="checkbox"
              name="feature"
              value={feature}
              defaultChecked={query.features?.includes(feature)}
            />
            {t(`filters.feature.${feature}`)}
          </label>
        ))}
      </fieldset>
      <div className={styles.field}>
        <label htmlFor="filter-q">{t('filters.keyword')}</label>
        <input
          id="filter-q"
          name="words"
          type="search"
          placeholder={t('filters.keywordPlaceholder')}
          defaultValue={query.keyword ?? ''}
        />
      </div>
      {query.sort && query.sort !== 'newest' && (
        <input type="hidden" name="sort" value={query.sort} />
      )}
      {view !== 'cards' && <input type="hidden" name="view" value={view} />}
    </form>
  );
}
