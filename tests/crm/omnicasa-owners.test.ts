import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { omnicasaClient } from '@/lib/crm/omnicasa/client';
import { checkPersonLogin, personOf, relatedPropertyIds } from '@/lib/crm/omnicasa/owners';
import {
  startOmnicasaStandIn,
  STAND_IN_CUSTOMER,
  type OmnicasaStandIn,
} from '../support/omnicasa-stand-in';

/* docs/crm-omnicasa.md › Owners from the CRM: CheckPersonLogin and GetRelatedProperties. */
describe('the person of a CheckPersonLogin answer', () => {
  it('reads the id, email and name without regard to case, or a Person inside the answer', () => {
    expect(personOf({ id: 12, email: 'A@B.BE', firstname: 'Ann', NAME: 'Peeters' }, 'x')).toEqual({
      id: 12,
      email: 'a@b.be',
      name: 'Ann Peeters',
    });
    expect(personOf({ Person: { PersonID: 5 } }, ' Typed@Example.be ')).toEqual({
      id: 5,
      email: 'typed@example.be',
      name: '',
    });
  });

  it('names no person for an answer without a positive id', () => {
    for (const value of [null, true, {}, { ID: 0 }, { ID: 'x' }, [{ ID: 3 }]])
      expect(personOf(value, 'a@b.be')).toBeNull();
  });
});

describe('signing in against the stand-in', () => {
  let standIn: OmnicasaStandIn;
  beforeAll(async () => {
    standIn = await startOmnicasaStandIn();
    standIn.persons.set('owner@example.be', {
      id: 31,
      email: 'owner@example.be',
      password: 'crm password',
      name: 'Peeters',
      firstName: 'Ann',
      propertyIds: [11, 7, 11],
    });
  });
  afterAll(() => standIn.close());
  const client = (timeoutMs = 5000) =>
    omnicasaClient({ baseUrl: standIn.baseUrl, ...STAND_IN_CUSTOMER, retries: 0, timeoutMs });

  it('gives the person for the right password, sent with IsProprietors and the language', async () => {
    standIn.calls.length = 0;
    expect(await checkPersonLogin(client(), 'Owner@example.be ', 'crm password', 1)).toEqual({
      id: 31,
      email: 'owner@example.be',
      name: 'Ann Peeters',
    });
    expect(standIn.calls[0]).toEqual({
      method: 'CheckPersonLogin',
      params: expect.objectContaining({
        Email: 'Owner@example.be',
        Password: 'crm password',
        IsProprietors: true,
        LanguageId: 1,
      }),
    });
  });

  it('gives null when the CRM says no, and throws when it cannot answer', async () => {
    expect(await checkPersonLogin(client(), 'owner@example.be', 'wrong', 1)).toBeNull();
    standIn.failNext('CheckPersonLogin', { kind: 'http', status: 500 });
    await expect(checkPersonLogin(client(), 'owner@example.be', 'crm password', 1)).rejects.toThrow(
      'HTTP 500',
    );
    standIn.failNext('CheckPersonLogin', { kind: 'slow', ms: 2000 });
    await expect(
      checkPersonLogin(client(300), 'owner@example.be', 'crm password', 1),
    ).rejects.toThrow('no whole answer');
  });

  it('reads the related properties once each, in order', async () => {
    expect(await relatedPropertyIds(client(), 'owner@example.be', 1)).toEqual([7, 11]);
    expect(await relatedPropertyIds(client(), 'nobody@example.be', 1)).toEqual([]);
  });
});
