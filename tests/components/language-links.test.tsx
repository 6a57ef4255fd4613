import { Suspense, use } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static.node';
import { describe, expect, it } from 'vitest';
import { LanguageLinksProvider, PageLanguageTargets } from '@/components/layout/language-links';
import { LanguageSwitcher } from '@/components/layout/language-switcher';
import type { LanguageTargets } from '@/lib/i18n/language-targets';

const TARGETS: LanguageTargets = {
  en: '/en/for-sale/wavre/recent-house/4106/',
  nl: '/nl/te-koop/waver/recente-woning/4106/',
  fr: '/fr/a-vendre/wavre/maison-recente/4106/',
  de: '/de/zu-verkaufen/wavre/neueres-haus/4106/',
};

async function html(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += String(chunk);
  return text;
}

/** The slot's data, as the server gets it: later than the header starts rendering. */
function LateSlot({ data }: { data: Promise<LanguageTargets> }) {
  return <PageLanguageTargets targets={use(data)} />;
}

describe('the language switcher’s server HTML', () => {
  it('links the addresses the page’s slot published, not the current language’s slug', async () => {
    const { prelude } = await prerenderToNodeStream(
      <LanguageLinksProvider current="fr" locales={['en', 'nl', 'fr', 'de']}>
        <PageLanguageTargets targets={TARGETS} />
        <LanguageSwitcher label="Langue" />
      </LanguageLinksProvider>,
    );
    const text = await html(prelude);
    for (const href of Object.values(TARGETS)) expect(text).toContain(`href="${href}"`);
  });

  it('waits for a slot whose data arrives after the header began, without a fallback a crawler would read', async () => {
    let resolve: (targets: LanguageTargets) => void = () => undefined;
    const data = new Promise<LanguageTargets>((done) => {
      resolve = done;
    });
    setTimeout(() => resolve(TARGETS), 20);
    const { prelude } = await prerenderToNodeStream(
      <LanguageLinksProvider current="fr" locales={['en', 'nl', 'fr', 'de']}>
        <LateSlot data={data} />
        <header>
          <LanguageSwitcher label="Langue" />
        </header>
        <main>
          <Suspense fallback={null}>page</Suspense>
        </main>
      </LanguageLinksProvider>,
    );
    const text = await html(prelude);
    expect(text).toContain(`href="${TARGETS.nl}"`);
    expect(text).toContain('data-complete="false"');
    expect(text.indexOf('<header>')).toBeLessThan(text.indexOf(TARGETS.de!));
  });

  it('renders synchronously when the slot came first (renderToString)', () => {
    const text = renderToString(
      <LanguageLinksProvider current="nl" locales={['nl', 'fr']}>
        <PageLanguageTargets targets={{ nl: '/nl/', fr: '/fr/' }} />
        <LanguageSwitcher label="Taal" />
      </LanguageLinksProvider>,
    );
    expect(text).toContain('href="/fr/"');
  });
});
