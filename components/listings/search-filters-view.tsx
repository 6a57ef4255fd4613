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
      <CheckGroup
        className={styles.choices}
        legend={texts.type}
        name="type"
        options={types.map((option) => ({ value: option.webId, label: option.name }))}
        checked={values.types}
      />
      <div className={styles.pair}>
        <NumberField name="min" label={texts.priceMin} step={values.priceStep} value={values.min} />
        <NumberField name="max" label={texts.priceMax} step={values.priceStep} value={values.max} />
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
        <NumberField name="living" label={texts.livingMin} step={10} value={values.living} />
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
      <CheckGroup
        className={styles.features}
        legend={texts.features}
        name="feature"
        options={features}
        checked={values.features}
      />
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

/** A whole-number field of the filter (`filter-{name}`), never below 0. */
function NumberField({
  name,
  label,
  step,
  value,
}: {
  name: string;
  label: string;
  step: number;
  value: string | number | undefined;
}) {
  return (
    <div className={styles.field}>
      <label htmlFor={`filter-${name}`}>{label}</label>
      <input
        id={`filter-${name}`}
        name={name}
        type="number"
        inputMode="numeric"
        min={0}
        step={step}
        defaultValue={value}
      />
    </div>
  );
}

/** A group of checkboxes sent under one name, those in `checked` ticked. */
function CheckGroup<V extends string | number>({
  className,
  legend,
  name,
  options,
  checked,
}: {
  className: string | undefined;
  legend: string;
  name: string;
  options: readonly { value: V; label: string }[];
  checked: readonly V[];
}) {
  return (
    <fieldset className={className}>
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className={styles.check}>
          <input
            type="checkbox"
            name={name}
            value={option.value}
            defaultChecked={checked.includes(option.value)}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
