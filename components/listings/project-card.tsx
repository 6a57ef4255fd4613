import { Icon } from '@/components/ui/icon';
import { getLocale, getTranslations } from 'next-intl/server';
import type { Project } from '@/lib/data';
import { projectHref } from '@/lib/data/canonical';
import { formatCurrency } from '@/lib/format/locale-format';
import type { Locale } from '@/lib/i18n/locales';
import { LocaleLink } from '@/components/ui/locale-link';
import { FavouriteToggle } from '@/components/favourites/favourite-toggle';
import { CardPhoto } from './card-photo';
import styles from './listing-card.module.css';

/** A new-build project in the projects list. */
export async function ProjectCard({ project }: { project: Project }) {
  const t = await getTranslations('Listing');
  const locale = (await getLocale()) as Locale;
  const photo = project.pictures[0];
  return (
    <article className={`${styles.card} render-when-near`} data-testid="project-card">
      {photo && <CardPhoto photo={photo} />}
      <FavouriteToggle variant="card" project={project} />
      <div className={styles.body}>
        <p className={styles.price}>
          {t('project.priceRange', {
            min: formatCurrency(project.priceMin, locale),
            max: formatCurrency(project.priceMax, locale),
          })}
        </p>
        <h2 className={styles.title}>
          <LocaleLink href={projectHref(project)} className={styles.link}>
            {project.name}
          </LocaleLink>
        </h2>
        <p className={styles.place}>
          <Icon name="map-pin" size={16} />
          {project.place.zip} {project.place.city}
        </p>
        <ul className={styles.facts}>
          <li>{t(`project.status.${project.status}`)}</li>
          <li>{t('project.delivery', { delivery: project.delivery })}</li>
          <li>{project.typeLabel}</li>
        </ul>
      </div>
    </article>
  );
}
