import 'server-only';
import { siteConfig } from '@/lib/content/site-config';
import { listCities, listTypes } from '@/lib/data';
import type { Locale } from '@/lib/i18n/locales';
import { translator } from '@/lib/i18n/translator';
import { formKey, questionKey } from '@/lib/security/keys';
import { formToken } from '@/lib/security/signing';
import { todayInBrussels, zoneValue } from './fields';
import type { Flow } from './flows';
import type { QuestionState } from './form-state';
import { newQuestion, questionText } from './question';
import type { FormContext } from './schemas';

/** What a request form needs from the server when it is served, and again when it is checked. */

/** A fresh signed token for a form being served. */
export function newFormToken(flow: Flow, now = Date.now()): string {
  return formToken(formKey(), flow, now);
}

/** A fresh question for a form being served to visitors without JavaScript (lib/forms/question.ts). */
export function newFormQuestion(flow: Flow, locale: Locale, now = Date.now()): QuestionState {
  const question = newQuestion(questionKey(), flow, now);
  return { token: question.token, text: questionText(translator(locale), question), answer: '' };
}

/** What the schemas check against: today (in Brussels), the visit slots, the site's types and cities. */
export function formContext(locale: Locale, now = new Date()): FormContext {
  return {
    today: todayInBrussels(now),
    slots: siteConfig.forms.visitSlots,
    typeIds: listTypes(locale).map((type) => type.webId),
    zones: listCities(locale).map(zoneValue),
  };
}
