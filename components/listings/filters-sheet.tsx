'use client';

import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import styles from './filters-sheet.module.css';

const DEBOUNCE_MS = 300;

/**
 * The list filters: on a phone a "Filters" button opens them as a sheet, a modal `<dialog>`
 * (the browser traps focus, Escape closes it and focus returns to the button); on a wide screen,
 * and without JavaScript, the same markup stands inline as a sidebar (the style sheet shows the
 * dialog without its `open` state). While the visitor changes a filter, the apply button says
 * how many listings it would show, from /api/list-count (debounced; every text comes translated
 * from the server).
 */
export function FiltersSheet({
  formId,
  countUrl,
  title,
  openText,
  closeLabel,
  applyLabel,
  applyFallback,
  resetHref,
  resetLabel,
  children,
}: {
  /** The id of the GET form the apply button submits. */
  formId: string;
  /** /api/list-count with the list's locale and goal; the form's fields are appended. */
  countUrl: string;
  title: string;
  /** The opener's text, with the number of active filters when there are any. */
  openText: string;
  closeLabel: string;
  /** "Show 37 properties": the count of the search as the page shows it. */
  applyLabel: string;
  /** The apply button's text when the count cannot be had. */
  applyFallback: string;
  resetHref: string;
  resetLabel: string;
  children: ReactNode;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [label, setLabel] = useState(applyLabel);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const form = document.getElementById(formId);
    if (!(form instanceof HTMLFormElement)) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let controller: AbortController | undefined;
    const update = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        controller?.abort();
        controller = new AbortController();
        const fields = new URLSearchParams();
        for (const [name, value] of new FormData(form))
          if (typeof value === 'string' && value !== '') fields.append(name, value);
        setBusy(true);
        fetch(`${countUrl}&${fields}`, { signal: controller.signal })
          .then((response) => (response.ok ? response.json() : Promise.reject(response.status)))
          .then((answer: { label?: unknown }) =>
            setLabel(typeof answer.label === 'string' ? answer.label : applyFallback),
          )
          .catch((error: unknown) => {
            if (!(error instanceof DOMException && error.name === 'AbortError'))
              setLabel(applyFallback);
          })
          .finally(() => setBusy(false));
      }, DEBOUNCE_MS);
    };
    form.addEventListener('input', update);
    form.addEventListener('change', update);
    return () => {
      clearTimeout(timer);
      controller?.abort();
      form.removeEventListener('input', update);
      form.removeEventListener('change', update);
    };
  }, [formId, countUrl, applyFallback]);

  const open = () => {
    dialogRef.current?.showModal();
    document.documentElement.classList.add('scroll-locked');
  };
  const close = () => dialogRef.current?.close();
  const closed = () => document.documentElement.classList.remove('scroll-locked');
  /** A click on the backdrop (outside the sheet's box) closes it. */
  const closeOutside = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === dialogRef.current && dialogRef.current.matches(':modal')) close();
  };

  return (
    <>
      <button
        type="button"
        className={`button button-secondary ${styles.opener}`}
        aria-haspopup="dialog"
        onClick={open}
        data-testid="filters-open"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
          <path d="M3 6h18M6 12h12M10 18h4" stroke="currentColor" strokeWidth="2" fill="none" />
        </svg>
        {openText}
      </button>
      <dialog
        ref={dialogRef}
        className={styles.sheet}
        aria-labelledby={`${formId}-title`}
        onClose={closed}
        onClick={closeOutside}
        data-testid="filters-sheet"
      >
        <div className={styles.inner}>
          <div className={styles.head}>
            <h2 id={`${formId}-title`} className={styles.title}>
              {title}
            </h2>
            <button type="button" className={styles.close} aria-label={closeLabel} onClick={close}>
              <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" />
              </svg>
            </button>
          </div>
          <div className={styles.body}>{children}</div>
          <div className={styles.foot}>
            <a href={resetHref} className={styles.reset}>
              {resetLabel}
            </a>
            <button
              type="submit"
              form={formId}
              className={`button button-primary ${styles.apply}`}
              aria-busy={busy || undefined}
              data-testid="filters-apply"
            >
              <span aria-live="polite">{label}</span>
            </button>
          </div>
        </div>
      </dialog>
    </>
  );
}
