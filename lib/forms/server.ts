import 'server-only';
import { getTranslations } from 'next-intl/server';
import { serverEnv } from '@/lib/config';
import { siteConfig } from '@/lib/content/site-config';
import { getListing, getProject, listCities, listTypes } from '@/lib/data';
import { zoneValue } from './fields';
import { listingHref, projectHref } from '@/lib/data/canonical';
import { getDatabase } from '@/lib/db/connection';
import { DEFAULT_LOCALE } from '@/lib/i18n/language-settings';
import type { Locale } from '@/lib/i18n/locales';
import { getPathname } from '@/lib/i18n/navigation';
import { composeMails, type Translate } from '@/lib/mail/compose';
import { localizedPath } from '@/lib/seo/metadata';
import { siteUrl } from '@/lib/runtime/site-url';
import { captchaKeys, formKey, newsletterKey, questionKey, visitKey } from '@/lib/security/keys';
import { formToken, recordToken } from '@/lib/security/signing';
import { checkCaptcha } from './captcha';
import type { QuestionState } from './form-state';
import { newQuestion } from './question';
import { requestSubject } from './contact-request';
import { todayInBrussels } from './fields';
import { rateLimits } from './limits';
import { FLOW_REGISTRY, flowSubject, type Flow } from './flows';
import { VISIT_LINK_HOURS, visitLinkExpiry, visitToken } from './visit-link';
import type { FormContext } from './schemas';
import type { SubmitDeps } from './submit';
import { listingTitle } from '@/lib/format/listing-title';
import { omnicasaRequestFor } from '@/lib/crm/omnicasa/push';
import { omnicasaSettings } from '@/lib/crm/omnicasa/settings';

/** A fresh signed token for a form being served. */
export function newFormToken(flow: Flow, now = Date.now()): string {
  return formToken(formKey(), flow, now);
}

type QuestionTranslate = (key: string, values?: Record<string, string>) => string;

/** A question's text in the visitor's language: the sum with its terms in words. */
function questionText(t: QuestionTranslate, { a, b }: { a: number; b: number }): string {
  return t('Forms.question.text', {
    a: t(`Forms.question.numbers.n${a}`),
    b: t(`Forms.question.numbers.n${b}`),
  });
}

/** A fresh question for a form being served to visitors without JavaScript (lib/forms/question.ts). */
export async function newFormQuestion(
  flow: Flow,
  locale: Locale,
  now = Date.now(),
): Promise<QuestionState> {
  const t = (await getTranslations({ locale })) as unknown as QuestionTranslate;
  const question = newQuestion(questionKey(), flow, now);
  return { token: question.token, text: questionText(t, question), answer: '' };
}

export function formContext(locale: Locale, now = new Date()): FormContext {
  return {
    today: todayInBrussels(now),
    slots: siteConfig.forms.visitSlots,
    typeIds: listTypes(locale).map((type) => type.webId),
    zones: listCities(locale).map(zoneValue),
  };
}

function absolute(path: string): string {
  return new URL(path, siteUrl()).toString();
}

/** Everything submitRequest needs, from this site's configuration, database and translations. */
/** `clientAddress`: the visitor's address as the limits keep it (`clientAddressKey`). */
export async function submitDeps(
  flow: Flow,
  locale: Locale,
  clientAddress: string,
  now = Date.now(),
): Promise<SubmitDeps> {
  const t = (await getTranslations({ locale })) as unknown as Translate;
  const agencyLocale = DEFAULT_LOCALE;
  const tAgency = (await getTranslations({ locale: agencyLocale })) as unknown as Translate;
  const types = new Map(listTypes(locale).map((type) => [type.webId, type.name]));
  // checked at start-up (instrumentation.ts): a wrong CRM setting does not let the site start
  const crm = omnicasaSettings(serverEnv());
  return {
    ...(crm && {
      crmRequest: (request, agencyMail) => omnicasaRequestFor(request, crm.languageIds, agencyMail),
    }),
    db: async () => (await getDatabase()).db,
    now,
    clientAddress,
    formKey: formKey(),
    context: formContext(locale, new Date(now)),
    limits: rateLimits(),
    slotCapacity: siteConfig.forms.slotCapacity,
    listing: (id) => {
      const listing = getListing(id, locale);
      return listing && requestSubject(listing);
    },
    projectExists: (id) => getProject(id, locale) !== null,
    checkCaptcha: (db, value) => checkCaptcha(db, value, captchaKeys(), now),
    questionKey: questionKey(),
    questionText: (terms) => questionText(t, terms),
    newToken: () => newFormToken(flow, now),
    composeMails: (mailFlow, values, extra) => {
      const subject = flowSubject(mailFlow, values);
      const listing = subject.listingId === null ? null : getListing(subject.listingId, locale);
      const project = subject.projectId === null ? null : getProject(subject.projectId, locale);
      const email = FLOW_REGISTRY[mailFlow].mails.sender(values).email;
      const newsletterPage = getPathname({ locale, href: '/newsletter' });
      const link = (action: 'confirm' | 'unsubscribe') =>
        extra.subscriberId === undefined
          ? ''
          : absolute(
              `${newsletterPage}?${action}=${encodeURIComponent(recordToken(newsletterKey(), extra.subscriberId, `${action}:${email}`))}`,
            );
      return composeMails({
        flow: mailFlow,
        locale,
        values,
        listing: listing
          ? {
              reference: listing.reference,
              title: listingTitle(listing),
              url: absolute(localizedPath(locale, listingHref(listing))),
              photoUrl: listing.pictures[0] ? absolute(listing.pictures[0].url) : null,
            }
          : null,
        project: project
          ? { name: project.name, url: absolute(localizedPath(locale, projectHref(project))) }
          : null,
        agency: {
          name: siteConfig.agency.name,
          email: serverEnv().MAIL_AGENCY_TO?.trim() || siteConfig.agency.email,
        },
        typeName: (id) => types.get(id) ?? String(id),
        t,
        tAgency,
        agencyLocale,
        newsletter:
          extra.subscriberId === undefined
            ? undefined
            : { confirmUrl: link('confirm'), unsubscribeUrl: link('unsubscribe') },
        visit:
          extra.appointmentId === undefined
            ? undefined
            : {
                confirmUrl: absolute(
                  `${getPathname({
                    locale,
                    href: {
                      pathname: '/feedback/[flow]',
                      params: { flow: FLOW_REGISTRY.visit.feedback },
                    },
                  })}?confirm=${encodeURIComponent(visitToken(visitKey(), extra.appointmentId, visitLinkExpiry(now)))}`,
                ),
                hours: VISIT_LINK_HOURS,
              },
      });
    },
  };
}
