import { describe, expect, it } from 'vitest';
import { regionFromPostcode } from '@/lib/energy/region';
import { renovationDuty } from '@/lib/energy/renovation-duty';
import { LOCALES } from '@/lib/i18n/locales';
import { distanceKm } from '@/lib/map/distance';
import { PLACES } from '@/demo/listings/places';
import { shipped } from './support';

const { payload, store } = shipped();
const ids = [...new Set(payload.listings.map((listing) => listing.ID))];

describe('the shipped data set', () => {
  it('has about 150 listings, each exactly once in each of the four languages', () => {
    expect(ids.length).toBeGreaterThanOrEqual(140);
    for (const id of ids) {
      const languages = payload.listings
        .filter((listing) => listing.ID === id)
        .map((listing) => listing.language)
        .sort();
      expect(languages).toEqual([...LOCALES].sort());
    }
  });

  it('has every one of the eight types, for sale and for rent', () => {
    for (let webId = 1; webId <= 8; webId++) {
      const ofType = payload.listings.filter(
        (listing) => listing.WebID === webId && listing.language === 'fr',
      );
      expect(
        ofType.some((listing) => listing.Goal === 0),
        `type ${webId} for sale`,
      ).toBe(true);
      expect(
        ofType.some((listing) => listing.Goal !== 0),
        `type ${webId} for rent`,
      ).toBe(true);
    }
  });

  it('has every banner (1–4, with 3 sold and 4 rented), "starting from" prices and life-annuity sales', () => {
    const fr = payload.listings.filter((listing) => listing.language === 'fr');
    for (const marquee of [1, 2, 3, 4])
      expect(
        fr.some((listing) => listing.Marquee === marquee),
        `Marquee ${marquee}`,
      ).toBe(true);
    expect(
      fr.filter((listing) => listing.Marquee === 3).every((listing) => listing.Goal === 0),
    ).toBe(true);
    expect(
      fr.filter((listing) => listing.Marquee === 4).every((listing) => listing.Goal !== 0),
    ).toBe(true);
    expect(fr.some((listing) => listing.PriceUnit === 7)).toBe(true);
    expect(fr.filter((listing) => listing.AnnuityBouquet !== null).length).toBeGreaterThanOrEqual(
      2,
    );
  });

  it('places listings in real municipalities of every region, near their centre, Luxembourg as country 50', () => {
    const fr = payload.listings.filter((listing) => listing.language === 'fr');
    const regions = new Set(
      fr.map((listing) =>
        listing.CountryID === 50 ? 'luxembourg' : regionFromPostcode(listing.Zip),
      ),
    );
    expect([...regions].sort()).toEqual(['brussels', 'flanders', 'luxembourg', 'wallonia']);
    for (const listing of fr) {
      const place = PLACES.find(
        (candidate) => candidate.zip === listing.Zip && candidate.countryId === listing.CountryID,
      );
      expect(place, `${listing.ID} ${listing.Zip}`).toBeDefined();
      expect(
        distanceKm(place!, { latitude: listing.Latitude, longitude: listing.Longitude }),
      ).toBeLessThan(2);
    }
  });

  it('writes city names per language (Bruxelles, Brussel, Brussels, Brüssel)', () => {
    const brussels = payload.citys.filter((city) => city.Zip === '1000');
    expect(Object.fromEntries(brussels.map((city) => [city.language, city.Name]))).toEqual({
      fr: 'Bruxelles',
      nl: 'Brussel',
      en: 'Brussels',
      de: 'Brüssel',
    });
  });

  it('prices at Belgian and Luxembourg market levels', () => {
    const fr = payload.listings.filter(
      (listing) => listing.language === 'fr' && listing.AnnuityBouquet === null,
    );
    const homesForSale = fr.filter(
      (listing) => listing.Goal === 0 && [1, 2].includes(listing.WebID),
    );
    const rents = fr.filter((listing) => listing.Goal !== 0 && [1, 2].includes(listing.WebID));
    for (const listing of homesForSale) {
      expect(listing.Price).toBeGreaterThan(60_000);
      expect(listing.Price).toBeLessThan(4_000_000);
    }
    for (const listing of rents) {
      expect(listing.Price).toBeGreaterThan(400);
      expect(listing.Price).toBeLessThan(9_000);
    }
  });

  it('fills Flemish answers, flood scores and mobiscore in Flanders, and no flood scores elsewhere', () => {
    const fr = payload.listings.filter((listing) => listing.language === 'fr');
    const flemish = fr.filter(
      (listing) => listing.CountryID === 10 && regionFromPostcode(listing.Zip) === 'flanders',
    );
    expect(flemish.length).toBeGreaterThan(10);
    expect(
      flemish.every((listing) => listing.FloodRiskP !== null && listing.MobiscoreTotal !== null),
    ).toBe(true);
    const wallonia = fr.filter(
      (listing) => listing.CountryID === 10 && regionFromPostcode(listing.Zip) === 'wallonia',
    );
    expect(
      wallonia.every((listing) => listing.FloodRiskP === null && listing.MobiscoreTotal === null),
    ).toBe(true);
  });

  it('has a Flemish home for sale labelled E, which carries the Flemish renovation duty', () => {
    const homes = store.byLocale
      .get('nl')!
      .listings.filter(
        (listing) =>
          listing.goal === 'sale' && listing.region === 'flanders' && !listing.unavailable,
      );
    const duties = homes.filter(
      (listing) =>
        renovationDuty({
          goal: listing.goal,
          region: listing.region,
          typeId: listing.typeId,
          label: listing.energy.label?.label,
        })?.kind === 'residential',
    );
    expect(duties.length).toBeGreaterThan(0);
  });

  it('gives every listing at least four pictures and a 250 px thumbnail', () => {
    for (const listing of payload.listings) {
      expect(listing.Pictures.length).toBeGreaterThanOrEqual(4);
      expect(listing.SmallPictureItem.Width).toBe(250);
    }
  });

  it('writes each description in its own language, different from the others', () => {
    for (const id of ids.slice(0, 30)) {
      const texts = payload.listings
        .filter((listing) => listing.ID === id)
        .map((listing) => listing.Description);
      expect(new Set(texts).size).toBe(4);
    }
    const descriptions = payload.listings
      .filter((listing) => listing.language === 'en')
      .map((listing) => listing.Description);
    expect(new Set(descriptions).size).toBe(descriptions.length);
    expect(descriptions.join(' ')).not.toMatch(/lorem|ipsum|undefined|NaN/i);
  });

  it('has at least eight new-build projects whose units are listings of the set', () => {
    const projects = payload.projects.filter((project) => project.language === 'fr');
    expect(projects.length).toBeGreaterThanOrEqual(8);
    for (const project of projects) {
      const units = payload.listings.filter(
        (listing) => listing.language === 'fr' && listing.ProjectID === project.ID,
      );
      expect(units.length).toBe(project.Units);
      expect(project.WebIDName.endsWith(`(${units.length})`)).toBe(true);
      expect(project.PriceMin).toBe(Math.min(...units.map((unit) => unit.Price)));
      expect(project.PriceMax).toBe(Math.max(...units.map((unit) => unit.Price)));
    }
  });

  it('counts types and cities consistently with the listings', () => {
    for (const locale of LOCALES) {
      const listings = payload.listings.filter((listing) => listing.language === locale);
      for (const type of payload.webIDs.filter((entry) => entry.language === locale)) {
        const ofType = listings.filter((listing) =>
          listing.WebIDs.split(',').map(Number).includes(type.WebID),
        );
        expect(type.SaleCount).toBe(ofType.filter((listing) => listing.Goal === 0).length);
        expect(type.RentCount).toBe(ofType.filter((listing) => listing.Goal !== 0).length);
      }
      for (const city of payload.citys.filter((entry) => entry.language === locale)) {
        const inCity = listings.filter((listing) => listing.Zip === city.Zip);
        expect(city.PropertyCount).toBe(inCity.length);
        expect(city.SaleCount).toBe(inCity.filter((listing) => listing.Goal === 0).length);
      }
      expect(
        payload.citysSale
          .filter((city) => city.language === locale)
          .every((city) => city.SaleCount > 0),
      ).toBe(true);
      expect(
        payload.citysRent
          .filter((city) => city.language === locale)
          .every((city) => city.RentCount > 0),
      ).toBe(true);
    }
    expect(payload.neighbourhoods).toEqual([]);
  });

  it('indexes all four languages', () => {
    expect(store.locales.sort()).toEqual([...LOCALES].sort());
  });
});
