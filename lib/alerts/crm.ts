import { serverEnv } from '@/lib/config';
import { omnicasaSettings } from '@/lib/crm/omnicasa/settings';
import type { AlertCrm } from './service';

/** The CRM the alerts are registered in (CRM=omnicasa), or null. */
export function alertCrm(): AlertCrm | null {
  const settings = omnicasaSettings(serverEnv());
  return settings && { languageIds: settings.languageIds };
}
