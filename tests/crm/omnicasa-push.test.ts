import { describe, expect, it } from 'vitest';
import { omnicasaRequestFor, type StoredRequest } from '@/lib/crm/omnicasa/push';

const PERSON = {
  title: 'mrs',
  firstName: 'Anne',
  lastName: 'Peeters',
  email: 'anne@example.be',
  phone: '+32 470 12 34 56',
  remark: 'Op zaterdag liefst.',
};
const IDS = { nl: 1, fr: 2, en: 3 };
const NOTE = { subject: 'Bezoekaanvraag 4101', content: 'Voornaam: Anne\nNaam: Peeters' };
const stored = (request: Partial<StoredRequest>): StoredRequest => ({
  kind: 'visit',
  locale: 'nl',
  listingId: 4101,
  projectId: null,
  payload: PERSON,
  ...request,
});

describe('a stored request as an Omnicasa call', () => {
  it.each(['visit', 'information', 'documents', 'offer'])(
    'a %s request about a property is ContactOnMe with the property as ObjectID',
    (kind) => {
      expect(omnicasaRequestFor(stored({ kind }), IDS, NOTE)).toEqual({
        method: 'ContactOnMe',
        params: {
          Name: 'Peeters',
          FirstName: 'Anne',
          AddressTitle: 'mrs',
          Email: 'anne@example.be',
          PhoneNumber: '+32 470 12 34 56',
          LanguageId: 1,
          Subject: 'Bezoekaanvraag 4101',
          Content: 'Voornaam: Anne\nNaam: Peeters',
          ObjectID: 4101,
        },
      });
    },
  );

  it('a project question is ContactOnMeProject', () => {
    const call = omnicasaRequestFor(
      stored({ kind: 'project', listingId: null, projectId: 12, locale: 'fr' }),
      IDS,
      NOTE,
    );
    expect(call?.method).toBe('ContactOnMeProject');
    expect(call?.params).toMatchObject({ ProjectIDs: [12], LanguageId: 2 });
    expect(call?.params).not.toHaveProperty('ObjectID');
  });

  it('a valuation is ContactOnMe without an object, with the address of the property', () => {
    const call = omnicasaRequestFor(
      stored({
        kind: 'valuation',
        listingId: null,
        payload: {
          ...PERSON,
          street: 'Kerkstraat',
          houseNumber: '12',
          postcode: '9000',
          city: 'Gent',
        },
      }),
      IDS,
      NOTE,
    );
    expect(call).toMatchObject({
      method: 'ContactOnMe',
      params: { Address: 'Kerkstraat 12', Zip: '9000', City: 'Gent' },
    });
    expect(call?.params).not.toHaveProperty('ObjectID');
  });

  it('"I\'m looking for" is DemandRegister with goal, types, postcodes, prices and rooms', () => {
    const call = omnicasaRequestFor(
      stored({
        kind: 'demand',
        listingId: null,
        locale: 'de',
        payload: {
          ...PERSON,
          goal: 'rent',
          types: [1, '2'],
          zones: ['Gent|9000', 'Gentbrugge|9050', 'Gent|9000'],
          priceMin: 0,
          priceMax: 1200,
          minRooms: 2,
        },
      }),
      IDS,
      NOTE,
    );
    expect(call).toEqual({
      method: 'DemandRegister',
      params: expect.objectContaining({
        Goal: 1,
        TypeOfPropertyIDs: [1, 2],
        Zips: ['9000', '9050'],
        PriceMax: 1200,
        MinRooms: 2,
        Comment: NOTE.content,
      }),
    });
    // no German id configured: the CRM's default language
    expect(call?.params).not.toHaveProperty('LanguageId');
    expect(call?.params).not.toHaveProperty('PriceMin');
  });

  it.each(['friend', 'testimonial', 'newsletter'])('a %s stays the site’s own', (kind) => {
    expect(omnicasaRequestFor(stored({ kind }), IDS, NOTE)).toBeNull();
  });
});
