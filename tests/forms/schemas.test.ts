import { describe, expect, it } from 'vitest';
import {
  addDays,
  dayRangeIssues,
  FIELD_MAX,
  isRealDate,
  todayInBrussels,
  visibleText,
} from '@/lib/forms/fields';
import { fieldErrors } from '@/lib/forms/errors';
import { FLOWS, schemas, type Flow } from '@/lib/forms/flows';
import { RELOCATION_TYPE_ID, valuationTypeIds } from '@/lib/forms/schemas';

const TODAY = '2026-11-21';
const flows = schemas({
  today: TODAY,
  slots: ['10:00-13:00', '14:00-16:00', '16:00-19:00'],
  typeIds: [1, 2, 3, 4, 5, 6, 7, 8],
  zones: ['Bruxelles|1000', 'Liège|4000', 'Gent|9000', 'Leuven|3000'],
});

const person = {
  title: 'ms',
  firstName: 'Anne',
  lastName: 'Peeters',
  email: 'anne@example.be',
  phone: '+32 470 12 34 56',
};

/** A valid browser submission of every flow, as FormData would give it (strings). */
const VALID: Record<Flow, Record<string, unknown>> = {
  contact: { ...person, remark: 'Please call me back about your offices.' },
  information: { listingId: '4101', ...person, remark: '' },
  documents: { listingId: '4101', ...person },
  visit: { listingId: '4101', ...person, date: '2026-11-25', slot: '14:00-16:00' },
  project: { projectId: '3', ...person },
  offer: {
    listingId: '4101',
    ...person,
    street: 'Rue Haute',
    houseNumber: '12',
    postcode: '1000',
    city: 'Bruxelles',
    amount: '315.000',
    validUntil: '2026-12-01',
    acceptAdvance: 'on',
  },
  demand: {
    goal: 'sale',
    types: ['1', '2'],
    zones: 'Gent|9000',
    minRooms: '2',
    priceMin: '200000',
    priceMax: '400000',
    ...person,
  },
  valuation: {
    goal: 'sale',
    propertyType: '2',
    street: 'Kerkstraat',
    houseNumber: '5',
    postcode: '9000',
    city: 'Gent',
    ...person,
  },
  friend: {
    listingId: '4101',
    senderName: 'Anne',
    senderEmail: 'anne@example.be',
    friendEmail: 'ben@example.be',
  },
  newsletter: { email: 'anne@example.be', consent: 'on' },
  testimonial: {
    name: 'Anne P.',
    email: 'anne@example.be',
    text: 'Sold our house in three weeks, very professional.',
  },
};

function errorsOf(flow: Flow, input: Record<string, unknown>): Record<string, string> {
  const result = flows[flow].safeParse(input);
  if (result.success) return {};
  return fieldErrors(result.error.issues);
}

