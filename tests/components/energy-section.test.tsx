// @vitest-environment jsdom
import { render, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { EnergySection } from '@/components/listings/energy-section';
import type { RawListing } from '@/lib/data/schema';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import nl from '@/messages/nl.json';
import { listingWith, PLACES } from '../energy/support';

const MESSAGES = { en, nl, fr, de };
type Locale = keyof typeof MESSAGES;
const TODAY = new Date('2026-11-25T12:00:00Z');
const E_HOUSE = {
  WebID: 2,
  Goal: 0,
  EnergyPerformance: 450,
  EPCLabelText: 'E',
  CO2Emission: 90,
  EPCReference: 'REF-9',
} as const;

function renderSection(overrides: Partial<RawListing>, locale: Locale = 'en') {
  const listing = listingWith(overrides, locale);
  const { container } = render(
    <NextIntlClientProvider locale={locale} messages={MESSAGES[locale]} timeZone="Europe/Brussels">
      <EnergySection listing={listing} headingId="energy" today={TODAY} />
    </NextIntlClientProvider>,
  );
  return within(container).getByTestId('energy-section');
}

describe('the energy section', () => {
  it('tells the buyer of a Flemish house labelled E about the renovation obligation', () => {
    const section = renderSection({ ...PLACES.flanders, ...E_HOUSE });
    const duty = within(section).getByTestId('renovation-duty');
    expect(duty).toHaveTextContent('Renovation obligation in Flanders');
    expect(duty).toHaveTextContent('EPC label E');
    expect(duty).toHaveTextContent('label D or better within five years');
    expect(duty).toHaveTextContent(/deed signed from .*2023/);
  });

  it('says nothing of it for the same house in Wallonia or Brussels', () => {
    expect(
      within(
        renderSection({ ...PLACES.wallonia, ...E_HOUSE, EnergyPerformance: 400 }),
      ).queryByTestId('renovation-duty'),
    ).toBeNull();
    expect(
      within(
        renderSection({ ...PLACES.brussels, ...E_HOUSE, EnergyPerformance: 250 }),
      ).queryByTestId('renovation-duty'),
    ).toBeNull();
  });

  it('never says it for a Flemish building plot', () => {
    expect(
      within(renderSection({ ...PLACES.flanders, ...E_HOUSE, WebID: 4 })).queryByTestId(
        'renovation-duty',
      ),
    ).toBeNull();
  });

  it('says “fünf Jahre” in German, as in every other language', () => {
    const section = renderSection({ ...PLACES.flanders, ...E_HOUSE }, 'de');
    expect(within(section).getByTestId('renovation-duty')).toHaveTextContent(
      'innerhalb von fünf Jahren',
    );
  });

  it.each<[keyof typeof PLACES, Locale, string, string]>([
    ['flanders', 'nl', 'Energieprestatiecertificaat (EPC)', 'EPC-label C'],
    ['flanders', 'fr', 'Certificat de performance énergétique (EPC)', 'Label EPC C'],
    ['brussels', 'nl', 'EPB-certificaat', 'EPB-label F'],
    ['brussels', 'fr', 'Certificat PEB', 'Label PEB F'],
    ['wallonia', 'fr', 'Certificat PEB, Wallonie', 'Label PEB D'],
    ['wallonia', 'en', 'EPB certificate (PEB), Wallonia', 'EPB label D'],
    ['luxembourg', 'de', 'Energiepass', 'Energiepass-Klasse E'],
    ['luxembourg', 'fr', 'passeport énergétique', 'Label CPE E'],
  ])('names the %s certificate in %s after the region', (region, locale, name, alt) => {
    // 300 kWh/m²·year is C in Flanders, F in Brussels, D in Wallonia; Luxembourg's class is the written one.
    const section = renderSection(
      { ...PLACES[region], ...E_HOUSE, EnergyPerformance: region === 'luxembourg' ? null : 300 },
      locale,
    );
    expect(section).toHaveTextContent(name);
    expect(within(section).getByRole('img')).toHaveAttribute('alt', alt);
    expect(
      decodeURIComponent(within(section).getByRole('img').getAttribute('src') ?? ''),
    ).toContain(`/images/epc/${region}/`);
  });

  it('shows Brussels’ CO2 emissions and not the Flemish feed value', () => {
    expect(renderSection({ ...PLACES.brussels, ...E_HOUSE })).toHaveTextContent(
      'CO₂ emissions90 kg CO₂/m²·year',
    );
    expect(renderSection({ ...PLACES.flanders, ...E_HOUSE })).not.toHaveTextContent('CO₂');
  });

  it('shows Luxembourg’s energy-efficiency class', () => {
    const section = renderSection(
      {
        ...PLACES.luxembourg,
        ...E_HOUSE,
        EnergyPerformance: null,
        CO2Emission: null,
        EPCLabelText: 'B',
      },
      'de',
    );
    expect(section).toHaveTextContent('EnergieeffizienzklasseB');
  });

  it('says so when there is no certificate', () => {
    const section = renderSection({
      ...PLACES.flanders,
      ...E_HOUSE,
      EnergyPerformance: null,
      EPCLabelText: null,
      CO2Emission: null,
      EPCReference: null,
      EPCValidUntil: null,
    });
    expect(section).toHaveTextContent('No energy certificate available');
    expect(within(section).queryByTestId('renovation-duty')).toBeNull();
  });

  it.each<Locale>(['en', 'nl', 'fr', 'de'])(
    'never says “no certificate” above a certificate’s number and validity date (%s)',
    (locale) => {
      // Listing 4106 and five others: a reference and a date, the label left out of the feed.
      const section = renderSection(
        {
          ...PLACES.wallonia,
          ...E_HOUSE,
          EnergyPerformance: null,
          EPCLabelText: null,
          CO2Emission: null,
          EPCValidUntil: '2034-01-25',
          EPCReference: '20240126-0004106-29',
        },
        locale,
      );
      expect(section).toHaveTextContent('20240126-0004106-29');
      // the text matcher reads no-break spaces as spaces
      const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
      expect(section).not.toHaveTextContent(plain(MESSAGES[locale].Listing.energy.noLabel));
      expect(section).toHaveTextContent(plain(MESSAGES[locale].Listing.energy.labelNotStated));
    },
  );
});
