import { Icon } from '@/components/ui/icon';
import type { Metadata } from 'next';
import { projectPageTitle } from '@/lib/seo/page-titles';
import { StaticImage } from '@/components/ui/static-image';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { LocationSection } from '@/components/map/location-section';
import { galleryPhotos } from '@/components/listings/gallery-photos';
import { getProject, projectUnits, type Project } from '@/lib/data';
import { requireCanonicalDetail } from '@/lib/data/require-detail';
import { projectDetailParams } from '@/lib/data/static-params';
import { projectHref } from '@/lib/data/canonical';
import { formatCurrency } from '@/lib/format/locale-format';
import { projectRequestHref } from '@/lib/forms/contact-request';
import { LocaleLink } from '@/components/ui/locale-link';
import { FavouriteToggle, favouriteOf } from '@/components/favourites/favourite-toggle';
import type { Locale } from '@/lib/i18n/locales';
import { sceneText } from '@/lib/i18n/message-keys';
import { pageLocale } from '@/lib/i18n/server';
import { localizedPath, pageMetadata } from '@/lib/seo/metadata';
import { absoluteUrl, projectJsonLd } from '@/lib/seo/structured-data';
import { projectTrail } from '@/lib/seo/breadcrumbs';
import { nearestOffice } from '@/lib/content/offices';
import { siteConfig } from '@/lib/content/site-config';
import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import { ContactBar } from '@/components/listings/contact-bar';
import { OfficeBlock } from '@/components/listings/office-block';
import { JsonLd } from '@/components/seo/json-ld';
import { PhotoGallery } from '@/components/listings/photo-gallery';
import { ProjectUnits } from '@/components/listings/project-units';
import shared from '@/components/listings/listing-detail.module.css';
import styles from './project-detail.module.css';

type Params = Promise<{ locale: string; city: string; slug: string; id: string }>;

/** Prerendered for every project of the data set; the proxy has checked the address. */
export const generateStaticParams = projectDetailParams;
export const dynamicParams = true;

async function projectOf(params: Params, locale: Locale): Promise<Project> {
  const routeParams = await params;
  requireCanonicalDetail('/projects/[city]/[slug]/[id]', routeParams, locale);
  const project = getProject(Number(routeParams.id), locale);
  if (!project) notFound();
  return project;
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const locale = await pageLocale(params);
  const project = await projectOf(params, locale);
  const t = await getTranslations({ locale, namespace: 'Listing.project' });
  return pageMetadata({
    locale,
    title: projectPageTitle(project.name, (name) =>
      t('documentTitle', { name, city: project.place.city }),
    ),
    description: project.description,
    hrefIn: (alternate) => {
      const translated = alternate === locale ? project : getProject(project.id, alternate);
      return translated && projectHref(translated);
    },
    image: project.pictures[0] ?? null,
    type: 'article',
  });
}

/** A new-build project: description, status, delivery, price range, units, plans and photos. */
export default async function ProjectDetailPage({ params }: { params: Params }) {
  const locale = await pageLocale(params);
  const project = await projectOf(params, locale);
  const t = await getTranslations({ locale, namespace: 'Listing' });
  const tPages = await getTranslations({ locale, namespace: 'Pages' });
  const units = projectUnits(project.id, locale);
  const photos = galleryPhotos(project.pictures, (scene) => sceneText(t, scene));
  const office = nearestOffice(siteConfig.agency.offices, project.place);
  const favourite = favouriteOf({ project });

  return (
    <article className={`container ${shared.page}`} data-testid="project-detail">
      <JsonLd data={projectJsonLd(project)} />
      <Breadcrumbs
        locale={locale}
        label={t('breadcrumbs')}
        trail={projectTrail(
          { home: siteConfig.agency.name, list: tPages('projects.title'), title: project.name },
          projectHref(project),
        )}
      />
      <header className={shared.header}>
        <div>
          <p className={shared.kicker}>
            {t(`project.status.${project.status}`)} ·{' '}
            {t('project.delivery', { delivery: project.delivery })}
          </p>
          <h1 className={shared.title}>{project.name}</h1>
          <p className={shared.place}>
            <Icon name="map-pin" size={18} />
            {project.place.street} {project.place.houseNumber}, {project.place.zip}{' '}
            {project.place.city}
          </p>
        </div>
        <div className={styles.priceBlock}>
          <p className={styles.price}>
            {t('project.priceRange', {
              min: formatCurrency(project.priceMin, locale),
              max: formatCurrency(project.priceMax, locale),
            })}
          </p>
          <p>{t('project.units', { count: units.filter((unit) => !unit.unavailable).length })}</p>
          {/* the ContactBar's object: the payload carries it once */}
          <FavouriteToggle variant="detail" item={favourite} />
          <p>
            <LocaleLink
              href={projectRequestHref(project.id)}
              className="button button-accent"
              data-request="project"
            >
              <Icon name="info" size={18} />
              {t('actions.project')}
            </LocaleLink>
          </p>
        </div>
      </header>

      <PhotoGallery photos={photos} title={project.name} />

      <section aria-labelledby="project-description" className={`${shared.block} render-when-near`}>
        <h2 id="project-description">{t('sections.description')}</h2>
        {project.description.split('\n\n').map((paragraph) => (
          <p key={paragraph.slice(0, 40)}>{paragraph}</p>
        ))}
        <p className={styles.note}>{t('project.vatNotice')}</p>
      </section>

      <section aria-labelledby="project-units" className={`${shared.block} render-when-near`}>
        <h2 id="project-units">{t('project.unitsTable')}</h2>
        {units.length === 0 ? (
          <p>{t('project.noConstruction')}</p>
        ) : (
          <ProjectUnits units={units} locale={locale} />
        )}
      </section>

      {project.plans.length > 0 && (
        <section aria-labelledby="project-plans" className={`${shared.block} render-when-near`}>
          <h2 id="project-plans">{t('project.plans')}</h2>
          <div className={styles.plans}>
            {project.plans.map((plan) => (
              <StaticImage
                key={plan.url}
                src={plan.url}
                alt={t('scenes.plan')}
                width={plan.width}
                height={plan.height}
                sizes="(max-width: 750px) 600px, 600px"
                className={styles.plan}
              />
            ))}
          </div>
        </section>
      )}

      <div className={`${shared.block} render-when-near`}>
        <LocationSection locale={locale} place={project.place} listings={units} />
      </div>

      <OfficeBlock office={office} locale={locale} headingId="office-title" />

      <ContactBar
        locale={locale}
        phone={office.phone}
        request={{ kind: 'information', href: projectRequestHref(project.id) }}
        favourite={favourite}
        share={{
          url: absoluteUrl(localizedPath(locale, projectHref(project))),
          title: project.name,
        }}
      />
    </article>
  );
}
