import { getTranslations } from 'next-intl/server';
import { EPC_LETTERS, FEATURES, type City, type PropertyType, type SearchQuery } from '@/lib/data';
import {
  SearchFiltersView,
  type SearchFilterTexts,
  type SearchFilterValues,
} from './search-filters-view';

/**
 * The list filters as a plain GET form: it works without JavaScript, and every search is a URL
 * that can be shared, bookmarked and reached with the back button. Its submit button stands
 * outside it, in the filter sheet's footer (`form={id}`); the sort is chosen beside the results
 * and kept here as a hidden field. Translated here, drawn by search-filters-view.tsx.
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
  const texts: SearchFilterTexts = {
    title: t('filters.title'),
    city: t('filters.city'),
    cityAny: t('filters.cityAny'),
    type: t('filters.type'),
    priceMin: t('filters.priceMin'),
    priceMax: t('filters.priceMax'),
    bedroomsMin: t('filters.bedroomsMin'),
    any: t('filters.any'),
    livingMin: t('filters.livingMin'),
    epcMax: t('filters.epcMax'),
    features: t('filters.features'),
    keyword: t('filters.keyword'),
    keywordPlaceholder: t('filters.keywordPlaceholder'),
  };
  const values: SearchFilterValues = {
    city,
    otherCities,
    types: query.types ?? [],
    min: query.priceMin ?? '',
    max: query.priceMax ?? '',
    priceStep: query.goal === 'sale' ? 5000 : 50,
    bedrooms: query.bedroomsMin ?? '',
    living: query.livingMin ?? '',
    epc: query.epcMax ?? '',
    features: query.features ?? [],
    keyword: query.keyword ?? '',
    ...(query.sort && query.sort !== 'newest' ? { sort: query.sort } : {}),
    ...(view !== 'cards' ? { view } : {}),
  };
  return (
    <SearchFiltersView
      id={id}
      action={action}
      texts={texts}
      // only the fields the form shows: the payload carries these, not the element tree
      cities={cities.map(({ name, zip }) => ({ name, zip }))}
      types={types.map(({ webId, name }) => ({ webId, name }))}
      features={FEATURES.map((feature) => ({
        value: feature,
        label: t(`filters.feature.${feature}`),
      }))}
      epcLetters={EPC_LETTERS}
      values={values}
    />
  );
}
