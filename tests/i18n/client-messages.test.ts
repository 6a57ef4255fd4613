import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLIENT_NAMESPACES, clientMessages } from '@/lib/i18n/client-messages';
import en from '@/messages/en.json';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('messages sent to the browser', () => {
  it('cover every namespace a client component translates', () => {
    const used = new Set<string>();
    for (const file of [...sourceFiles('components'), ...sourceFiles('app')]) {
      const source = readFileSync(file, 'utf8');
      if (!/^['"]use client['"]/.test(source)) continue;
      for (const match of source.matchAll(/useTranslations\(\s*['"]([^'"]+)['"]\s*\)/g)) used.add(match[1]!);
      expect(source, `${file} uses useTranslations without a namespace`).not.toMatch(/useTranslations\(\s*\)/);
    }
    expect(used.size).toBeGreaterThan(0);
    for (const namespace of used) {
      expect(CLIENT_NAMESPACES.some((listed) => namespace === listed || namespace.startsWith(`${listed}.`)), namespace).toBe(true);
    }
  });

  it('keep only those namespaces, nested as in the catalogue', () => {
    const picked = clientMessages(en) as unknown as typeof en;
    expect(Object.keys(picked).sort()).toEqual(['Consent', 'Listing', 'Pages']);
    expect(picked.Consent).toEqual(en.Consent);
    expect(Object.keys(picked.Listing).sort()).toEqual(['gallery', 'searchBox']);
    expect(picked.Listing.searchBox).toEqual(en.Listing.searchBox);
    expect(Object.keys(picked.Pages)).toEqual(['home']);
    expect(Object.keys(picked.Pages.home)).toEqual(['banner']);
    expect(() => clientMessages(en, ['Nope.nothing'])).toThrow(/Nope.nothing/);
  });
});
