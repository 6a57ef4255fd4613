import { Icon } from '@/components/ui/icon';
import type { Crumb } from '@/lib/seo/breadcrumbs';
import type { Locale } from '@/lib/i18n/locales';
import { trailJsonLd } from '@/lib/seo/structured-data';
import { LocaleLink } from '@/components/ui/locale-link';
import { JsonLd } from './json-ld';
import styles from './breadcrumbs.module.css';

/**
 * The visible trail and its BreadcrumbList JSON-LD, from one list of steps: what a visitor reads
 * and what a search engine shows can never differ. The last step is the page itself.
 */
export function Breadcrumbs({
  trail,
  locale,
  label,
}: {
  trail: Crumb[];
  locale: Locale;
  label: string;
}) {
  return (
    <nav aria-label={label} className={styles.trail} data-testid="breadcrumbs">
      <JsonLd data={trailJsonLd(locale, trail)} />
      <ol>
        {trail.map((crumb, index) => {
          const last = index === trail.length - 1;
          return (
            <li key={index}>
              {last ? (
                <span aria-current="page">{crumb.name}</span>
              ) : (
                <>
                  <LocaleLink href={crumb.href} locale={locale}>
                    {crumb.name}
                  </LocaleLink>
                  <Icon name="chevron-right" size={14} />
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
