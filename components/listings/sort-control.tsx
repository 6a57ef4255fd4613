import { getTranslations } from 'next-intl/server';
import { SORT_KEYS, type SortKey } from '@/lib/data';
import { SortSelect } from './sort-select';
import styles from './sort-control.module.css';

/**
 * The order of the results, always in view beside them: a small GET form that carries the
 * search's other fields (hidden) and starts again at page one. With JavaScript a choice
 * submits it; without, its button does.
 */
export async function SortControl({
  action,
  sort,
  fields,
}: {
  action: string;
  sort: SortKey;
  /** The search's other fields (filters and view), as the URL writes them. */
  fields: Record<string, string | string[]>;
}) {
  const t = await getTranslations('Listing.list.sort');
  return (
    <form action={action} method="get" className={styles.sort} data-testid="sort">
      {Object.entries(fields).flatMap(([name, value]) =>
        (Array.isArray(value) ? value : [value]).map((item) => (
          <input key={`${name}=${item}`} type="hidden" name={name} value={item} />
        )),
      )}
      <label htmlFor="list-sort">{t('label')}</label>
      <SortSelect
        id="list-sort"
        value={sort}
        options={SORT_KEYS.map((key) => ({ value: key, label: t(key) }))}
      />
      <button type="submit" className={`button button-secondary ${styles.submit}`}>
        {t('submit')}
      </button>
    </form>
  );
}