describe('request schemas', () => {
  it.each(FLOWS)('accepts a complete %s request', (flow) => {
    expect(errorsOf(flow, VALID[flow])).toEqual({});
  });

  it.each(
    FLOWS.filter((flow) => flow !== 'newsletter' && flow !== 'friend' && flow !== 'testimonial'),
  )('requires the person fields of a %s request', (flow) => {
    const errors = errorsOf(flow, {
      ...VALID[flow],
      title: '',
      firstName: ' ',
      lastName: undefined,
      email: 'not-an-email',
      phone: '12',
    });
    expect(errors).toMatchObject({
      title: 'title',
      firstName: 'required',
      lastName: 'required',
      email: 'email',
      phone: 'phone',
    });
  });

  it('says which field is empty, too long or malformed', () => {
    expect(errorsOf('contact', { ...VALID.contact, remark: '' })).toEqual({ remark: 'required' });
    expect(errorsOf('contact', { ...VALID.contact, firstName: 'x'.repeat(81) })).toEqual({
      firstName: 'tooLong',
    });
    expect(errorsOf('contact', { ...VALID.contact, email: '' })).toEqual({ email: 'required' });
    expect(errorsOf('information', { ...VALID.information, listingId: 'abc' })).toHaveProperty(
      'listingId',
    );
  });

  it('takes a visit date from tomorrow to 90 days ahead, and only a configured slot', () => {
    expect(errorsOf('visit', { ...VALID.visit, date: TODAY })).toEqual({ date: 'dateInPast' });
    expect(errorsOf('visit', { ...VALID.visit, date: addDays(TODAY, 91) })).toEqual({
      date: 'dateTooFar',
    });
    expect(errorsOf('visit', { ...VALID.visit, date: '2026-02-30' })).toEqual({ date: 'date' });
    expect(errorsOf('visit', { ...VALID.visit, date: '' })).toEqual({ date: 'date' });
    expect(errorsOf('visit', { ...VALID.visit, slot: '13:00-16:00' })).toEqual({ slot: 'slot' });
  });

  it('needs an amount, an address, a validity date and the 10 % advance acknowledged for an offer', () => {
    expect(
      errorsOf('offer', {
        ...VALID.offer,
        amount: '',
        street: '',
        postcode: '123',
        validUntil: '2026-11-20',
        acceptAdvance: undefined,
      }),
    ).toEqual({
      amount: 'amount',
      street: 'required',
      postcode: 'postcode',
      validUntil: 'dateInPast',
      acceptAdvance: 'accept',
    });
    expect(flows.offer.parse(VALID.offer).amount).toBe(315000);
    expect(errorsOf('offer', { ...VALID.offer, amount: '-5' })).toEqual({ amount: 'amount' });
    expect(errorsOf('offer', { ...VALID.offer, postcode: 'L-1471' })).toEqual({});
  });

  it('needs a goal, one type and one zone at least, and a price range that is not upside down', () => {
    expect(errorsOf('demand', { ...VALID.demand, goal: '', types: [], zones: '' })).toEqual({
      goal: 'goal',
      types: 'typesRequired',
      zones: 'zonesRequired',
    });
    // only the cities the form offers, each once: 600 zones once got through
    expect(errorsOf('demand', { ...VALID.demand, zones: ['Atlantis|0000'] })).toMatchObject({
      zones: 'zone',
    });
    expect(
      errorsOf('demand', {
        ...VALID.demand,
        zones: Array.from({ length: 600 }, () => 'Gent|9000'),
      }),
    ).toMatchObject({ zones: 'zone' });
    expect(errorsOf('demand', { ...VALID.demand, priceMin: '500000', priceMax: '400000' })).toEqual(
      { priceMax: 'priceRange' },
    );
    expect(errorsOf('demand', { ...VALID.demand, types: ['9'] })).toEqual({
      'types.0': 'propertyType',
    });
    const parsed = flows.demand.parse({ ...VALID.demand, types: '3', priceMin: '' });
    expect(parsed).toMatchObject({
      types: [3],
      zones: ['Gent|9000'],
      priceMin: undefined,
      minRooms: 2,
    });
  });

  it('asks for the address of the property to value, by that name, on every empty address field', () => {
    expect(
      errorsOf('valuation', {
        ...VALID.valuation,
        street: '',
        houseNumber: ' ',
        city: undefined,
        postcode: '',
      }),
    ).toEqual({
      street: 'address',
      houseNumber: 'address',
      city: 'address',
      postcode: 'address',
    });
    expect(errorsOf('valuation', { ...VALID.valuation, postcode: '12' })).toEqual({
      postcode: 'postcode',
    });
    expect(errorsOf('valuation', { ...VALID.valuation, propertyType: '0' })).toEqual({
      propertyType: 'propertyType',
    });
  });

  it('asks an owner to sell or let, and offers no "Relocation" type to value', () => {
    expect(errorsOf('valuation', { ...VALID.valuation, goal: '' })).toEqual({
      goal: 'valuationGoal',
    });
    expect(
      errorsOf('valuation', { ...VALID.valuation, propertyType: String(RELOCATION_TYPE_ID) }),
    ).toEqual({ propertyType: 'propertyType' });
    expect(valuationTypeIds([1, 2, 3, 4, 5, 6, 7, 8])).toEqual([1, 2, 3, 4, 5, 6, 7]);
    // a demand may still look for it
    expect(errorsOf('demand', { ...VALID.demand, types: String(RELOCATION_TYPE_ID) })).toEqual({});
  });

  it("requires the friend's email, and a valid one", () => {
    expect(errorsOf('friend', { ...VALID.friend, friendEmail: '' })).toEqual({
      friendEmail: 'friendEmailRequired',
    });
    expect(errorsOf('friend', { ...VALID.friend, friendEmail: 'ben@' })).toEqual({
      friendEmail: 'friendEmail',
    });
  });

  it('subscribes only with the box ticked (explicit opt-in)', () => {
    expect(errorsOf('newsletter', { email: 'anne@example.be' })).toEqual({ consent: 'consent' });
    expect(errorsOf('newsletter', { email: 'anne@example.be', consent: true })).toEqual({});
  });

  it('wants a testimonial of a few words at least', () => {
    expect(errorsOf('testimonial', { ...VALID.testimonial, text: 'Great!' })).toEqual({
      text: 'tooShort',
    });
  });
});

