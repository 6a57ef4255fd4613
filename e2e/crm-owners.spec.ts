import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { search } from '../lib/data';
import {
  startOmnicasaStandIn,
  STAND_IN_CUSTOMER,
  type OmnicasaStandIn,
} from '../tests/support/omnicasa-stand-in';
import { expect, test } from './support/fixtures';
import { startOwnServer, type OwnServer } from './support/own-server';
import { logIn, portalPath } from './support/owners';

/*
 * docs/crm-omnicasa.md › Owners from the CRM, end to end: a production server of its own (own
 * database, CRM=omnicasa pointing at a stand-in started here). An owner the site has never seen
 * signs in with the CRM's login, finds the properties the CRM relates to them and, on a
 * property's page, the CRM's figures beside the site's own; with the stand-in slow, then down,
 * the portal still answers at once, with the cached figures or the translated note.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100) + 138;
const BASE = `http://127.0.0.1:${PORT}`;

test.describe.configure({ mode: 'serial' });

test.describe('owners signing in from an Omnicasa stand-in', () => {
  test.setTimeout(120_000);
  const dir = mkdtempSync(join(tmpdir(), 'horizon-crm-owners-'));
  let server: OwnServer | null = null;
  let standIn: OmnicasaStandIn;
  const [withFigures, withoutCache] = search('en', { goal: 'sale' }).items.map((item) => item.id);

  test.beforeAll(async () => {
    standIn = await startOmnicasaStandIn();
    standIn.persons.set('crm.owner@example.be', {
      id: 4101,
      email: 'crm.owner@example.be',
      password: 'the CRM password',
      name: 'Peeters',
      firstName: 'Ann',
      propertyIds: [withFigures!, withoutCache!],
    });
    for (const id of [withFigures!, withoutCache!])
      standIn.figures.set(id, {
        visits: [
          { Description: 'Immoweb', Total: 1234 },
          { Description: 'Zimmo', Total: 56 },
        ],
        matching: { Total: 17 },
        histories: [
          {
            Date: '2026-11-20T09:00:00Z',
            Description: 'Visit with candidates',
            TypeName: 'Agenda',
          },
        ],
      });
    server = await startOwnServer(PORT, {
      CRM: 'omnicasa',
      OMNICASA_URL: standIn.baseUrl,
      OMNICASA_CUSTOMER: STAND_IN_CUSTOMER.customerName,
      OMNICASA_PASSWORD: STAND_IN_CUSTOMER.customerPassword,
      OMNICASA_LANGUAGE_IDS: 'nl=1,fr=2,en=3,de=4',
      DATABASE_URL: `file:${join(dir, 'site.sqlite')}`,
    });
  });

  test.afterAll(async () => {
    await server?.stop();
    await standIn?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  test('a CRM owner signs in, sees the CRM figures, and the portal keeps working with the CRM slow or down', async ({
    page,
  }) => {
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': '198.51.100.138' });
    await logIn(page, 'crm.owner@example.be', 'the CRM password', 'en', BASE);
    // a fresh server's first login also computes its dummy hash (two scrypt runs) before the CRM
    await expect(page).toHaveURL(`${BASE}${portalPath('en')}`, { timeout: 30_000 });
    const properties = page.getByTestId('portal-properties').locator('li');
    await expect(properties).toHaveCount(2);
    expect(standIn.calls.find((call) => call.method === 'CheckPersonLogin')?.params).toMatchObject({
      Email: 'crm.owner@example.be',
      IsProprietors: true,
      LanguageId: 3,
    });

    // the CRM's figures beside the site's own
    await page.goto(`${BASE}${portalPath('en', withFigures)}`);
    await expect(page.getByTestId('owner-dashboard')).toBeVisible();
    const crm = page.getByTestId('crm-figures');
    await expect(crm).toHaveAttribute('data-state', 'fresh');
    await expect(crm.getByTestId('crm-visits')).toContainText('1,290');
    await expect(crm.getByTestId('crm-visits')).toContainText('Immoweb: 1,234');
    await expect(crm.getByTestId('crm-matching')).toContainText('17');
    await expect(crm.getByTestId('crm-history')).toContainText('Agenda: Visit with candidates');
    await expect(page.getByTestId('visits-total')).toBeVisible();

    // the CRM slow, nothing cached for this property: the page does not wait for it
    standIn.failNext('GetVisitStatisticOfProperty', { kind: 'slow', ms: 8000 });
    const started = Date.now();
    await page.goto(`${BASE}${portalPath('en', withoutCache)}`);
    await expect(page.getByTestId('crm-unavailable')).toContainText(
      "The CRM's figures are unavailable right now",
    );
    expect(Date.now() - started).toBeLessThan(6000);
    await expect(page.getByTestId('visits-total')).toBeVisible();

    // the CRM down: the cached figures still show, and the portal still answers
    await standIn.close();
    await page.goto(`${BASE}${portalPath('en', withFigures)}`);
    await expect(page.getByTestId('crm-figures')).toHaveAttribute('data-state', 'fresh');
    await expect(page.getByTestId('crm-visits')).toContainText('1,290');
    await page.goto(`${BASE}${portalPath('fr', withoutCache)}`);
    await expect(page.getByTestId('crm-unavailable')).toContainText(
      'Les chiffres du CRM ne sont pas disponibles',
    );
    await page.goto(`${BASE}${portalPath('en')}`);
    await expect(properties).toHaveCount(2);
  });
});
