// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { isValidElement, type ReactElement } from 'react';
import { createTranslator } from 'use-intl/core';
import { describe, expect, it, vi } from 'vitest';
import { TestimonialList } from '@/components/content/testimonial-list';
import type { TestimonialItem } from '@/components/content/testimonial-list-view';
import type { ShownTestimonial } from '@/lib/content/testimonials';
import fr from '@/messages/fr.json';

vi.mock('next-intl/server', () => ({
  getTranslations: async ({ namespace }: { namespace: string }) =>
    createTranslator({ locale: 'fr', messages: fr, namespace: namespace as never }),
}));

const AT = Date.UTC(2026, 9, 14, 10);
const TESTIMONIALS: ShownTestimonial[] = [
  { key: 'a', locale: 'fr', author: 'Marie', city: 'Namur', at: AT, rating: 4, text: 'Parfait.' },
  { key: 'b', locale: 'nl', author: 'Jan', city: null, at: AT, rating: null, text: 'Top.' },
];

describe('testimonials (drawn from resolved data, issue 32)', () => {
  it('hand their view plain texts, without the stars’ elements or undefined values', async () => {
    const element = (await TestimonialList({
      testimonials: TESTIMONIALS,
      locale: 'fr',
    })) as ReactElement<{ items: TestimonialItem[] }>;
    expect(element.props.items.some((item) => Object.values(item).some(isValidElement))).toBe(
      false,
    );
    expect(JSON.stringify(element.props)).not.toContain('undefined');
    expect(element.props.items[1]).not.toHaveProperty('rating');
    expect(element.props.items[0]).not.toHaveProperty('writtenIn');
  });

  it('draw each in its author’s language, with its stars, byline, date and language', async () => {
    render(await TestimonialList({ testimonials: TESTIMONIALS, locale: 'fr' }));
    const [first, second] = screen.getAllByRole('figure');
    expect(first).toHaveAttribute('lang', 'fr');
    const rating = within(first!).getByRole('img');
    expect(rating).toHaveAttribute('aria-label', expect.stringContaining('4'));
    expect(rating).toHaveAttribute('lang', 'fr');
    expect(rating.querySelectorAll('svg')).toHaveLength(5);
    expect(first!.querySelector('figcaption')).toHaveTextContent(/^Marie, Namur · \S/);
    expect(first!.querySelector('time')).toHaveAttribute('datetime', '2026-10-14');
    expect(second).toHaveAttribute('lang', 'nl');
    expect(within(second!).queryByRole('img')).toBeNull();
    const caption = second!.querySelector('figcaption')!;
    expect(caption).toHaveAttribute('lang', 'fr');
    expect(caption.querySelector('span[lang="nl"]')).toHaveTextContent(/^Jan$/);
    expect(caption).toHaveTextContent(/ · .*néerlandais/);
  });
});
