import type { LocalizedHref } from '@/lib/i18n/href';
import { LocaleLink } from '@/components/ui/locale-link';
import styles from './filter-chips.module.css';

export type FilterChip = { id: string; label: string; removeLabel: string; href: LocalizedHref };

/**
 * The search's active filters as chips: each is a link to the same search without it (so it
 * works without JavaScript), and a last link clears them all.
 */
export function FilterChips({
  title,
  chips,
  clear,
}: {
  title: string;
  chips: FilterChip[];
  clear: { label: string; href: LocalizedHref };
}) {
  if (chips.length === 0) return null;
  return (
    <nav aria-label={title} className={styles.chips} data-testid="filter-chips">
      <ul>
        {chips.map((chip) => (
          <li key={chip.id}>
            <LocaleLink
              href={chip.href}
              className={styles.chip}
              aria-label={chip.removeLabel}
              rel="nofollow"
            >
              <span>{chip.label}</span>
              <svg aria-hidden="true" viewBox="0 0 16 16" width="14" height="14">
                <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="2" />
              </svg>
            </LocaleLink>
          </li>
        ))}
        {chips.length > 1 && (
          <li>
            <LocaleLink href={clear.href} className={styles.clear} rel="nofollow">
              {clear.label}
            </LocaleLink>
          </li>
        )}
      </ul>
    </nav>
  );
}
