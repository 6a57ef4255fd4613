import { describe, expect, it } from 'vitest';
import {
  ALL_DENIED,
  ALL_GRANTED,
  allowedTags,
  choiceFromOptions,
  clearedCookieStrings,
  consentCookieStrings,
  optionsFromChoice,
  readConsent,
} from '@/lib/consent/consent';
import { tagIds } from '@/lib/consent/tag-ids';

const asCookieHeader = (strings: string[]) =>
  strings.map((cookie) => cookie.split(';')[0]).join('; ');

describe('consent values', () => {
  it('stores consent and the four flags for 180 days, and reads them back', () => {
    const choice = { ...ALL_DENIED, analytics_storage: true };
    const cookies = consentCookieStrings(choice, { secure: true });
    expect(cookies).toHaveLength(5);
    expect(cookies[0]).toBe('consent=1; Path=/; Max-Age=15552000; SameSite=Lax; Secure');
    expect(readConsent(asCookieHeader(cookies))).toEqual(choice);
  });

  it('has no choice while consent or any flag is missing or odd', () => {
    expect(readConsent('')).toBeNull();
    expect(readConsent('consent_analytics_storage=granted')).toBeNull();
    expect(readConsent('consent=1; consent_analytics_storage=granted')).toBeNull();
    expect(
      readConsent(
        asCookieHeader(consentCookieStrings(ALL_GRANTED)).replace(
          'ad_storage=granted',
          'ad_storage=yes',
        ),
      ),
    ).toBeNull();
    expect(clearedCookieStrings().every((cookie) => cookie.includes('Max-Age=0'))).toBe(true);
  });

  it('maps the five options to the four purposes, essential granting nothing', () => {
    expect(choiceFromOptions(new Set(['essential']))).toEqual(ALL_DENIED);
    expect(choiceFromOptions(new Set(['essential', 'advertising', 'adPersonalization']))).toEqual({
      ...ALL_DENIED,
      ad_storage: true,
      ad_personalization: true,
    });
    expect(optionsFromChoice(ALL_GRANTED)).toEqual(
      new Set(['essential', 'analytics', 'advertising', 'adUserData', 'adPersonalization']),
    );
  });

  it('allows each tag only with its id and its purpose', () => {
    const ids = {
      analyticsId: 'G-A1',
      adsId: 'AW-1',
      tagManagerId: 'GTM-X1',
      socialPixelId: '123456',
    };
    expect(allowedTags(ids, ALL_DENIED)).toEqual([]);
    expect(
      allowedTags({ analyticsId: '', adsId: '', tagManagerId: '', socialPixelId: '' }, ALL_GRANTED),
    ).toEqual([]);
    expect(
      allowedTags(ids, { ...ALL_DENIED, analytics_storage: true }).map((tag) => tag.tag),
    ).toEqual(['analytics', 'tagManager']);
    expect(allowedTags(ids, { ...ALL_DENIED, ad_storage: true }).map((tag) => tag.tag)).toEqual([
      'ads',
      'tagManager',
      'socialPixel',
    ]);
  });

  it('takes tag ids from the variables when set, and refuses a malformed one', () => {
    expect(tagIds({})).toEqual({ analyticsId: '', adsId: '', tagManagerId: '', socialPixelId: '' });
    expect(tagIds({ ANALYTICS_ID: 'G-ABC123', SOCIAL_PIXEL_ID: '1234567' })).toMatchObject({
      analyticsId: 'G-ABC123',
      socialPixelId: '1234567',
    });
    expect(() => tagIds({ TAG_MANAGER_ID: '<script>' })).toThrow(/TAG_MANAGER_ID/);
  });
});
