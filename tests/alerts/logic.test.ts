import { describe, expect, it } from 'vitest';
import { alertFilters, alertQuery, nextRunAt, parseSubscribe } from '@/lib/alerts/query';
import { describeSearch } from '@/lib/alerts/describe';
import { alertNews } from '@/lib/alerts/news';
import { oneClickRequest } from '@/lib/alerts/one-click';
import { alertToken, alertTokenMatches, manageToken } from '@/lib/alerts/tokens';
import { unsubscribeHeaders } from '@/lib/alerts/mail';
import type { Listing } from '@/lib/model/types';
import { purposeKey } from '@/lib/security/signing';

const KEY = purposeKey('x'.repeat(40), 'alert-link');
const OTHER = purposeKey('y'.repeat(40), 'alert-link');

describe('the search an alert saves', () => {
  it('keeps the list filters, area included, and drops page, view and order', () => {
    expect(
      alertQuery('sale', {
        city: ['Namur|5000', 'Arlon|6700'],
        type: '2',
        min: '150000',
        bedrooms: '2',
        page: '3',
        view: 'map',
        sort: 'price-asc',
        junk: 'x',
      }),
    ).toEqual({ city: ['Arlon|6700', 'Namur|5000'], type: ['2'], min: '150000', bedrooms: '2' });
  });

  it('keeps an area searched on the map, normalised, and reads it back as a filter', () => {
    const query = alertQuery('sale', { area: '4.20001,50.75,4.55,50.95', view: 'map' });
    expect(query).toEqual({ area: '4.2,50.75,4.55,50.95' });
    expect(alertFilters('sale', JSON.stringify(query)).area).toEqual([4.2, 50.75, 4.55, 50.95]);
    expect(alertQuery('sale', { area: 'nonsense' })).toEqual({});
  });

  it('names an area of the map in the words of its mails', () => {
    const t = (key: string) => key;
    expect(describeSearch({ goal: 'rent', area: [4.2, 50.75, 4.55, 50.95] }, t, 'en', String)).toBe(
      'Alerts.goals.rent · Alerts.describe.area',
    );
  });

  it('reads a stored query back as filters; an unreadable one is the whole list', () => {
    expect(alertFilters('rent', JSON.stringify({ city: ['Namur|5000'], max: '900' }))).toEqual(
      expect.objectContaining({ goal: 'rent', cities: ['Namur|5000'], priceMax: 900 }),
    );
    expect(alertFilters('sale', 'not json')).toEqual(
      expect.objectContaining({ goal: 'sale', cities: [] }),
    );
  });
});

describe('the subscribe form', () => {
  it('names the field of each error', () => {
    expect(parseSubscribe({ email: '', frequency: 'hourly' })).toEqual({
      ok: false,
      errors: { email: 'required', frequency: 'frequency', consent: 'consent' },
    });
    expect(parseSubscribe({ email: 'not-an-address', frequency: 'daily', consent: 'yes' })).toEqual(
      {
        ok: false,
        errors: { email: 'email' },
      },
    );
    expect(
      parseSubscribe({ email: ' ana@example.be ', frequency: 'weekly', consent: 'yes' }),
    ).toEqual({
      ok: true,
      values: { email: 'ana@example.be', frequency: 'weekly', consent: 'yes' },
    });
  });
});

describe('how often an alert runs', () => {
  it('instant at every run, daily and weekly a little under a day and a week later', () => {
    const now = Date.UTC(2026, 10, 25);
    expect(nextRunAt('instant', now)).toBe(now);
    expect(nextRunAt('daily', now) - now).toBe(23 * 3_600_000);
    expect(nextRunAt('weekly', now) - now).toBe((7 * 24 - 1) * 3_600_000);
  });
});

const listing = (id: number, extra: Partial<Listing> = {}) =>
  ({ id, unavailable: false, priceHistory: [], ...extra }) as unknown as Listing;

