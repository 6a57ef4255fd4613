import type { EnergyRegion } from './region';

/**
 * What each scheme's certificate carries beyond its label (docs/regulation.md). Its name, in the
 * page's language, is `Listing.energy.certificates.{region}` in the messages.
 */
export type CertificateScheme = {
  region: EnergyRegion;
  /**
   * The certificate states CO2 emissions: Brussels' and Wallonia's PEB/EPB certificates and
   * Luxembourg's Energiepass do; the Flemish residential EPC states the energy score and label only.
   */
  carriesCo2: boolean;
};

export const CERTIFICATES: Record<EnergyRegion, CertificateScheme> = {
  flanders: { region: 'flanders', carriesCo2: false },
  brussels: { region: 'brussels', carriesCo2: true },
  wallonia: { region: 'wallonia', carriesCo2: true },
  luxembourg: { region: 'luxembourg', carriesCo2: true },
};

export function certificateOf(region: EnergyRegion | null | undefined): CertificateScheme | null {
  return region ? CERTIFICATES[region] : null;
}
