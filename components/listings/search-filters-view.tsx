'use client';

import styles from './search-filters.module.css';

/** The filters' labels, translated on the server (search-filters.tsx). */
export type SearchFilterTexts = {
  title: string;
  city: string;
  cityAny: string;
  type: string;
  priceMin: string;
  priceMax: string;
  bedroomsMin: string;
  any: string;
  livingMin: string;
  epcMax: string;
  features: string;
  keyword: string;
  keywordPlaceholder: string;
};

/** What the form shows filled in: the search being shown ('' where a field is empty). */
export type SearchFilterValues = {
  city: string;
  /** Further cities of the search, kept as hidden fields. */
  otherCities: string[];
  types: number[];
  min: number | '';
  max: number | '';
  priceStep: number;
  bedrooms: number | '';
  living: number | '';
  epc: string;
  features: string[];
  keyword: string;
  /** Kept as hidden fields when not the defaults. */
  sort?: string;
  view?: string;
};

/**
 * The list filters drawn from their texts, options and values: the page's payload carries those,
 * not the form's element tree (issue 32). A plain GET form that works without JavaScript.
 */
export function SearchFiltersView({
  id,
  action,
  texts,
  cities,
  types,
  features,
  epcLetters,
  values,
}: {
  id: string;
  action: string;
  texts: SearchFilterTexts;
  cities: { name: string; zip: string }[];
  types: { webId: number; name: string }[];
  features: { value: string; label: string }[];
  /** The energy labels of the EPC choice, best first (given: the data module is server code). */
  epcLetters: readonly string[];
  values: SearchFilterValues;
}) {
  return (
    <form
      id={id}
      action={action}
      method="get"
      className={styles.form}
      aria-label={texts.title}
      data-testid="search-filters"
    >
      <div className={styles.field}>
        <label htmlFor="filter-city">{texts.city}</label>
        <select id="filter-city" name="city" defaultValue={values.city}>
          <option value="">{texts.cityAny}</option>
          {cities.map((option) => (
            <option key={option.zip} value={`${option.name}|${option.zip}`}>
              {option.name} ({option.zip})
            </option>
          ))}
        </select>
        {values.otherCities.map((other) => (
          <input key={other} type="hidden" name="city" value={other} />
        ))}
      </div>
      <fieldset className={styles.choices}>
        <legend>{texts.type}</legend>
        {types.map((option) => (
          <label key={option.webId} className={styles.check}>
            <input
              type="checkbox"
              name="type"
              value={option.webId}
              defaultChecked={values.types.includes(option.webId)}
            />
            {option.name}
          </label>
        ))}
      </fieldset>
      <div className={styles.pair}>
        <div className={styles.field}>
          <label htmlFor="filter-min">{texts.priceMin}</label>
          <input
            id="filter-min"
            name="min"
            type="number"
            inputMode="numeric"
            min={0}
            step={values.priceStep}
            defaultValue={values.min}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor="filter-max">{texts.priceMax}</label>
          <input
            id="filter-max"
            name="max"
            type="number"
            inputMode="numeric"
            min={0}
            step={values.priceStep}
            defaultValue={values.max}
          />
        </div>
      </div>
      <div className={`${styles.pair} ${styles.pairWithSelect}`}>
        <div className={styles.field}>
          <label htmlFor="filter-bedrooms">{texts.bedroomsMin}</label>
          <select id="filter-bedrooms" name="bedrooms" defaultValue={values.bedrooms}>
            <option value="">{texts.any}</option>
            {[1, 2, 3, 4, 5].map((count) => (
              <option key={count} value={count}>
                {count}+
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor="filter-living">{texts.livingMin}</label>
          <input
            id="filter-living"
            name="living"
            type="number"
            inputMode="numeric"
            min={0}
            step={10}
            defaultValue={values.living}
          />
        </div>
      </div>
      <div className={styles.field}>
        <label htmlFor="filter-epc">{texts.epcMax}</label>
        <select id="filter-epc" name="epc" defaultValue={values.epc}>
          <option value="">{texts.any}</option>
          {epcLetters.map((letter) => (
            <option key={letter} value={letter}>
              {letter}
            </option>
          ))}
        </select>
      </div>
      <fieldset className={styles.features}>
        <legend>{texts.features}</legend>
        {features.map((feature) => (
          <label key={feature.value} className={styles.check}>
            <input
              type="checkbox"
              name="feature"
              value={feature.value}
              defaultChecked={values.features.includes(feature.value)}
            />
            {feature.label}
          </label>
        ))}
      </fieldset>
      <div className={styles.field}>
        <label htmlFor="filter-q">{texts.keyword}</label>
        <input
          id="filter-q"
          name="words"
          type="search"
          placeholder={texts.keywordPlaceholder}
          defaultValue={values.keyword}
        />
      </div>
      {values.sort && <input type="hidden" name="sort" value={values.sort} />}
      {values.view && <input type="hidden" name="view" value={values.view} />}
    </form>
  );
}
