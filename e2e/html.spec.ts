import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import vnuJar from 'vnu-jar';
import { expect, test } from './support/fixtures';
import { LOCALES, localizedPath, pageCases } from './support/routes';

/**
 * Next.js renders a form whose action is a server action with `action=""` (React's progressive
 * enhancement); the validator calls an empty action an error. It is the framework's output, the
 * form works with and without JavaScript, and no page of ours writes one: that message alone is
 * set aside.
 */
const FRAMEWORK_MESSAGES = [
  /^Bad value “” for attribute “action” on element “form”: Must be non-empty\.$/,
];

type VnuMessage = { type: string; url: string; message: string; extract?: string };

/** Saves the server HTML of `paths` and returns the validator's errors, each named by its path. */
async function htmlErrors(
  request: APIRequestContext,
  group: string,
  paths: string[],
): Promise<string[]> {
  const folder = path.resolve(`test-results/html/${group}`);
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  for (const [index, pagePath] of paths.entries()) {
    const response = await request.get(pagePath);
    expect(response.status(), pagePath).toBeLessThan(500);
    const html = await response.text();
    // every part of the page in the document itself: none sent later, hidden, for a script to
    // show (what Suspense boundaries tried for hydration in pieces did; aadf97a)
    expect(html, `${pagePath}: a part streamed behind a fallback`).not.toMatch(
      /<template id="B:|<div hidden id="S:/,
    );
    // the page's content hydrated apart from the shell (components/layout/hydrate-apart.tsx)
    if (html.includes('id="main-content"'))
      expect(html, `${pagePath}: main content in a boundary of its own`).toMatch(
        /<main id="main-content"[^>]*><!--&-->/,
      );
    writeFileSync(path.join(folder, `${String(index).padStart(3, '0')}.html`), html);
  }
  // one validator run per group (the JVM starts once); it writes its JSON report to standard error
  const run = spawnSync(
    'java',
    [
      // a run of a few seconds: the JVM's quick compiler alone (whose deeper frames need a larger
      // stack for the validator's schema) and the serial collector do it in 2.3 CPU-seconds
      // instead of 5.1 for the 30 pages of a language, with the same report
      '-Xss16m',
      '-XX:TieredStopAtLevel=1',
      '-XX:+UseSerialGC',
      '-jar',
      String(vnuJar),
      '--errors-only',
      '--format',
      'json',
      '--exit-zero-always',
      folder,
    ],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  expect(run.status, run.stderr.slice(0, 500)).toBe(0);
  const report = JSON.parse(run.stderr) as { messages: VnuMessage[] };
  return report.messages
    .filter(
      (message) =>
        message.type === 'error' &&
        !FRAMEWORK_MESSAGES.some((pattern) => pattern.test(message.message)),
    )
    .map(
      (message) =>
        `${paths[Number(path.basename(message.url).slice(0, 3))] ?? message.url}: ${message.message}`,
    );
}

/*
 * One test per language (and one for the extra pages): all languages in one test took most of a
 * three-minute timeout on a loaded machine.
 */
test.describe('valid HTML (W3C Nu validator)', () => {
  // about 30 pages and a validator run (a JVM start): up to 24 s a language on a loaded machine
  test.describe.configure({ timeout: 120_000 });
  for (const locale of LOCALES) {
    test(`every page type in ${locale} has no HTML error`, async ({ request }) => {
      const cases = pageCases(locale);
      expect(cases.length).toBeGreaterThan(25);
      expect(
        await htmlErrors(
          request,
          locale,
          cases.map(
            ({ route, params, query = '' }) => `${localizedPath(route, locale, params)}${query}`,
          ),
        ),
      ).toEqual([]);
    });
  }

  test('the 404 page, a visit request and the list map view have no HTML error', async ({
    request,
  }) => {
    const paths = [
      '/en/no-such-page/',
      `${localizedPath('/contact', 'fr')}?property=4106&request=visit`,
      `${localizedPath('/for-sale', 'nl')}?view=map`,
    ];
    expect(await htmlErrors(request, 'other', paths)).toEqual([]);
  });
});
