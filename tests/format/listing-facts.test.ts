import { describe, expect, it } from 'vitest';
import { detailSections, energyFacts, keyFacts } from '@/lib/format/listing-facts';
import { listingWith, PLACES } from '../energy/support';

const PLANNING = {
  PermitBuilding: true,
  PermitSummons: false,
  PermitAllotment: false,
  PreemptionRight: false,
  ZoningDestination: 'residential',
  JudicialDecision: 'none',
  FloodRiskP: 'B',
  FloodRiskG: 'C',
  FloodArea: 'possible',
  AsbestosCertificate: 'available',
  ElectricalInspection: 'compliant',
} as const;

const fieldsOf = (sectionId: string, facts: ReturnType<typeof detailSections>) =>
  facts.find((section) => section.id === sectionId)?.facts.map((fact) => fact.field) ?? [];

describe('the energy facts of a listing', () => {
  const energy = {
    EnergyPerformance: 250,
    EPCLabelText: 'C',
    CO2Emission: 50,
    EPCValidUntil: '2033-01-01',
    EPCReference: 'REF-1',
  } as const;

  it('leave CO2 out in Flanders, whose EPC does not state it', () => {
    const facts = energyFacts(listingWith({ ...PLACES.flanders, ...energy }));
    expect(facts.map((fact) => fact.field)).toEqual([
      'epcLabel',
      'epcValue',
      'epcValidUntil',
      'epcReference',
    ]);
  });

  it.each(['brussels', 'wallonia'] as const)(
    'show CO2 in %s, whose certificate states it',
    (region) => {
      const facts = energyFacts(listingWith({ ...PLACES[region], ...energy }));
      expect(facts.find((fact) => fact.field === 'co2')?.value).toEqual({ kind: 'co2', value: 50 });
    },
  );

  it('read the label through the region’s scale', () => {
    const label = (region: keyof typeof PLACES) =>
      energyFacts(listingWith({ ...PLACES[region], ...energy }))[0]?.value;
    expect(label('flanders')).toEqual({ kind: 'text', value: 'C' });
    expect(label('brussels')).toEqual({ kind: 'text', value: 'E' });
    expect(label('wallonia')).toEqual({ kind: 'text', value: 'C' });
  });

  it('give Luxembourg its energy-efficiency class from the written class', () => {
    const facts = energyFacts(
      listingWith({
        ...PLACES.luxembourg,
        EnergyPerformance: null,
        EPCLabelText: 'H',
        CO2Emission: null,
        EPCReference: 'LU-1',
      }),
    );
    expect(facts[0]).toEqual({ field: 'energyClass', value: { kind: 'text', value: 'H' } });
    expect(facts.map((fact) => fact.field)).not.toContain('epcLabel');
  });

  it("give Luxembourg's passport its thermal insulation class too, and no other region one", () => {
    const lux = energyFacts(
      listingWith({
        ...PLACES.luxembourg,
        EnergyPerformance: null,
        EPCLabelText: 'C',
        EPCInsulationClass: 'D',
        CO2Emission: null,
        EPCReference: 'LU-2',
      }),
    );
    expect(lux.slice(0, 2)).toEqual([
      { field: 'energyClass', value: { kind: 'text', value: 'C' } },
      { field: 'insulationClass', value: { kind: 'text', value: 'D' } },
    ]);
    const brussels = energyFacts(
      listingWith({ ...PLACES.brussels, ...energy, EPCInsulationClass: 'D' }),
    );
    expect(brussels.map((fact) => fact.field)).not.toContain('insulationClass');
  });

  it('are the energy section of the detail facts', () => {
    const listing = listingWith({ ...PLACES.brussels, ...energy });
    expect(detailSections(listing).find((section) => section.id === 'energy')?.facts).toEqual(
      energyFacts(listing),
    );
  });
});

describe('the planning answers of a listing', () => {
  it('are all shown in Flanders, flood scores included', () => {
    const sections = detailSections(listingWith({ ...PLACES.flanders, ...PLANNING }));
    expect(fieldsOf('planning', sections)).toEqual([
      'buildingPermit',
      'summons',
      'allotmentPermit',
      'preemptionRight',
      'zoning',
      'judicialDecision',
      'asbestos',
      'electricalInspection',
    ]);
    expect(fieldsOf('floodRisk', sections)).toEqual(['floodRiskP', 'floodRiskG', 'floodArea']);
  });

  it.each(['brussels', 'wallonia'] as const)('leave the Flemish items out in %s', (region) => {
    const sections = detailSections(listingWith({ ...PLACES[region], ...PLANNING }));
    expect(fieldsOf('planning', sections)).toEqual([
      'buildingPermit',
      'allotmentPermit',
      'zoning',
      'electricalInspection',
    ]);
    expect(sections.map((section) => section.id)).not.toContain('floodRisk');
  });

  it('are not shown in Luxembourg', () => {
    const sections = detailSections(listingWith({ ...PLACES.luxembourg, ...PLANNING }));
    expect(sections.map((section) => section.id)).not.toContain('planning');
    expect(sections.map((section) => section.id)).not.toContain('floodRisk');
  });
});

describe('the main surface of a listing', () => {
  it.each([
    [5, 'surfaceFloor'],
    [6, 'surfaceFloor'],
    [1, 'surfaceLiving'],
    [2, 'surfaceLiving'],
  ])(
    'is named after the type (WebID %i: %s), on the detail page and its key facts',
    (WebID, field) => {
      const listing = listingWith({ WebID, SurfaceLiving: 642 });
      expect(fieldsOf('surfaces', detailSections(listing))[0]).toBe(field);
      expect(keyFacts(listing).map((fact) => fact.field)).toContain(field);
      expect(fieldsOf('surfaces', detailSections(listing))).not.toContain(
        field === 'surfaceFloor' ? 'surfaceLiving' : 'surfaceFloor',
      );
    },
  );
});

describe('the costs a detail page lists', () => {
  const FEED_COSTS = { NotaryFee: 6_520, RegistrationRights: 17_440, VAT: 68_360 } as const;

  it('leave the feed’s notary, duty and VAT out where the calculator computes them (one figure per cost)', () => {
    // a new-build unit for sale in Wallonia: the purchase-costs section shows VAT and notary
    const listing = listingWith({
      ...PLACES.wallonia,
      WebID: 2,
      Goal: 0,
      Price: 465_000,
      PriceUnit: 1,
      ProjectID: 2,
      AnnuityBouquet: null,
      ...FEED_COSTS,
    });
    const fields = fieldsOf('costs', detailSections(listing));
    for (const field of [
      'notaryFee',
      'registrationRights',
      'vat',
      'notaryFeeEstimate',
      'registrationRightsEstimate',
      'vatEstimate',
    ])
      expect(fields).not.toContain(field);
  });

  it('name them as the agency’s estimate where no calculation is shown (a rental)', () => {
    const listing = listingWith({ ...PLACES.wallonia, Goal: 1, PriceUnit: 2, ...FEED_COSTS });
    const fields = fieldsOf('costs', detailSections(listing));
    expect(fields).toEqual(
      expect.arrayContaining(['notaryFeeEstimate', 'registrationRightsEstimate', 'vatEstimate']),
    );
    expect(fields).not.toContain('vat');
  });
});
