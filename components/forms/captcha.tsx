'use client';

import { createElement, useEffect, useRef, useState } from 'react';
import { onFirstTouch } from '@/lib/browser/first-touch';
import { QUESTION_ANSWER_FIELD, QUESTION_TOKEN_FIELD } from '@/lib/forms/constants';
import type { QuestionState } from '@/lib/forms/form-state';
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
 * What a visitor without JavaScript answers instead of the proof of work: a sum in words, checked
 * by the server (lib/forms/question.ts). Rendered only inside <noscript>, so a browser that runs
 * the widget never shows it nor sends it.
 */
function QuestionField({ question, intro }: { question: QuestionState; intro: string }) {
  const field = useField(QUESTION_ANSWER_FIELD);
  return (
    <div className={styles.field} data-invalid={field.error ? 'true' : undefined}>
      <input type="hidden" name={QUESTION_TOKEN_FIELD} value={question.token} />
      <label htmlFor={field.id} className={styles.label}>
        {question.text}
        <span className={styles.requiredMark}> ({field.meta.requiredText})</span>
      </label>
      <p id={field.hintId} className={styles.hint}>
        {intro}
      </p>
      <input
        type="text"
        id={field.id}
        name={QUESTION_ANSWER_FIELD}
        className={`${styles.input} ${styles.questionInput}`}
        inputMode="numeric"
        autoComplete="off"
        maxLength={3}
        defaultValue={question.answer}
        aria-required
        aria-invalid={field.error ? true : undefined}
        aria-describedby={field.error ? `${field.hintId} ${field.errorId}` : field.hintId}
        autoFocus={field.autoFocus}
      />
      {field.error && (
        <p id={field.errorId} className={styles.error} data-testid="field-error">
          {field.error}
        </p>
      )}
    </div>
  );
}

/**
 * The ALTCHA proof-of-work check: the browser solves a small puzzle from our server when the
 * visitor starts filling the form; nothing is sent to a third party and nothing is asked of the
 * visitor beyond a tick if the widget wants one. Loaded only on forms that need it, and only once
 * the visitor touches the form. Without
 * JavaScript the visitor answers `question` instead.
 */
export function Captcha({
  challengeUrl,
  language,
  label,
  noScript,
  question,
}: {
  challengeUrl: string;
  language: string;
  label: string;
  noScript: string;
  question: QuestionState | null;
}) {
  const field = useField('altcha');
  const [ready, setReady] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  // the widget's code (about 110 kB, a long task to evaluate on a phone) loads when the visitor
  // first touches the form, not with the page; its room is kept (.captcha), and a send before it
  // has come is checked by the server, which answers with this field's error, keeping the input
  useEffect(() => {
    const form = containerRef.current?.closest('form');
    if (!form) return;
    let live = true;
    const cancel = onFirstTouch(form, () => {
      void import('altcha')
        .then(() => (WIDGET_LANGUAGES[language] ?? WIDGET_LANGUAGES.en!)())
        .then(() => {
          if (live) setReady(true);
        });
    });
    return () => {
      live = false;
      cancel();
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
      {question && (
        <noscript>
          <QuestionField question={question} intro={noScript} />
        </noscript>
      )}
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
