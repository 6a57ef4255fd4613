'use client';

import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import styles from './main-menu.module.css';

/** A disclosure for the pages under a menu entry: the entry stays a link, the chevron opens the list. */
export function Submenu({
  toggleLabel,
  trigger,
  icon,
  children,
}: {
  toggleLabel: string;
  trigger: ReactNode;
  icon: ReactNode;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent | FocusEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('focusin', closeOutside);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('focusin', closeOutside);
    };
  }, [open]);

  return (
    <div
      ref={rootRef}
      className={styles.submenuRoot}
      data-open={open}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          rootRef.current?.querySelector('button')?.focus();
        }
      }}
    >
      {trigger}
      <button
        type="button"
        className={styles.submenuToggle}
        aria-expanded={open}
        aria-controls={listId}
        aria-label={toggleLabel}
        onClick={() => setOpen((value) => !value)}
      >
        {icon}
      </button>
      <div id={listId} className={styles.submenu} hidden={!open}>
        {children}
      </div>
    </div>
  );
}