describe.each([
  { flow: 'demand' as const, start: 'moveFrom', end: 'moveUntil', earliest: TODAY },
  { flow: 'visit' as const, start: 'periodFrom', end: 'periodUntil', earliest: addDays(TODAY, 1) },
])('the $flow form’s period ($start – $end, date rules)', ({ flow, start, end, earliest }) => {
  const valid = VALID[flow];
  it('may be left out, or given as a start only, or as both days in order', () => {
    expect(errorsOf(flow, { ...valid, [start]: '', [end]: '' })).toEqual({});
    expect(errorsOf(flow, { ...valid, [start]: '2027-01-15' })).toEqual({});
    expect(errorsOf(flow, { ...valid, [start]: '2027-01-15', [end]: '2027-01-15' })).toEqual({});
    expect(
      flows[flow].parse({ ...valid, [start]: ' 2027-01-15 ', [end]: '2027-03-01' }),
    ).toMatchObject({ [start]: '2027-01-15', [end]: '2027-03-01' });
  });

  it('needs a complete start date, also when only the end is given', () => {
    expect(errorsOf(flow, { ...valid, [start]: '2027-01', [end]: '2027-03-01' })).toEqual({
      [start]: 'startDate',
    });
    expect(errorsOf(flow, { ...valid, [start]: '', [end]: '2027-03-01' })).toEqual({
      [start]: 'startDate',
    });
    expect(errorsOf(flow, { ...valid, [start]: addDays(earliest, -1) })).toEqual({
      [start]: 'dateInPast',
    });
  });

  it('needs a complete, valid end date that is not before the start', () => {
    expect(errorsOf(flow, { ...valid, [start]: '2027-01-15', [end]: '2027-02-30' })).toEqual({
      [end]: 'endDate',
    });
    expect(errorsOf(flow, { ...valid, [start]: '2027-01-15', [end]: '2027-02' })).toEqual({
      [end]: 'endDate',
    });
    expect(errorsOf(flow, { ...valid, [start]: '2027-01-15', [end]: '2027-01-14' })).toEqual({
      [end]: 'endBeforeStart',
    });
  });

  it('is checked even while other fields are still wrong, so every error shows at once', () => {
    expect(
      errorsOf(flow, { ...valid, firstName: '', [start]: '2027-01-15', [end]: '2027-01-01' }),
    ).toEqual({ firstName: 'required', [end]: 'endBeforeStart' });
  });
});

describe('dayRangeIssues', () => {
  it('names the field each broken rule belongs to', () => {
    expect(dayRangeIssues({}, TODAY)).toEqual([]);
    expect(dayRangeIssues({ end: '2027-01-01' }, TODAY)).toEqual([
      { field: 'start', key: 'startDate' },
    ]);
    expect(dayRangeIssues({ start: '2026-11-20', end: '2026-11-19' }, TODAY)).toEqual([
      { field: 'start', key: 'dateInPast' },
      { field: 'end', key: 'endBeforeStart' },
    ]);
  });
});

describe('dates', () => {
  it('knows real dates and the Brussels day', () => {
    expect(isRealDate('2028-02-29')).toBe(true);
    expect(isRealDate('2027-02-29')).toBe(false);
    expect(todayInBrussels(new Date('2026-11-21T23:30:00Z'))).toBe('2026-11-22');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});

describe('length limits', () => {
  it('refuse one character more than the maxlength the form sets, for every text field', () => {
    let checked = 0;
    for (const flow of FLOWS) {
      for (const [name, max] of Object.entries(FIELD_MAX)) {
        if (
          !(name in VALID[flow]) ||
          name === 'email' ||
          name === 'senderEmail' ||
          name === 'friendEmail' ||
          /^(amount|price)/.test(name)
        )
          continue;
        expect(
          errorsOf(flow, { ...VALID[flow], [name]: 'a'.repeat(max) })[name],
          `${flow}.${name} at ${max}`,
        ).not.toBe('tooLong');
        expect(
          errorsOf(flow, { ...VALID[flow], [name]: 'a'.repeat(max + 1) })[name],
          `${flow}.${name} at ${max + 1}`,
        ).toBe('tooLong');
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(20);
  });
});

describe('text a visitor can have meant to type', () => {
  it('drops control and invisible characters, so that a field of only those is empty', () => {
    expect(visibleText('An\u200Bna\u0007\r\nline\ttab\u202E')).toBe('Anna\nline\ttab');
    expect(
      errorsOf('contact', {
        ...VALID.contact,
        firstName: '\u200B\u200C\u2060',
        remark: '\u0000\u0001',
      }),
    ).toMatchObject({ firstName: 'required', remark: 'required' });
  });
});
