// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { createTranslator } from 'use-intl/core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FactValueText } from '@/components/listings/fact-value';
import type { FactValue } from '@/lib/format/listing-facts';
import type { Locale } from '@/lib/i18n/locales';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import nl from '@/messages/nl.json';

const MESSAGES = { en, nl, fr, de };
const page = vi.hoisted(() => ({ locale: 'fr' as 'en' | 'nl' | 'fr' | 'de' }));

vi.mock('next-intl/server', () => ({
  getLocale: async () => page.locale,
  getTranslations: async (namespace: string) =>
    createTranslator({
      locale: page.locale,
      messages: MESSAGES[page.locale],
      namespace: namespace as never,
    }),
}));

async function shown(value: FactValue, locale: Locale) {
  page.locale = locale;
  const { container } = render(<dd>{await FactValueText({ value })}</dd>);
  return container.firstElementChild as HTMLElement;
}

/** No ordinary space (where a line may break) inside the text. */
const unbroken = (text: string) => !/ /.test(text);

describe('a fact’s value on the detail page', () => {
  beforeEach(() => {
    page.locale = 'fr';
  });

  it('writes an energy value with its unit in one unbreakable piece, per language', async () => {
    const fr = await shown({ kind: 'energy', value: 1211 }, 'fr');
    expect(fr.querySelector('.nowrap')?.textContent).toBe('1\u202f211\u00a0kWh/m²·an');
    const de = await shown({ kind: 'energy', value: 1211 }, 'de');
    expect(de.querySelector('.nowrap')?.textContent).toBe('1.211\u00a0kWh/m²·Jahr');
  });

  it('writes a price per square metre with the currency: "€ 2,110/m²", never "2110 / m²"', async () => {
    const en = await shown({ kind: 'moneyPerArea', value: 2110 }, 'en');
    expect(en.textContent).toBe('€\u00a02,110/m²');
    expect(en.querySelector('.nowrap')).not.toBeNull();
    expect((await shown({ kind: 'moneyPerArea', value: 2110 }, 'nl')).textContent).toBe(
      '€\u00a02.110/m²',
    );
  });

  it('writes a date day first in every language', async () => {
    expect((await shown({ kind: 'date', value: '2031-03-09' }, 'en')).textContent).toBe(
      '9\u00a0March\u00a02031',
    );
    expect((await shown({ kind: 'date', value: '2031-03-09' }, 'de')).textContent).toBe(
      '9.\u00a0März\u00a02031',
    );
  });

  it('keeps amounts, areas, CO₂, scores and certificate numbers whole', async () => {
    const values: FactValue[] = [
      { kind: 'money', value: 18750 },
      { kind: 'area', value: 1250 },
      { kind: 'co2', value: 35 },
      { kind: 'score', value: 7.5 },
      { kind: 'length', value: 8.5 },
      { kind: 'reference', value: 'EPC 2024 0123 4567' },
    ];
    for (const locale of ['en', 'nl', 'fr', 'de'] as const) {
      for (const value of values) {
        const element = await shown(value, locale);
        const whole = element.querySelector('.nowrap');
        expect(whole?.textContent, `${locale} ${value.kind}`).toBe(element.textContent);
        if (value.kind !== 'reference')
          expect(
            unbroken(element.textContent ?? ''),
            `${locale} ${value.kind}: ${element.textContent}`,
          ).toBe(true);
      }
    }
    expect((await shown({ kind: 'money', value: 18750 }, 'fr')).textContent).toBe(
      '€\u00a018\u202f750',
    );
    expect((await shown({ kind: 'score', value: 7.5 }, 'fr')).textContent).toBe('7,5/10');
  });
});
