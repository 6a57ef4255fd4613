import type { Page } from '@playwright/test';
import { search } from '../lib/data';
import { addDays, todayInBrussels } from '../lib/forms/fields';
import { FLOW_REGISTRY } from '../lib/forms/flows';
import de from '../messages/de.json';
import en from '../messages/en.json';
import fr from '../messages/fr.json';
import nl from '../messages/nl.json';
import { expect, test } from './support/fixtures';
import { afterFillTime, asNewVisitor, testDatabase, uniqueEmail } from './support/forms';
import { formOf, nextAddress, STACK_TRACE } from './support/hostile';
import { localizedPath, type Locale } from './support/routes';

/*
 * A visitor without JavaScript sends a visit request and a contact message (issue 34, item 1):
 * no proof of work runs, so the form asks a sum in words that the server checks.
 */

const MESSAGES = { en, nl, fr, de } as const;
const listing = search('fr', { goal: 'sale' }).items.find((item) => !item.unavailable)!;

test.use({ javaScriptEnabled: false });

function formPath(flow: 'contact' | 'visit', locale: Locale): string {
  const contact = localizedPath('/contact', locale);
  return flow === 'contact' ? contact : `${contact}?property=${listing.id}&request=visit`;
}

/** The question on the page, worked out as a person reads it: its label against the sums in words. */
async function questionAnswer(page: Page, locale: Locale): Promise<number> {
  const { text, numbers } = MESSAGES[locale].Forms.question;
  const label = (await page.locator('label[for="field-questionAnswer"]').textContent()) ?? '';
  const word = (n: number) => numbers[`n${n}` as keyof typeof numbers];
  for (let a = 1; a <= 9; a++)
    for (let b = 1; b <= 9; b++)
      if (label.startsWith(text.replace('{a}', word(a)).replace('{b}', word(b)))) return a + b;
  throw new Error(`no sum in "${label}"`);
}

const JOURNEYS: { flow: 'contact' | 'visit'; locale: Locale; wrongFirst: boolean }[] = [
  { flow: 'visit', locale: 'fr', wrongFirst: true },
  { flow: 'visit', locale: 'de', wrongFirst: false },
  { flow: 'contact', locale: 'nl', wrongFirst: true },
  { flow: 'contact', locale: 'en', wrongFirst: false },
];

