import { describe, expect, it } from 'vitest';
import { ENV_VARIABLES } from '@/lib/config';
import { omnicasaSettings, parseLanguageIds } from '@/lib/crm/omnicasa/settings';

const FULL = {
  CRM: 'omnicasa',
  OMNICASA_URL: 'https://newapi.omnicasa.com/1.13/OmnicasaService.svc/',
  OMNICASA_CUSTOMER: 'horizon',
  OMNICASA_PASSWORD: 'secret',
  OMNICASA_LANGUAGE_IDS: 'nl=1, fr=2,en=3,de=4',
};

describe('the Omnicasa settings', () => {
  it('are read from the one list of variables', () => {
    for (const name of Object.keys(FULL)) expect(ENV_VARIABLES).toContain(name);
  });

  it('are null without CRM, whatever else is set: the site works on its own', () => {
    expect(omnicasaSettings({})).toBeNull();
    expect(omnicasaSettings({ ...FULL, CRM: '' })).toBeNull();
    expect(omnicasaSettings({ ...FULL, CRM: undefined })).toBeNull();
  });

  it('give the connection and the language ids with CRM=omnicasa', () => {
    expect(omnicasaSettings(FULL)).toEqual({
      baseUrl: FULL.OMNICASA_URL,
      customerName: 'horizon',
      customerPassword: 'secret',
      languageIds: { nl: 1, fr: 2, en: 3, de: 4 },
      forgotPassword: 'site',
    });
    expect(omnicasaSettings({ ...FULL, OMNICASA_FORGOT_PASSWORD: 'CRM' })?.forgotPassword).toBe(
      'crm',
    );
    expect(omnicasaSettings({ ...FULL, OMNICASA_LANGUAGE_IDS: undefined })?.languageIds).toEqual({
      nl: 1,
      fr: 2,
      en: 3,
    });
  });

  it.each([
    [{ CRM: 'salesforce' }, /^CRM must be unset or omnicasa/],
    [{ OMNICASA_URL: undefined }, /^OMNICASA_URL must be set/],
    [{ OMNICASA_URL: 'newapi.omnicasa.com' }, /^OMNICASA_URL must be an http\(s\) address/],
    [{ OMNICASA_URL: 'ftp://newapi.omnicasa.com/' }, /^OMNICASA_URL must be an http\(s\) address/],
    [{ OMNICASA_CUSTOMER: ' ' }, /^OMNICASA_CUSTOMER must be set/],
    [{ OMNICASA_PASSWORD: undefined }, /^OMNICASA_PASSWORD must be set/],
    [{ OMNICASA_LANGUAGE_IDS: 'nl:1' }, /^OMNICASA_LANGUAGE_IDS: "nl:1" is not language=id/],
    [{ OMNICASA_FORGOT_PASSWORD: 'mail' }, /^OMNICASA_FORGOT_PASSWORD must be site or crm/],
    [{ OMNICASA_LANGUAGE_IDS: 'es=5' }, /^OMNICASA_LANGUAGE_IDS: "es=5"/],
    [{ OMNICASA_LANGUAGE_IDS: 'nl=1,nl=2' }, /^OMNICASA_LANGUAGE_IDS: nl is given twice/],
    [{ OMNICASA_LANGUAGE_IDS: ' , ' }, /^OMNICASA_LANGUAGE_IDS must name at least one/],
  ])('name the variable that is missing or wrong (%o)', (change, message) => {
    expect(() => omnicasaSettings({ ...FULL, ...change })).toThrow(message);
  });

  it('read language ids in any case, with spaces', () => {
    expect(parseLanguageIds(' NL = 1 ,de=7')).toEqual({ nl: 1, de: 7 });
  });
});
