import type { FooterBlock } from '@/lib/content/schema';
import { localizedHref } from '@/lib/i18n/href';
import type { Locale } from '@/lib/i18n/locales';
import { SiteFooterView, type FooterBlockData, type FooterData } from './site-footer-view';

type LegalLink = { href: '/privacy-statement' | '/cookie-policy' | '/disclaimer'; label: string };

/** A configured footer block in one language: a text shows only where its public flag is set. */
export function footerBlockData(block: FooterBlock, locale: Locale): FooterBlockData {
  const intro = block.public.introText ? block.introText[locale] : '';
  const text = block.public.fullText ? block.fullText[locale] : '';
  return {
    id: block.id,
    title: block.title[locale],
    showTitle: block.public.title,
    // absent rather than empty or undefined: nothing of it travels in the page's payload
    ...(intro ? { intro } : {}),
    ...(text ? { text } : {}),
    images: block.images.map((image) => ({ src: image.src, alt: image.alt[locale] })),
    columns: block.columns,
  };
}

/**
 * Footer blocks on the 12-column grid, the newsletter sign-up and the legal links, resolved here
 * into the few texts site-footer-view.tsx draws (issue 32: the payload carries data, not the
 * footer's element tree).
 */
export function SiteFooter({
  blocks,
  locale,
  legalLinks,
  cookieSettings,
  ...rest
}: Omit<FooterData, 'blocks' | 'legalLinks'> & {
  blocks: FooterBlock[];
  locale: Locale;
  legalLinks: LegalLink[];
}) {
  return (
    <SiteFooterView
      blocks={blocks.map((block) => footerBlockData(block, locale))}
      legalLinks={legalLinks.map((link) => ({
        href: localizedHref(locale, link.href),
        label: link.label,
      }))}
      {...(cookieSettings ? { cookieSettings } : {})}
      {...rest}
    />
  );
}