test.describe('without JavaScript a request is sent by answering a question', () => {
  test.describe.configure({ timeout: 60_000 });
  for (const { flow, locale, wrongFirst } of JOURNEYS) {
    test(`${flow} in ${locale}${wrongFirst ? ', after a wrong answer' : ''}`, async ({ page }) => {
      const t = MESSAGES[locale];
      await asNewVisitor(page);
      await page.goto(formPath(flow, locale));
      const form = page.getByTestId(`form-${flow}`);
      const email = uniqueEmail(`nojs-${flow}-${locale}`);
      const remark = `Sans JavaScript <b>${locale}</b>`;
      if (flow === 'visit') {
        await page.locator('#field-date').fill(addDays(todayInBrussels(), 4));
        await page.locator('input[name="slot"]').first().check();
      }
      await page.locator('input[name="title"][value="ms"]').check();
      await page.locator('#field-firstName').fill('Anne');
      await page.locator('#field-lastName').fill('Peeters');
      await page.locator('#field-email').fill(email);
      await page.locator('#field-phone').fill('+32 470 12 34 56');
      await page.locator('#field-remark').fill(remark);

      // the question has a real label and says why it is asked; no widget waits for scripts
      const answer = page.getByLabel(new RegExp(t.Forms.question.text.split('{a}')[0]!));
      await expect(answer).toHaveAttribute('name', 'questionAnswer');
      await expect(answer).toHaveAccessibleDescription(t.Forms.captchaNoScript);

      if (wrongFirst) {
        const sum = await questionAnswer(page, locale);
        const firstToken = await form.locator('input[name="questionToken"]').inputValue();
        await answer.fill(String(sum + 1));
        await afterFillTime(page);
        await form.getByRole('button', { name: t.Forms.flows[flow].submit }).click();
        await expect(page.getByTestId('form-banner')).toContainText(t.Forms.banner.title);
        await expect(
          form.getByText(t.Forms.errors.captcha),
          'no call for the proof of work',
        ).toHaveCount(0);
        // the error sits at the question, a new question is asked, and everything typed is kept
        const error = form.locator('#field-questionAnswer-error');
        await expect(error).toHaveText(t.Forms.errors.questionWrong);
        await expect(answer).toHaveAttribute('aria-invalid', 'true');
        await expect(answer).toHaveAttribute('aria-describedby', /field-questionAnswer-error$/);
        await expect(answer).toBeFocused();
        await expect(answer).toHaveValue('');
        expect(await form.locator('input[name="questionToken"]').inputValue()).not.toBe(firstToken);
        await expect(page.locator('#field-firstName')).toHaveValue('Anne');
        await expect(page.locator('#field-email')).toHaveValue(email);
        await expect(page.locator('#field-remark')).toHaveValue(remark);
        await expect(page.locator('input[name="title"][value="ms"]')).toBeChecked();
        if (flow === 'visit')
          await expect(page.locator('input[name="slot"]').first()).toBeChecked();
      }

      await answer.fill(String(await questionAnswer(page, locale)));
      await afterFillTime(page);
      await form.getByRole('button', { name: t.Forms.flows[flow].submit }).click();
      const feedback = localizedPath('/feedback/[flow]', locale, {
        flow: FLOW_REGISTRY[flow].feedback,
      });
      await expect(page).toHaveURL(new RegExp(`${feedback.replace(/[.?]/g, '\\$&')}(\\?.*)?$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        t.Feedback.flows[FLOW_REGISTRY[flow].feedback].title,
      );
      const stored = await (
        await testDatabase()
      )
        .selectFrom('submissions')
        .select(['kind', 'locale', 'payload'])
        .where('payload', 'like', `%${email}%`)
        .execute();
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({ kind: flow, locale });
      expect(JSON.parse(stored[0]!.payload)).not.toHaveProperty('questionAnswer');
    });
  }

  test('the same answered form sent again is refused at the question, never with a server error', async ({
    page,
  }) => {
    const t = MESSAGES.fr;
    await asNewVisitor(page);
    await page.goto(formPath('contact', 'fr'));
    const form = page.getByTestId('form-contact');
    const fields = {
      title: 'mr',
      firstName: 'Luc',
      lastName: 'Dubois',
      email: uniqueEmail('nojs-replay'),
      phone: '0470 12 34 56',
      remark: 'Bonjour',
      questionToken: await form.locator('input[name="questionToken"]').inputValue(),
      questionAnswer: String(await questionAnswer(page, 'fr')),
    };
    await afterFillTime(page);
    // the browser's own post, as a replaying script would repeat it
    const posted = page.waitForRequest((request) => request.method() === 'POST');
    for (const [name, value] of Object.entries(fields))
      if (name !== 'title' && name !== 'questionToken')
        await form.locator(`[name="${name}"]`).fill(value);
    await page.locator('input[name="title"][value="mr"]').check();
    await form.getByRole('button', { name: t.Forms.flows.contact.submit }).click();
    const request = await posted;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      t.Feedback.flows[FLOW_REGISTRY.contact.feedback].title,
    );
    const replay = await page.request.fetch(request.url(), {
      method: 'POST',
      headers: {
        'content-type': request.headers()['content-type']!,
        'x-forwarded-for': '198.51.100.201',
      },
      data: request.postDataBuffer()!,
      maxRedirects: 0,
    });
    expect(replay.status()).toBe(200);
    const html = (await replay.text()).replaceAll('&#x27;', "'");
    expect(html).toContain(t.Forms.errors.questionNew);
    expect(html).toContain('Dubois');
  });

  test('a forged, mangled or oversized answer gets an error at the question, never a 5xx', async ({
    request,
    baseURL,
  }) => {
    const t = MESSAGES.en;
    const path = formPath('contact', 'en');
    const headers = { origin: new URL(baseURL!).origin, 'x-forwarded-for': nextAddress() };
    const person = {
      title: 'mr',
      firstName: 'Luc',
      lastName: 'Dubois',
      email: 'luc@example.be',
      phone: '0470 12 34 56',
      remark: 'Hostile',
    };
    const cases: [Record<string, string>, string][] = [
      [{ questionToken: 'forged', questionAnswer: '9' }, t.Forms.errors.questionNew],
      [
        { questionToken: '1.aaaaaaaaaaaaaaaa.9.9.x', questionAnswer: '18' },
        t.Forms.errors.questionNew,
      ],
      [{ questionToken: 'x'.repeat(60_000), questionAnswer: '9' }, t.Forms.errors.questionNew],
      [{ questionAnswer: '9'.repeat(60_000) }, t.Forms.errors.questionWrong],
      [{ questionAnswer: '<img src=x onerror=alert(1)>' }, t.Forms.errors.questionWrong],
    ];
    for (const [question, error] of cases) {
      const served = await (await request.get(path, { headers })).text();
      const start = served.indexOf('data-testid="form-contact"');
      const questionToken = /name="questionToken" value="([^"]+)"/.exec(served.slice(start))![1]!;
      const response = await request.post(path, {
        headers,
        multipart: {
          ...(await formOf(request, path, 'form-contact')),
          ...person,
          questionToken,
          ...question,
        },
        maxRedirects: 0,
      });
      expect(response.status(), JSON.stringify(question).slice(0, 80)).toBe(200);
      const html = await response.text();
      expect(html).not.toMatch(STACK_TRACE);
      expect(html).toContain(error);
      expect(html).toContain('Dubois');
      expect(html).not.toContain('<img src=x');
    }
  });
});
