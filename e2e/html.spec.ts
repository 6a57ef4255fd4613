import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import vnuJar from 'vnu-jar';
import { expect, test } from './support/fixtures';
import { LOCALES, localizedPath, pageCases } from './support/routes';

/**
 * Next.js renders a form whose action is a server action with `action=""` (React's progressive
 * enhancement); the validator calls an empty action an error. It is the framework's output, the
 * form works with and without JavaScript, and no page of ours writes one: that message alone is
 * set aside.
 */
const FRAMEWORK_MESSAGES = [/^Bad value “” for attribute “action” on element “form”: Must be non-empty\.$/];

type VnuMessage = { type: string; url: string; message: string; extract?: string };

test.describe('valid HTML (W3C Nu validator)', () => {
  test.setTimeout(180_000);

  test('every page type in every language has no HTML error', async ({ request }) => {
    const folder = path.resolve('test-results/html');
    rmSync(folder, { recursive: true, force: true });
    mkdirSync(folder, { recursive: true });
    const paths = LOCALES.flatMap((locale) => pageCases(locale).map(({ route, params }) => localizedPath(route, locale, params)));
    paths.push('/en/no-such-page/', `${localizedPath('/contact', 'fr')}?property=4106&request=visit`, `${localizedPath('/for-sale', 'nl')}?view=map`);
    for (const [index, pagePath] of paths.entries()) {
      const response = await request.get(pagePath);
      writeFileSync(path.join(folder, `${String(index).padStart(3, '0')}.html`), await response.text());
    }
    // the validator writes its JSON report to standard error
    const run = spawnSync('java', ['-jar', String(vnuJar), '--errors-only', '--format', 'json', '--exit-zero-always', folder], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    expect(run.status, run.stderr.slice(0, 500)).toBe(0);
    const report = JSON.parse(run.stderr) as { messages: VnuMessage[] };
    const errors = report.messages
      .filter((message) => message.type === 'error' && !FRAMEWORK_MESSAGES.some((pattern) => pattern.test(message.message)))
      .map((message) => `${paths[Number(path.basename(message.url).slice(0, 3))] ?? message.url}: ${message.message}`);
    expect(paths.length).toBeGreaterThan(100);
    expect(errors).toEqual([]);
  });
});
