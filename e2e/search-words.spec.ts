import fr from '../messages/fr.json';
import { countListings } from '../lib/data';
import { expect, test } from './support/fixtures';

/*
 * Search in plain words (issue 38): a sentence typed on the home page, without JavaScript, lands
 * on the list of the filters it gives, shown as chips; the words not used are said.
 */
test.describe('search in plain words', () => {
  test('without JavaScript, a sentence typed on the home page lands on the filtered list', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/fr/');
    const input = page.getByTestId('search-box-input');
    await input.fill('appartement à louer Bruxelles 2 ch. max 1.500 €/mois lumineux');
    await input.press('Enter');
    await expect(page).toHaveURL(
      /\/fr\/a-louer\/\?city=Bruxelles%7C1000&type=1&max=1500&bedrooms=2&q=lumineux$/,
    );
    const chips = page.getByTestId('filter-chips');
    await expect(chips.getByRole('link')).toHaveCount(5 + 1);
    await expect(chips).toContainText('Bruxelles (1000)');
    await expect(page.getByTestId('words-unused')).toContainText('lumineux');
    const total = countListings('fr', {
      goal: 'rent',
      cities: ['Bruxelles|1000'],
      types: [1],
      priceMax: 1500,
      bedroomsMin: 2,
      keyword: 'lumineux',
    });
    if (total > 0) await expect(page.locator('#results-title')).toContainText(String(total));
    else await expect(page.getByTestId('no-results')).toBeVisible();
    await context.close();
  });

  test('the list answers words with a 303 to its filters, and the live count reads them too', async ({
    request,
  }) => {
    const response = await request.get('/nl/te-koop/?words=huis+bij+Gent+tot+400k&view=list', {
      maxRedirects: 0,
    });
    expect(response.status()).toBe(303);
    const location = new URL(response.headers().location!, 'http://localhost');
    expect(location.pathname).toBe('/nl/te-koop/');
    expect([...location.searchParams.keys()]).toEqual(['type', 'max', 'area', 'view']);
    const count = await request.get(
      `/api/list-count?locale=fr&goal=sale&words=${encodeURIComponent('maison à louer Gand')}`,
    );
    expect((await count.json()).count).toBe(
      countListings('fr', { goal: 'rent', cities: ['Gand|9000'], types: [2] }),
    );
    expect(fr.Listing.filters.unused).toContain('{words}');
  });
});
