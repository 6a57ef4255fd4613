'use client';

import type { CSSProperties } from 'react';
import { CookieSettingsButton } from '@/components/consent/cookie-settings-button';
import styles from './site-footer.module.css';

/** A footer block as the server resolved it (site-footer.tsx): its texts in the page's language. */
export type FooterBlockData = {
  id: string;
  title: string;
  /** Whether the title shows (it is always there for screen readers: the block's name). */
  showTitle: boolean;
  intro?: string;
  text?: string;
  images: { src: string; alt: string }[];
  columns: { sm: number; md: number; lg: number };
};

export type FooterData = {
  blocks: FooterBlockData[];
  /** The legal pages, their addresses in the page's language. */
  legalLinks: { href: string; label: string }[];
  /** The label of the control that reopens the cookie consent dialog, when there is one. */
  cookieSettings?: string;
  labels: { legal: string; copyright: string };
  /** The newsletter sign-up: an address, then the newsletter page asks for the explicit consent. */
  newsletter: { title: string; lead: string; label: string; submit: string; action: string };
};

function columnStyle(columns: FooterBlockData['columns']): CSSProperties {
  return {
    '--span-sm': columns.sm,
    '--span-md': columns.md,
    '--span-lg': columns.lg,
  } as CSSProperties;
}

/**
 * The footer, drawn from its texts: the page's payload carries them, not the footer's element
 * tree (issue 32). Footer blocks sit on the 12-column grid.
 */
export function SiteFooterView({
  blocks,
  legalLinks,
  cookieSettings,
  labels,
  newsletter,
}: FooterData) {
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
            style={columnStyle(block.columns)}
            aria-labelledby={`footer-${block.id}`}
          >
            <h2
              id={`footer-${block.id}`}
              className={block.showTitle ? styles.title : 'visually-hidden'}
            >
              {block.title}
            </h2>
            {block.intro && <p className={styles.intro}>{block.intro}</p>}
            {block.text && <p className={styles.text}>{block.text}</p>}
            {block.images.length > 0 && (
              <ul className={styles.images}>
                {block.images.map((image) => (
                  <li key={image.src}>
                    {/* Footer images are small configured badges (SVG or PNG) of known size. */}
                    {/* eslint-disable-next-line @next/next/no-img-element */}
                    <img src={image.src} alt={image.alt} height={48} loading="lazy" />
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
                  <a href={link.href}>{link.label}</a>
                </li>
              ))}
              {cookieSettings && (
                <li>
                  <CookieSettingsButton label={cookieSettings} />
                </li>
              )}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
