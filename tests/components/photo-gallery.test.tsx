// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createTranslator } from 'use-intl/core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PhotoGallery } from '@/components/listings/photo-gallery';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import nl from '@/messages/nl.json';

const CATALOGUES = { en, nl, fr, de };
type Locale = keyof typeof CATALOGUES;
const page = vi.hoisted(() => ({ locale: 'en' as 'en' | 'nl' | 'fr' | 'de' }));

vi.mock('next-intl/server', () => ({
  getTranslations: async (namespace: string) =>
    createTranslator({
      locale: page.locale,
      messages: CATALOGUES[page.locale],
      namespace: namespace as never,
    }),
}));

const photo = { url: '/media/listings/1/1.jpg', width: 1600, height: 1067, alt: 'Living room' };

beforeEach(() => {
  page.locale = 'en';
});

describe('the photos of a listing or project', () => {
  for (const [locale, messages] of Object.entries(CATALOGUES) as [Locale, typeof en][]) {
    it(`say "No photo was found" in ${locale} when there is none`, async () => {
      page.locale = locale;
      render(await PhotoGallery({ photos: [], title: 'Villa' }));
      expect(screen.getByTestId('no-photo')).toHaveTextContent(messages.Listing.gallery.noPhoto);
      expect(screen.queryByRole('img')).toBeNull();
    });
  }

  it('show the first photo (server HTML, at high priority) and its counter when there are photos', async () => {
    render(
      await PhotoGallery({
        photos: [photo, { ...photo, url: '/media/listings/1/2.jpg' }],
        title: 'Villa',
      }),
    );
    expect(screen.queryByTestId('no-photo')).toBeNull();
    const preview = screen.getByTestId('gallery');
    expect(preview).toHaveAttribute('data-state', 'preview');
    expect(preview).toHaveTextContent('Photo 1 of 2');
    expect(preview).toHaveAttribute('aria-label', 'Photos of Villa');
    const [first, ...thumbnails] = preview.querySelectorAll('img');
    expect(first).toHaveAttribute('alt', 'Living room');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).not.toHaveAttribute('loading', 'lazy');
    expect(thumbnails.map((image) => image.getAttribute('alt'))).toEqual([
      'Photo 1 of 2',
      'Photo 2 of 2',
    ]);
    for (const thumbnail of thumbnails) expect(thumbnail).toHaveAttribute('loading', 'lazy');
  });

  it('name what each control does, for the gallery that replaces them, and link to the photos without JavaScript', async () => {
    const second = { ...photo, url: '/media/listings/1/2.jpg' };
    render(await PhotoGallery({ photos: [photo, second], title: 'Villa' }));
    const preview = screen.getByTestId('gallery');
    expect(screen.getByRole('button', { name: 'Next photo' })).toHaveAttribute(
      'data-gallery-action',
      'next',
    );
    expect(screen.getByRole('button', { name: 'Previous photo' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    const open = screen.getByTestId('gallery-open');
    expect(open).toHaveAttribute('href', photo.url);
    expect(open).toHaveAttribute('data-gallery-action', 'open');
    const thumbnails = [...preview.querySelectorAll('[data-gallery-action="photo"]')];
    expect(
      thumbnails.map((link) => [link.getAttribute('href'), link.getAttribute('data-index')]),
    ).toEqual([
      [photo.url, '0'],
      [second.url, '1'],
    ]);
  });

  it('have no arrows and no thumbnail row for a single photo', async () => {
    render(await PhotoGallery({ photos: [photo], title: 'Villa' }));
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('hand the island only the photo list and texts (issue 32: the preview is not sent twice)', async () => {
    const photos = [photo, { ...photo, url: '/media/listings/1/2.jpg' }];
    const island = (await PhotoGallery({ photos, title: 'Villa' })) as ReactElement<
      Record<string, unknown>
    >;
    expect(Object.keys(island.props).sort()).toEqual(['labels', 'photos']);
    expect(JSON.parse(JSON.stringify(island.props))).toEqual(island.props);
    expect(island.props.photos).toBe(photos);
  });
});
