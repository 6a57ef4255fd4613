// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { PhotoGallery } from '@/components/listings/photo-gallery';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import nl from '@/messages/nl.json';

const CATALOGUES = { en, nl, fr, de };
type Locale = keyof typeof CATALOGUES;
const photo = { url: '/media/listings/1/1.jpg', width: 1600, height: 1067, alt: 'Living room' };

describe('the photos of a listing or project', () => {
  for (const [locale, messages] of Object.entries(CATALOGUES) as [Locale, typeof en][]) {
    it(`say "No photo was found" in ${locale} when there is none`, () => {
      render(
        <NextIntlClientProvider locale={locale} messages={messages}>
          <PhotoGallery photos={[]} title="Villa" />
        </NextIntlClientProvider>,
      );
      expect(screen.getByTestId('no-photo')).toHaveTextContent(messages.Listing.gallery.noPhoto);
      expect(screen.queryByRole('img')).toBeNull();
    });
  }

  it('show the first photo and its counter when there are photos', () => {
    render(
      <NextIntlClientProvider locale="en" messages={en}>
        <PhotoGallery photos={[photo, { ...photo, url: '/media/listings/1/2.jpg' }]} title="Villa" />
      </NextIntlClientProvider>,
    );
    expect(screen.queryByTestId('no-photo')).toBeNull();
    expect(screen.getByTestId('gallery-preview')).toHaveTextContent('Photo 1 of 2');
  });
});
