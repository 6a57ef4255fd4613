import 'server-only';
import rawLanguageSettings from '@/data/languages.json';
import rawSiteConfig from '@/data/site.json';
import {
  languageSettingsSchema,
  siteConfigSchema,
  type LanguageSettings,
  type SiteConfig,
} from './schema';
import { parseConfigFile } from './validate';

/** The site configuration, validated once when the server (or the build) first loads it. */
export const siteConfig: SiteConfig = parseConfigFile(
  siteConfigSchema,
  rawSiteConfig,
  'data/site.json',
);

export const languageSettings: LanguageSettings = parseConfigFile(
  languageSettingsSchema,
  rawLanguageSettings,
  'data/languages.json',
);
