'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { throttle } from '@/lib/browser/throttle';
import { BACK_TO_TOP_FROM_PX, BACK_TO_TOP_THROTTLE_MS, scrollToTop } from '@/lib/browser/scroll';
import styles from './back-to-top.module.css';

/** Hidden under 10 px of scroll (checked at most every 100 ms); scrolls up over about 500 ms. */
export function BackToTop({ label, icon }: { label: string; icon: ReactNode }) {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const check = throttle(
      () => setVisible(window.scrollY >= BACK_TO_TOP_FROM_PX),
      BACK_TO_TOP_THROTTLE_MS,
    );
    check();
    window.addEventListener('scroll', check, { passive: true });
    return () => {
      window.removeEventListener('scroll', check);
      check.cancel();
    };
  }, []);

  const onClick = () => {
    scrollToTop();
    document.getElementById('main-content')?.focus({ preventScroll: true });
  };

  return (
    <button
      type="button"
      className={styles.button}
      data-visible={visible}
      onClick={onClick}
      data-testid="back-to-top"
      data-print="hide"
    >
      {icon}
      <span className="visually-hidden">{label}</span>
    </button>
  );
}
