'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { HEADER_FIXED_AFTER_PX } from '@/lib/browser/scroll';
import { useDevice } from './device-provider';
import { useCurrentPage } from './use-current-page';
import styles from './site-header.module.css';

/**
 * Past 30 px of scroll the header is fixed, opaque, and its logo smaller; at the top of the
 * home page it is transparent over the banner. Its content is rendered on the server.
 */
export function SiteHeader({ children }: { children: ReactNode }) {
  const isHome = useCurrentPage() === '/';
  const [scrolled, setScrolled] = useState(false);
  const { setTopBarShow } = useDevice();

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const past = window.scrollY > HEADER_FIXED_AFTER_PX;
      setScrolled(past);
      setTopBarShow(!past);
    };
    const onScroll = () => {
      if (frame === 0) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame !== 0) cancelAnimationFrame(frame);
    };
  }, [setTopBarShow]);

  return (
    <div className={styles.slot} data-home={isHome} data-print="hide">
      <header
        className={styles.header}
        data-scrolled={scrolled}
        data-home={isHome}
        data-testid="site-header"
      >
        {children}
      </header>
    </div>
  );
}
