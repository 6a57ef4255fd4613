import type { ReactNode } from 'react';
import type { CSSProperties } from 'react';
import type { FooterBlock } from '@/lib/content/schema';
import type { Locale } from '@/lib/i18n/locales';
import { LocaleLink } from '@/components/ui/locale-link';
import styles from './site-footer.module.css';

type LegalLink = { href: '/privacy-statement' | '/cookie-policy' | '/disclaimer'; label: string };

function columnStyle(block: FooterBlock): CSSProperties {
  return {
    '--span-sm': block.columns.sm,
    '--span-md': block.columns.md,
    '--span-lg': block.columns.lg,
  } as CSSProperties;
}

/** Footer blocks on the 12-column grid; a text shows only where its public flag is set. */
export function SiteFooter({
  blocks,
  locale,
  legalLinks,
  labels,
  newsletter,
  cookieSettings,
}: {
  blocks: FooterBlock[];
  locale: Locale;
  legalLinks: LegalLink[];
  /** The control that reopens the cookie consent dialog ("cookie settings"). */
  cookieSettings?: ReactNode;
  labels: { legal: string; copyright: string };
  /** The newsletter sign-up: an address, then the newsletter page asks for the explicit consent. */
  newsletter: { title: string; lead: string; label: string; submit: string; action: string };
}) {
  return (
    <footer className={styles.footer} data-testid="site-footer" data-print="hide">
      <div className={styles.newsletter}>
        <div className={`container ${styles.newsletterInner}`}>
          <div>
            <h2 id="footer-newsletter" className={styles.title}>
              {newsletter.title}
            </h2>
            <p className={styles.intro}>{newsletter.lead}</p>
          </div>
          <form
            action={newsletter.action}
            method="get"
            className={styles.newsletterForm}
            data-testid="footer-newsletter"
          >
            <label htmlFor="footer-newsletter-email" className="visually-hidden">
              {newsletter.label}
            </label>
            <input
              id="footer-newsletter-email"
              name="email"
              type="email"
              autoComplete="email"
              required
              placeholder={newsletter.label}
              className={styles.newsletterInput}
            />
            <button type="submit" className="button button-accent">
              {newsletter.submit}
            </button>
          </form>
        </div>
      </div>
      <div className={`container ${styles.grid}`}>
        {blocks.map((block) => (
          <section
            key={block.id}
            className={styles.block}
            style={columnStyle(block)}
            aria-labelledby={`footer-${block.id}`}
          >
            {block.public.title ? (
              <h2 id={`footer-${block.id}`} className={styles.title}>
                {block.title[locale]}
              </h2>
            ) : (
              <h2 id={`footer-${block.id}`} className="visually-hidden">
                {block.title[locale]}
              </h2>
            )}
            {block.public.introText && block.introText[locale] && (
              <p className={styles.intro}>{block.introText[locale]}</p>
            )}
            {block.public.fullText && block.fullText[locale] && (
              <p className={styles.text}>{block.fullText[locale]}</p>
            )}
            {block.images.length > 0 && (
              <ul className={styles.images}>
                {block.images.map((image) => (
                  <li key={image.src}>
                    {/* Footer images are small configured badges (SVG or PNG) of known size. */}
                    {/* eslint-disable-next-line @next/next/no-img-element */}
                    <img src={image.src} alt={image.alt[locale]} height={48} loading="lazy" />
                  </li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </div>
      <div className={styles.bottom}>
        <div className={`container ${styles.bottomInner}`}>
          <p>{labels.copyright}</p>
          <nav aria-label={labels.legal}>
            <ul className={styles.legal}>
              {legalLinks.map((link) => (
                <li key={link.href}>
                  <LocaleLink href={link.href}>{link.label}</LocaleLink>
                </li>
              ))}
              {cookieSettings && <li>{cookieSettings}</li>}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
