import { configuredPageMetadata } from '@/lib/seo/configured-page';
import { labelled } from '@/lib/format/text';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { FlowForm } from '@/components/forms/flow-form';
import { FormLayout } from '@/components/forms/form-layout';
import { Offices } from '@/components/forms/offices';
import { PageHeading } from '@/components/layout/page-heading';
import { ListingCard } from '@/components/listings/listing-card';
import { ProjectCard } from '@/components/listings/project-card';
import { PageModules } from '@/components/content/page-modules';
import { findMenuPage } from '@/lib/content/menu';
import { siteConfig } from '@/lib/content/site-config';
import { getListing, getProject } from '@/lib/data';
import { listingDocuments } from '@/lib/data/documents';
import { contactRequestOf, requestSubject } from '@/lib/forms/contact-request';
import { pageLocale, type LocaleParams } from '@/lib/i18n/server';
import styles from '@/components/forms/forms.module.css';
import { listingTitle } from '@/lib/format/listing-title';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata({
  params,
  searchParams,
}: {
  params: LocaleParams;
  searchParams: SearchParams;
}): Promise<Metadata> {
  // a request about one property is a form, not a page to find
  return configuredPageMetadata(await pageLocale(params), '/contact', 'contact', {
    indexable: Object.keys(await searchParams).length === 0,
  });
}

/** Site contact, and the requests about a property or a project the detail pages lead to. */
export default async function ContactPage({
  params,
  searchParams,
}: {
  params: LocaleParams;
  searchParams: SearchParams;
}) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Forms' });
  const tPages = await getTranslations({ locale, namespace: 'Pages' });
  const query = await searchParams;
  const request = contactRequestOf(query, {
    listing: (id) => {
      const listing = getListing(id, locale);
      return listing && requestSubject(listing);
    },
    project: (id) => getProject(id, locale) !== null,
  });

  // the contact page itself: its configured modules (offices, map, the site contact form)
  const configured = findMenuPage(siteConfig, '/contact', locale);
  if (Object.keys(query).length === 0 && configured && configured.params.modules.length > 0) {
    return (
      <>
        <PageHeading
          title={configured.params.title[locale] || tPages('contact.title')}
          lead={configured.params.description[locale] || tPages('contact.description')}
        />
        <PageModules
          modules={configured.params.modules}
          locale={locale}
          slots={{ contactForm: <FlowForm flow="contact" locale={locale} /> }}
        />
      </>
    );
  }

  let aside = <Offices locale={locale} />;
  let lead: string | undefined;
  let notice: string | null = null;
  let about: string | null = null;
  if ('listingId' in request) {
    const listing = getListing(request.listingId, locale)!;
    aside = <ListingCard listing={listing} headingLevel={2} />;
    // on a phone the card comes after the form: say at once which property this is about
    about = `${labelled(t('property'), locale)} ${listingTitle(listing)} – ${listing.place.zip} ${listing.place.city} (${listing.reference})`;
    lead =
      request.flow === 'documents' || request.flow === 'visit' || request.flow === 'offer'
        ? t(`flows.${request.flow}.lead`)
        : undefined;
    if (request.flow === 'documents') {
      const documents = listingDocuments(listing).map((kind) => t(`documents.kinds.${kind}`));
      if (documents.length > 0)
        lead = t('documents.available', {
          documents: new Intl.ListFormat(locale, { type: 'conjunction' }).format(documents),
        });
    }
    // asked for a visit of a sold house, or for documents where there are none: the information form, and why
    if (request.refused) notice = t(`failures.${request.refused}`);
  } else if ('projectId' in request) {
    const project = getProject(request.projectId, locale)!;
    aside = <ProjectCard project={project} />;
    about = `${labelled(t('property'), locale)} ${project.name} – ${project.place.zip} ${project.place.city}`;
  } else if (request.flow === 'testimonial') {
    lead = t('flows.testimonial.lead');
  } else if (request.missing) {
    notice = t(
      request.missing === 'listing' ? 'failures.unknownListing' : 'failures.unknownProject',
    );
  }

  return (
    <>
      <PageHeading title={tPages('contact.title')} lead={tPages('contact.description')} />
      <FormLayout title={t(`flows.${request.flow}.title`)} lead={lead} aside={aside}>
        {about && (
          <p className={styles.about} data-testid="request-about">
            {about}
          </p>
        )}
        {notice && (
          <p className={styles.notice} role="status" data-testid="contact-notice">
            {notice}
          </p>
        )}
        <FlowForm
          flow={request.flow}
          locale={locale}
          listingId={'listingId' in request ? request.listingId : undefined}
          projectId={'projectId' in request ? request.projectId : undefined}
        />
      </FormLayout>
    </>
  );
}