describe('the news of an alert', () => {
  const since = Date.parse('2026-11-25T06:00:00Z');
  it('reports listings added and prices lowered after the alert last looked, nothing else', () => {
    const events = alertNews(
      [
        listing(1),
        listing(2),
        listing(3, {
          priceHistory: [{ date: '2026-11-26T06:00:00Z', previous: 300_000, price: 280_000 }],
        }),
        listing(4, {
          priceHistory: [{ date: '2026-11-26T06:00:00Z', previous: 300_000, price: 320_000 }],
        }),
        listing(5, {
          priceHistory: [{ date: '2026-11-24T06:00:00Z', previous: 300_000, price: 250_000 }],
        }),
        listing(6, { unavailable: true }),
      ],
      {
        '1': '2026-11-26T06:00:00.000Z',
        '2': '2026-11-20T06:00:00.000Z',
        '6': '2026-11-26T06:00:00.000Z',
      },
      since,
    );
    expect(events.map((event) => [event.listing.id, event.key])).toEqual([
      [1, 'new'],
      [3, 'drop:280000'],
    ]);
  });

  it('reports a listing both new and cheaper once, as new', () => {
    const events = alertNews(
      [listing(1, { priceHistory: [{ date: '2026-11-26T07:00:00Z', previous: 2, price: 1 }] })],
      { '1': '2026-11-26T06:00:00.000Z' },
      since,
    );
    expect(events.map((event) => event.key)).toEqual(['new']);
  });
});

describe('signed alert links', () => {
  it('bind an alert to its action and address', () => {
    const token = alertToken(KEY, 'unsubscribe', 12, 'Ana@Example.be');
    expect(alertTokenMatches(KEY, 'unsubscribe', token, 12, 'ana@example.be')).toBe(true);
    expect(alertTokenMatches(KEY, 'confirm', token, 12, 'ana@example.be')).toBe(false);
    expect(alertTokenMatches(KEY, 'unsubscribe', token, 12, 'bob@example.be')).toBe(false);
    expect(alertTokenMatches(OTHER, 'unsubscribe', token, 12, 'ana@example.be')).toBe(false);
  });

  it('make the manage link an opaque token: an alert id and a signature, never the address (issue 35 › 9)', () => {
    const email = 'ana@example.be';
    const token = manageToken(KEY, 12, email);
    expect(token).toMatch(/^12\.[A-Za-z0-9_-]{43}$/);
    for (const form of [
      email,
      Buffer.from(email).toString('base64url'),
      Buffer.from(email).toString('base64'),
    ])
      expect(token).not.toContain(form.replace(/=+$/, ''));
    expect(alertTokenMatches(KEY, 'manage', token, 12, email)).toBe(true);
    // bound to the address, the key and the action: an unsubscribe token opens nothing here
    expect(alertTokenMatches(KEY, 'manage', token, 12, 'bob@example.be')).toBe(false);
    expect(alertTokenMatches(OTHER, 'manage', token, 12, email)).toBe(false);
    expect(alertTokenMatches(KEY, 'unsubscribe', token, 12, email)).toBe(false);
    expect(
      alertTokenMatches(KEY, 'manage', alertToken(KEY, 'unsubscribe', 12, email), 12, email),
    ).toBe(false);
  });
});

describe('one-click unsubscribe (RFC 8058)', () => {
  it('accepts the form body List-Unsubscribe=One-Click only', () => {
    const form = 'application/x-www-form-urlencoded';
    expect(oneClickRequest(form, 'List-Unsubscribe=One-Click', '1.abc')).toBe('1.abc');
    expect(oneClickRequest(form, 'List-Unsubscribe=Other', '1.abc')).toBeNull();
    expect(oneClickRequest(form, 'List-Unsubscribe=One-Click', null)).toBeNull();
    expect(
      oneClickRequest('application/json', '{"List-Unsubscribe":"One-Click"}', '1.abc'),
    ).toBeNull();
    expect(
      oneClickRequest(
        'multipart/form-data; boundary=x',
        '--x\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--x--\r\n',
        '1.abc',
      ),
    ).toBe('1.abc');
  });

  it('is announced by both headers', () => {
    expect(
      unsubscribeHeaders({ oneClick: 'https://www.example.be/api/alerts/unsubscribe/?token=1.a' }),
    ).toEqual({
      'List-Unsubscribe': '<https://www.example.be/api/alerts/unsubscribe/?token=1.a>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });
});
