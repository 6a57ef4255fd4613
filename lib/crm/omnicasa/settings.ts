import type { Env } from '@/lib/config';
import { isLocale } from '@/lib/i18n/locales';
import type { OmnicasaCredentials } from './client';
import type { OmnicasaLanguageIds } from './pull';

/** The site's connection to Omnicasa (docs/crm-omnicasa.md › Connecting an agency). */
export type OmnicasaSettings = OmnicasaCredentials & {
  languageIds: OmnicasaLanguageIds;
  /**
   * Who answers "forgot password" for an owner who signs in with the CRM's login: `site` (the
   * default), the site's own single-use link; `crm`, the CRM's GetPersonForgetPassword, only once
   * the agency has made sure the CRM's mail carries no password in clear (docs/crm-omnicasa.md).
   */
  forgotPassword: 'site' | 'crm';
};

/** The ids the public clients show (nl 1, fr 2, en 3), when OMNICASA_LANGUAGE_IDS is unset. */
export const DEFAULT_LANGUAGE_IDS = 'nl=1,fr=2,en=3';

/** A CRM setting that is missing or wrong; the message names the variable. */
export class CrmConfigError extends Error {
  override name = 'CrmConfigError';
}

const required = (env: Env, name: 'OMNICASA_URL' | 'OMNICASA_CUSTOMER' | 'OMNICASA_PASSWORD') => {
  const value = env[name]?.trim();
  if (!value) throw new CrmConfigError(`${name} must be set when CRM=omnicasa`);
  return value;
};

/**
 * `OMNICASA_LANGUAGE_IDS`, e.g. `nl=1,fr=2,en=3,de=4`: the site's languages and Omnicasa's ids
 * for them (the German id is not public; a language left out is not pulled nor sent an id).
 */
export function parseLanguageIds(text: string): OmnicasaLanguageIds {
  const ids: OmnicasaLanguageIds = {};
  for (const part of text.split(',').map((item) => item.trim())) {
    if (part === '') continue;
    const match = /^([a-z]{2})\s*=\s*(\d{1,6})$/i.exec(part);
    const locale = match?.[1]?.toLowerCase();
    if (!match || !isLocale(locale))
      throw new CrmConfigError(
        `OMNICASA_LANGUAGE_IDS: "${part}" is not language=id with a language of en, nl, fr, de (e.g. nl=1,fr=2,en=3)`,
      );
    if (ids[locale] !== undefined)
      throw new CrmConfigError(`OMNICASA_LANGUAGE_IDS: ${locale} is given twice`);
    ids[locale] = Number(match[2]);
  }
  if (Object.keys(ids).length === 0)
    throw new CrmConfigError(
      'OMNICASA_LANGUAGE_IDS must name at least one language (e.g. nl=1,fr=2,en=3)',
    );
  return ids;
}

function forgotPasswordOf(value: string | undefined): 'site' | 'crm' {
  const text = value?.trim().toLowerCase() || 'site';
  if (text !== 'site' && text !== 'crm')
    throw new CrmConfigError(`OMNICASA_FORGOT_PASSWORD must be site or crm, got "${value}"`);
  return text;
}

/**
 * The Omnicasa settings, or null when `CRM` is unset (the site works on its own, as without a
 * CRM). With `CRM=omnicasa`, every variable must be there and right: the error names the first
 * one that is not.
 */
export function omnicasaSettings(env: Env): OmnicasaSettings | null {
  const crm = env.CRM?.trim().toLowerCase();
  if (!crm) return null;
  if (crm !== 'omnicasa')
    throw new CrmConfigError(`CRM must be unset or omnicasa, got "${env.CRM}"`);
  const baseUrl = required(env, 'OMNICASA_URL');
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    throw new CrmConfigError(`OMNICASA_URL must be an http(s) address, got "${baseUrl}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new CrmConfigError(`OMNICASA_URL must be an http(s) address, got "${baseUrl}"`);
  return {
    baseUrl,
    customerName: required(env, 'OMNICASA_CUSTOMER'),
    customerPassword: required(env, 'OMNICASA_PASSWORD'),
    languageIds: parseLanguageIds(env.OMNICASA_LANGUAGE_IDS?.trim() || DEFAULT_LANGUAGE_IDS),
    forgotPassword: forgotPasswordOf(env.OMNICASA_FORGOT_PASSWORD),
  };
}
