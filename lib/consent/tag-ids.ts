import { serverEnv, type Env, type EnvVariable } from '@/lib/config';
import 'server-only';
import { siteConfig } from '@/lib/content/site-config';
import type { TagIds } from './consent';

/**
 * The tag ids of the site info settings, each replaceable by a variable for a deployment
 * (`ANALYTICS_ID`, `ADS_ID`, `TAG_MANAGER_ID`, `SOCIAL_PIXEL_ID`), read when pages are built.
 */
export function tagIds(env: Env = serverEnv()): TagIds {
  const { siteInfo } = siteConfig;
  const pick = (variable: EnvVariable, configured: string, pattern: RegExp) => {
    const value = env[variable]?.trim();
    if (value === undefined || value === '') return configured;
    if (!pattern.test(value)) throw new Error(`${variable} is not a valid id`);
    return value;
  };
  return {
    analyticsId: pick('ANALYTICS_ID', siteInfo.analyticsId, /^G-[A-Z0-9]+$/),
    adsId: pick('ADS_ID', siteInfo.adsId, /^AW-[0-9]+$/),
    tagManagerId: pick('TAG_MANAGER_ID', siteInfo.tagManagerId, /^GTM-[A-Z0-9]+$/),
    socialPixelId: pick('SOCIAL_PIXEL_ID', siteInfo.socialPixelId, /^[0-9]{6,20}$/),
  };
}
