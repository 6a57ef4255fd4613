import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** README › Layout: app/ holds every page, components/ holds what pages are made of. */

const root = join(__dirname, '..');
const SHARED_PAGES = 'app/[locale]/(site)/_shared-pages';

function sources(folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => join(folder, file));
}

const read = (file: string) => readFileSync(join(root, file), 'utf8');

/** What only a route's page does: its metadata and static params, its params, its address check. */
const PAGE_WORK: [string, RegExp][] = [
  ['metadata', /\bgenerateMetadata\b/],
  ['static params', /\bgenerateStaticParams\b/],
  ['route params', /\bpageLocale\(|\bLocaleParams\b/],
  ['a 404', /\bnotFound\(/],
  ['a redirect', /\b(redirect|permanentRedirect|requireCanonicalDetail)\(/],
];

describe('the rule for pages', () => {
  it('keeps page work out of components/', () => {
    const found = sources('components').flatMap((file) =>
      PAGE_WORK.filter(([, pattern]) => pattern.test(read(file))).map(
        ([what]) => `${file}: ${what}`,
      ),
    );
    expect(found).toEqual([]);
  });

  it('writes a shared page only for pages that several routes show', () => {
    const pages = sources('app').filter((file) => file.endsWith('page.tsx'));
    const shared = readdirSync(join(root, SHARED_PAGES)).filter((file) => file.endsWith('.tsx'));
    expect(shared.length).toBeGreaterThan(0);
    for (const file of shared) {
      const name = file.replace(/\.tsx$/, '');
      const users = pages.filter((page) => read(page).includes(`_shared-pages/${name}'`));
      expect(
        users.length,
        `${file} is used by ${users.join(', ') || 'no route'}`,
      ).toBeGreaterThanOrEqual(2);
    }
  });
});
