import { getTranslations } from 'next-intl/server';
import { NotFoundContent } from '@/components/layout/not-found-content';
import { latestAvailable, listProjects, type Listing } from '@/lib/data';
import type { MissingDetail } from '@/lib/data/canonical';
import type { Locale } from '@/lib/i18n/locales';
import { ListingCard } from './listing-card';
import { ProjectCard } from './project-card';
import styles from './listing-detail.module.css';

export const SUGGESTION_COUNT = 4;

/**
 * The 404 of an unknown property or project id: "Property not found" (it does not exist or
 * has been sold) or "No construction was found", the search, a way home, and what is still
 * available instead — the newest properties of the same goal, or the current projects.
 */
export async function MissingDetailContent({
  locale,
  kind,
}: {
  locale: Locale;
  kind: MissingDetail;
}) {
  const t = await getTranslations({ locale, namespace: 'Listing' });
  if (kind === 'project') {
    const projects = listProjects(locale).slice(0, SUGGESTION_COUNT);
    return (
      <NotFoundContent
        locale={locale}
        kind={kind}
        title={t('project.noConstruction')}
        lead={t('states.projectNotFoundBody')}
      >
        {projects.length > 0 && (
          <section
            aria-labelledby="suggestions"
            className={`container ${styles.similar}`}
            data-testid="suggestions"
          >
            <h2 id="suggestions">{t('states.currentProjects')}</h2>
            <div className={styles.grid}>
              {projects.map((project) => (
                <ProjectCard key={project.id} project={project} />
              ))}
            </div>
          </section>
        )}
      </NotFoundContent>
    );
  }
  const listings = latestAvailable(locale, kind === 'for-rent' ? 'rent' : 'sale', SUGGESTION_COUNT);
  return (
    <NotFoundContent
      locale={locale}
      kind={kind}
      title={t('states.notFoundTitle')}
      lead={t('states.notFoundBody')}
    >
      <ListingSuggestions title={t('states.stillAvailable')} listings={listings} />
    </NotFoundContent>
  );
}

/** Properties offered instead of one that is not (or no longer) there; nothing when there are none. */
export function ListingSuggestions({ title, listings }: { title: string; listings: Listing[] }) {
  if (listings.length === 0) return null;
  return (
    <section
      aria-labelledby="suggestions"
      className={`container ${styles.similar}`}
      data-testid="suggestions"
    >
      <h2 id="suggestions">{title}</h2>
      <div className={styles.grid}>
        {listings.map((listing) => (
          <ListingCard key={listing.id} listing={listing} />
        ))}
      </div>
    </section>
  );
}
