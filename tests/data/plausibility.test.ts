import { describe, expect, it } from 'vitest';
import { findImplausibilities } from '@/lib/data/plausibility';
import type { RawListing, RawPayload } from '@/lib/data/schema';
import { generatePayload } from '@/demo/listings/payload';
import { refusal, shipped } from './support';

const base = generatePayload({ seed: 5, count: 120 });

/** Changes one listing in all its languages (so that only plausibility, not one truth, is at stake). */
function withListing(
  pick: (listing: RawListing) => boolean,
  change: (listing: RawListing) => void,
): { payload: RawPayload; id: number } {
  const payload = structuredClone(base);
  const id = payload.listings.find(pick)!.ID;
  for (const listing of payload.listings) if (listing.ID === id) change(listing);
  return { payload, id };
}

describe('plausible data', () => {
  it(
    'finds nothing implausible in the shipped data set nor in generated ones',
    { timeout: 30_000 },
    () => {
      expect(findImplausibilities(shipped().payload)).toEqual([]);
      for (const seed of [1, 2, 3])
        expect(findImplausibilities(generatePayload({ seed, count: 300 }))).toEqual([]);
    },
  );

  it('refuses a warehouse, shop or office whose text calls its surface a living area', () => {
    const { payload, id } = withListing(
      (l) => l.WebID === 6,
      (l) => {
        const words = {
          en: '642 m² living area',
          nl: '642 m² bewoonbare oppervlakte',
          fr: '642 m² habitables',
          de: '642 m² Wohnfläche',
        } as Record<string, string>;
        l.Description = `${l.Description} ${words[l.language]}.`;
      },
    );
    const refused = refusal(payload);
    for (const [language, said] of [
      ['en', 'living area'],
      ['nl', 'bewoonbare oppervlakte'],
      ['fr', 'm² habitables'],
      ['de', 'Wohnfläche'],
    ])
      expect(refused).toContain(
        `listing ${id} (${language}): a workplace has a floor area, not a living area: type 6 whose Description says "${said}"`,
      );
  });

  it("refuses a project's unit on another street than its project", () => {
    const { payload, id } = withListing(
      (l) => l.ProjectID !== null,
      (l) => {
        l.Street = `${l.Street}x`;
      },
    );
    const unit = payload.listings.find((listing) => listing.ID === id)!;
    expect(refusal(payload)).toContain(
      `listing ${id} (en): a project's unit on the project's street: "${payload.listings.find((l) => l.ID === id && l.language === 'en')!.Street}", ${unit.Zip}; project ${unit.ProjectID} is at`,
    );
  });

  it('refuses a flat above the top floor of its building', () => {
    const { payload, id } = withListing(
      (l) => l.Floor !== null && l.Floors !== null,
      (l) => {
        l.Floors = 4;
        l.Floor = 6;
        l.Garden = false;
        l.SurfaceGarden = null;
      },
    );
    expect(refusal(payload, 'feed.json')).toContain(
      `listing ${id} (en): floor within floors: floor 6 of a building of 4 floors`,
    );
  });

  it('refuses a garden on an upper floor, and a garden flag without an area', () => {
    const upper = withListing(
      (l) => l.Floor !== null && l.Floors !== null && l.Floors > 2,
      (l) => {
        l.Floor = 2;
        l.Garden = true;
        l.SurfaceGarden = 40;
      },
    );
    expect(refusal(upper.payload)).toContain(
      `listing ${upper.id} (fr): no garden above the ground floor`,
    );
    const flag = withListing(
      (l) => l.Garden === true,
      (l) => {
        l.SurfaceGarden = null;
      },
    );
    expect(refusal(flag.payload)).toContain(
      `listing ${flag.id} (nl): garden flag and garden area agree`,
    );
  });

  it('refuses a street of another municipality, coordinates outside it, and a wrong city name', () => {
    const street = withListing(
      (l) => l.Zip === '5000',
      (l) => {
        l.Street = 'Boulevard de la Sauvenière';
      },
    );
    expect(refusal(street.payload)).toContain(
      `listing ${street.id} (fr): street within the municipality: "Boulevard de la Sauvenière" is a street of Liège, not of 5000 Namur`,
    );
    const far = withListing(
      (l) => l.Zip === '5000',
      (l) => {
        l.Latitude += 0.2;
      },
    );
    expect(refusal(far.payload)).toMatch(
      new RegExp(
        `listing ${far.id} \\(de\\): coordinates within the municipality: 2\\d\\.\\d km from the centre of Namur`,
      ),
    );
    const name = withListing(
      (l) => l.Zip === '5000',
      (l) => {
        if (l.language === 'de') l.City = 'Namür';
      },
    );
    expect(refusal(name.payload)).toContain(
      `listing ${name.id} (de): city name of the postcode: 5000 is Namur in de, not "Namür"`,
    );
  });

  it('refuses bedrooms, an energy label or a building on a plot, and bedrooms in a warehouse', () => {
    const plot = withListing(
      (l) => l.WebID === 4,
      (l) => {
        l.Bedrooms = 3;
        l.EPCLabelText = 'E';
      },
    );
    expect(refusal(plot.payload)).toContain(
      `listing ${plot.id} (en): no rooms, building or energy certificate on a plot: a building plot with Bedrooms, EPCLabelText`,
    );
    const warehouse = withListing(
      (l) => l.WebID === 6,
      (l) => {
        l.Bedrooms = 2;
      },
    );
    expect(refusal(warehouse.payload)).toContain(
      `listing ${warehouse.id} (en): no bedrooms in offices, shops or industrial buildings`,
    );
  });

  it("refuses an insulation class outside Luxembourg's energy passport", () => {
    const { payload, id } = withListing(
      (l) => l.Zip === '4000' && l.EPCLabelText !== null,
      (l) => {
        l.EPCInsulationClass = 'C';
      },
    );
    expect(refusal(payload, 'feed.json')).toContain(
      `listing ${id} (en): an insulation class only on Luxembourg's energy passport: insulation class C outside Luxembourg`,
    );
    const luxembourg = shipped().payload.listings.filter(
      (l) => l.CountryID === 50 && l.EPCLabelText !== null,
    );
    expect(luxembourg.length).toBeGreaterThan(0);
    expect(luxembourg.every((l) => l.EPCInsulationClass !== null)).toBe(true);
  });

  it('refuses Flemish flood scores outside Flanders', () => {
    const { payload, id } = withListing(
      (l) => l.Zip === '4000',
      (l) => {
        l.FloodRiskP = 'A';
      },
    );
    expect(refusal(payload)).toContain(
      `listing ${id} (en): Flemish planning and flood disclosures only in Flanders: FloodRiskP outside Flanders`,
    );
  });

  it('refuses a price per m² outside the regional range: a rent typed as a sale price, a sale price with a digit too many', () => {
    const rentAsSale = withListing(
      (l) =>
        l.Goal === 0 &&
        l.WebID === 1 &&
        l.PriceUnit === 1 &&
        l.AnnuityBouquet === null &&
        l.CountryID === 10,
      (l) => {
        l.Price = 1200;
      },
    );
    expect(refusal(rentAsSale.payload)).toMatch(
      new RegExp(
        `listing ${rentAsSale.id} \\(en\\): price per m² within the regional range: sale at € \\d+\\.\\d/m²`,
      ),
    );
    const digit = withListing(
      (l) => l.Goal !== 0 && l.WebID === 2 && l.PriceUnit === 2,
      (l) => {
        l.Price *= 10;
      },
    );
    expect(refusal(digit.payload)).toContain(
      `listing ${digit.id} (en): price per m² within the regional range: rent at €`,
    );
  });
});
