'use client';

import { createElement, useEffect, useRef, useState } from 'react';
import { useField } from './form-meta';
import styles from './forms.module.css';

/** The widget's own texts, per site language (its i18n files register themselves). */
const WIDGET_LANGUAGES: Record<string, () => Promise<unknown>> = {
  en: () => import('altcha/i18n/en'),
  nl: () => import('altcha/i18n/nl'),
  fr: () => import('altcha/i18n/fr-fr'),
  de: () => import('altcha/i18n/de'),
};

/**
 * The ALTCHA proof-of-work check: the browser solves a small puzzle from our server when the
 * visitor starts filling the form; nothing is sent to a third party and nothing is asked of the
 * visitor beyond a tick if the widget wants one. Loaded only on forms that need it.
 */
export function Captcha({
  challengeUrl,
  language,
  label,
  noScript,
}: {
  challengeUrl: string;
  language: string;
  label: string;
  noScript: string;
}) {
  const field = useField('altcha');
  const [ready, setReady] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let live = true;
    void import('altcha')
      .then(() => (WIDGET_LANGUAGES[language] ?? WIDGET_LANGUAGES.en!)())
      .then(() => {
        if (live) setReady(true);
      });
    return () => {
      live = false;
    };
  }, [language]);

  // the widget starts when the form gets focus; if the visitor was already typing when it
  // arrived, start it now
  useEffect(() => {
    const widget = containerRef.current?.querySelector('altcha-widget') as
      (HTMLElement & { verify?: () => void; getState?: () => string }) | null;
    if (!ready || !widget) return;
    const startIfTyping = () => {
      if (
        widget.closest('form')?.contains(document.activeElement) &&
        widget.getState?.() === 'unverified'
      )
        widget.verify?.();
    };
    widget.addEventListener('load', startIfTyping);
    startIfTyping();
    return () => widget.removeEventListener('load', startIfTyping);
  }, [ready]);
  return (
    <div className={styles.field} data-invalid={field.error ? 'true' : undefined}>
      <p className={styles.label} id={`${field.id}-label`}>
        {label}
      </p>
      <noscript>
        <p className={styles.hint}>{noScript}</p>
      </noscript>
      <div ref={containerRef} className={styles.captcha}>
        {ready &&
          createElement('altcha-widget', {
            challenge: challengeUrl,
            name: 'altcha',
            language,
            auto: 'onfocus',
            'data-testid': 'captcha',
          })}
      </div>
      {field.error && (
        <p id={field.errorId} className={styles.error} data-testid="field-error">
          {field.error}
        </p>
      )}
    </div>
  );
}
