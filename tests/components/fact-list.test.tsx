// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { isValidElement, type ReactElement } from 'react';
import { createTranslator } from 'use-intl/core';
import { describe, expect, it, vi } from 'vitest';
import { FactList } from '@/components/listings/fact-sections';
import type { FactRow } from '@/components/listings/fact-list-view';
import type { Fact } from '@/lib/format/listing-facts';
import en from '@/messages/en.json';

vi.mock('next-intl/server', () => ({
  getLocale: async () => 'en',
  getTranslations: async (namespace: string) =>
    createTranslator({ locale: 'en', messages: en, namespace: namespace as never }),
}));

const FACTS: Fact[] = [
  { field: 'bedrooms', value: { kind: 'count', value: 3 } },
  { field: 'surfaceLiving', value: { kind: 'area', value: 150 } },
];

describe('a list of facts (rows of texts in the payload, issue 32)', () => {
  it('writes each fact’s label and value, the value with a unit in one piece, and marks rows as data', async () => {
    const element = (await FactList({
      facts: FACTS,
      className: 'list',
      marked: true,
    })) as ReactElement<{
      rows: FactRow[];
    }>;
    expect(element.props.rows.every((row) => !Object.values(row).some(isValidElement))).toBe(true);
    const { container } = render(element);
    const rows = [...container.querySelectorAll('dl.list > div')];
    expect(rows.map((row) => row.getAttribute('data-fact'))).toEqual(['bedrooms', 'surfaceLiving']);
    expect(rows.map((row) => row.getAttribute('data-value'))).toEqual(['3', '150']);
    expect(rows[0]!.querySelector('dt')).toHaveTextContent('Bedrooms');
    expect(rows[0]!.querySelector('dd')).toHaveTextContent(/^3$/);
    expect(rows[1]!.querySelector('dd > .nowrap')).toHaveTextContent(/^150\sm²$/);
  });

  it('leaves the data out of rows that are not marked (the print view)', async () => {
    const { container } = render(await FactList({ facts: FACTS }));
    expect(container.querySelector('[data-fact]')).toBeNull();
    expect(container.querySelectorAll('dt')).toHaveLength(2);
  });
});
