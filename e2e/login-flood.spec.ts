import { request as playwrightRequest } from '@playwright/test';
import { DEVICE_COOKIE } from '../lib/auth/device';
import { expect, test } from './support/fixtures';
import { mailTo } from './support/forms';
import { formOf, nextAddress, STACK_TRACE } from './support/hostile';
import { newOwner, portalPath } from './support/owners';
import { localizedPath } from './support/routes';

/**
 * Issue 33, item 6: a flood of wrong passwords fills the password-hash queue on purpose, so this
 * spec runs in a project of its own after every other (playwright.config.ts › projects): another
 * test's login from a new device would rightly be told to retry while it lasts. Alone:
 * `npx playwright test e2e/login-flood.spec.ts --no-deps` (without --no-deps the whole suite runs first).
 */
test.describe('a flood of wrong passwords', () => {
  test('cannot keep the owner out, on a device they used before or with a reset link', async ({
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const owner = await newOwner('flooded', []);
    const resetting = await newOwner('flood-reset', []);
    const path = localizedPath('/login', 'en');
    const origin = new URL(baseURL!).origin;
    const fields = await formOf(request, path, 'form-login');
    // the owner logged in on this browser before: it keeps the signed device cookie
    const browser = await playwrightRequest.newContext({ baseURL });
    const first = await browser.post(path, {
      headers: { origin, 'x-forwarded-for': nextAddress() },
      multipart: { ...fields, login: owner.username, password: owner.password },
      maxRedirects: 0,
    });
    expect(first.status()).toBe(303);
    expect((await browser.storageState()).cookies.map((cookie) => cookie.name)).toContain(
      DEVICE_COOKIE,
    );
    // another owner asked for a reset link before the flood, and has it in the mailbox
    const forgot = await formOf(request, `${path}?forgot=1`, 'form-forgot');
    const asked = await request.post(`${path}?forgot=1`, {
      headers: { origin, 'x-forwarded-for': nextAddress() },
      multipart: { ...forgot, email: resetting.email },
      maxRedirects: 0,
    });
    expect(asked.status()).toBe(303);
    const token = /[?&]reset=([\w-]+)/.exec((await mailTo(resetting.email)).text)![1]!;
    const resetPath = `${path}?reset=${token}`;
    const resetFields = await formOf(request, resetPath, 'form-reset');

    // 60 wrong passwords at once from 10 addresses, half of them for the owner's account
    const flooders = Array.from({ length: 10 }, () => nextAddress());
    const flood = Array.from({ length: 60 }, (_, index) =>
      request
        .post(path, {
          headers: { origin, 'x-forwarded-for': flooders[index % 10]! },
          multipart: {
            ...fields,
            login: index % 2 ? owner.username : `guess-${index}`,
            password: `wrong-${index}`,
          },
          maxRedirects: 0,
          timeout: 60_000,
        })
        .then(async (response) => ({ status: response.status(), text: await response.text() })),
    );
    const [during, reset] = await Promise.all([
      browser.post(path, {
        headers: { origin, 'x-forwarded-for': nextAddress() },
        multipart: { ...fields, login: owner.email, password: owner.password },
        maxRedirects: 0,
        timeout: 60_000,
      }),
      request.post(resetPath, {
        headers: { origin, 'x-forwarded-for': nextAddress() },
        multipart: {
          ...resetFields,
          token,
          password: 'a-new-password-in-a-flood',
          confirmation: 'a-new-password-in-a-flood',
        },
        maxRedirects: 0,
        timeout: 60_000,
      }),
    ]);
    expect(during.status(), 'the owner got in during the flood').toBe(303);
    expect(during.headers().location).toContain(portalPath('en'));
    expect(reset.status(), 'the new password from a reset link was taken during the flood').toBe(
      303,
    );
    expect(reset.headers().location).toContain('changed=1');
    const answers = await Promise.all(flood);
    for (const answer of answers) {
      expect(answer.status).toBeLessThan(500);
      expect(answer.text).not.toMatch(STACK_TRACE);
    }
    const refusedAtOnce = answers.filter((answer) =>
      answer.text.includes('temporarily unavailable'),
    ).length;
    console.log(`login-flood: ${refusedAtOnce} of 60 wrong logins were refused at once`);
    expect(refusedAtOnce, 'beyond its budgets, the flood is refused, not queued').toBeGreaterThan(
      0,
    );
    await browser.dispose();
  });
});
