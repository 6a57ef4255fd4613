import type { Crumb } from '@/lib/seo/breadcrumbs';
import { localizedHref } from '@/lib/i18n/href';
import type { Locale } from '@/lib/i18n/locales';
import { trailJsonLd } from '@/lib/seo/structured-data';
import { BreadcrumbsView } from './breadcrumbs-view';
import { JsonLd } from './json-ld';

/**
 * The visible trail and its BreadcrumbList JSON-LD, from one list of steps: what a visitor reads
 * and what a search engine shows can never differ. The last step is the page itself. Resolved
 * here, drawn by breadcrumbs-view.tsx.
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
    <BreadcrumbsView
      label={label}
      steps={trail.map((crumb, index) =>
        index === trail.length - 1
          ? { name: crumb.name }
          : { name: crumb.name, href: localizedHref(locale, crumb.href) },
      )}
    >
      <JsonLd data={trailJsonLd(locale, trail)} />
    </BreadcrumbsView>
  );
}
