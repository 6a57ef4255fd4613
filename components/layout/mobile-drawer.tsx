'use client';

import {
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { usePathname } from 'next/navigation';
import { Icon } from '@/components/ui/icon';
import styles from './mobile-drawer.module.css';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * The menu on small screens: a modal dialog that traps focus, closes on Escape, on a click
 * outside it and after navigating, and locks the page behind it from scrolling. Its content is
 * drawn when it first opens and kept after.
 */
export function MobileDrawer({
  openLabel,
  openText,
  closeLabel,
  children,
}: {
  openLabel: string;
  openText: string;
  closeLabel: string;
  children: ReactNode;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  // the content is drawn once the drawer is first opened (it cannot open without JavaScript):
  // the menu's links are in the document once, in the header's bar, not twice
  const [made, setMade] = useState(false);
  const pathname = usePathname();

  useEffect(() => {
    dialogRef.current?.close();
  }, [pathname]);

  useEffect(() => {
    document.documentElement.classList.toggle('scroll-locked', open);
  }, [open]);

  const show = () => {
    setMade(true);
    dialogRef.current?.showModal();
    setOpen(true);
  };

  const close = () => dialogRef.current?.close();

  const trapFocus = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = Array.from(dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
      (element) => element.offsetParent !== null,
    );
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  /** A click on the backdrop, or on a link (even one to the page already shown), closes the drawer. */
  const closeOnClick = (event: MouseEvent<HTMLDialogElement>) => {
    const target = event.target as Element;
    if (target === dialogRef.current || target.closest('a')) close();
  };

  return (
    <>
      <button
        type="button"
        className={styles.toggle}
        aria-label={openLabel}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={show}
        data-testid="drawer-open"
      >
        <Icon name="menu" size={24} />
        <span className={styles.toggleText}>{openText}</span>
      </button>
      <dialog
        ref={dialogRef}
        className={styles.drawer}
        aria-label={openText}
        onClose={() => setOpen(false)}
        onKeyDown={trapFocus}
        onClick={closeOnClick}
        data-testid="drawer"
      >
        <div className={styles.panel}>
          <button
            type="button"
            className={styles.close}
            onClick={close}
            aria-label={closeLabel}
            data-testid="drawer-close"
          >
            <Icon name="x" size={24} />
          </button>
          {made && children}
        </div>
      </dialog>
    </>
  );
}
