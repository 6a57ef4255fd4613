// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createTranslator } from 'use-intl/core';
import { describe, expect, it, vi } from 'vitest';
import { NotFoundContent } from '@/components/layout/not-found-content';
import type { NotFoundTexts } from '@/components/layout/not-found-view';
import de from '@/messages/de.json';

vi.mock('next-intl/server', () => ({
  getTranslations: async ({ namespace }: { namespace: string }) =>
    createTranslator({ locale: 'de', messages: de, namespace: namespace as never }),
}));

describe('the 404 (drawn from its texts, issue 32)', () => {
  it('hands its view plain strings: the boundary is in every page’s payload', async () => {
    const element = (await NotFoundContent({ locale: 'de' })) as ReactElement<{
      texts: NotFoundTexts;
    }>;
    expect(Object.values(element.props.texts).every((value) => typeof value === 'string')).toBe(
      true,
    );
    expect(element.props.texts).toMatchObject({
      title: de.NotFound.title,
      kind: 'page',
      searchAction: '/de/zu-verkaufen/',
      homeHref: '/de/',
    });
  });

  it('draws the heading, the listing search, the way home and what it is given below', async () => {
    render(
      await NotFoundContent({
        locale: 'de',
        title: 'Objekt nicht gefunden',
        kind: 'property',
        children: <p>Suggestions</p>,
      }),
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Objekt nicht gefunden');
    expect(screen.getByText(de.NotFound.body)).toBeInTheDocument();
    expect(screen.getByTestId('not-found')).toHaveAttribute('data-missing', 'property');
    const search = screen.getByRole('search');
    expect(search).toHaveAttribute('action', '/de/zu-verkaufen/');
    expect(screen.getByLabelText(de.NotFound.searchLabel)).toHaveAttribute('name', 'q');
    expect(screen.getByRole('link', { name: de.NotFound.backHome })).toHaveAttribute(
      'href',
      '/de/',
    );
    expect(screen.getByText('Suggestions')).toBeInTheDocument();
  });
});
