import { LocaleLink } from '@/components/ui/locale-link';
import { alertQuery } from '@/lib/alerts/query';
import { toQuery } from '@/lib/data/search-params';
import type { SearchQuery } from '@/lib/data/search';
import styles from './alert-me-link.module.css';

/**
 * "Alert me" on a list or its map: a plain link to the alert page carrying the search (area
 * included), so it adds no JavaScript to the list page.
 */
export function AlertMeLink({
  query,
  label,
  hint,
}: {
  query: SearchQuery;
  label: string;
  hint: string;
}) {
  const search = alertQuery(query.goal, toQuery(query, 'cards'));
  return (
    <p className={styles.alert}>
      <LocaleLink
        href={{ pathname: '/search-alert', query: { goal: query.goal, ...search } }}
        className={`button button-secondary ${styles.link}`}
        data-testid="alert-me"
      >
        {label}
      </LocaleLink>
      <span className={styles.hint}>{hint}</span>
    </p>
  );
}
