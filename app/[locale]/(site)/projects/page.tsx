import { configuredPageMetadata } from '@/lib/seo/configured-page';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageHeading } from '@/components/layout/page-heading';
import { ProjectCard } from '@/components/listings/project-card';
import { listProjects } from '@/lib/data';
import { pageLocale, type LocaleParams } from '@/lib/i18n/server';
import styles from './projects.module.css';

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  return configuredPageMetadata(await pageLocale(params), '/projects', 'projects');
}

/** New-build projects, each with its price range, status and delivery date. */
export default async function ProjectsPage({ params }: { params: LocaleParams }) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Pages.projects' });
  const tListing = await getTranslations({ locale, namespace: 'Listing.project' });
  const projects = listProjects(locale);
  return (
    <>
      <PageHeading title={t('title')} lead={t('description')} />
      <section className={`container ${styles.list}`} data-testid="projects">
        {projects.length === 0 ? (
          <p>{tListing('noProjects')}</p>
        ) : (
          projects.map((project) => <ProjectCard key={project.id} project={project} />)
        )}
      </section>
    </>
  );
}
