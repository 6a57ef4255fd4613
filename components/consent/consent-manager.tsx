'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState } from 'react';
import { useStoreAfterIdle } from '@/components/ui/use-store-after-idle';
import { isPreviewPath } from '@/lib/content/preview';
import {
  ALL_DENIED,
  ALL_GRANTED,
  choiceFromOptions,
  OPEN_CONSENT_EVENT,
  OPTIONS,
  optionsFromChoice,
  readConsent,
  type ConsentChoice,
  type ConsentOption,
  type TagIds,
} from '@/lib/consent/consent';
import {
  cookieSnapshot,
  resetConsentWhenAsked,
  storeConsent,
  subscribeToConsent,
} from '@/lib/consent/cookie-store';
import { loadConsentTexts } from '@/lib/consent/load-texts';
import { applyConsent, sendPageView } from '@/lib/consent/tags';
import type { ConsentTexts } from '@/lib/consent/texts';
import styles from './consent.module.css';

/**
 * The cookie consent: shown while no choice is stored (not on preview pages), with "accept
 * all", "decline all" (as easy, and as visible) and settings with five options. The choice is
 * stored as `consent` and four per-purpose flags; Consent Mode is updated, the allowed tags load,
 * and a page view is sent. `?setcookies` forgets the choice; the footer link reopens the dialog.
 * The dialog's texts are fetched from `textsUrl` when it is first shown: most page views never
 * show it, and they were 1 kB of every page's payload (issue 32 › 2).
 */
export function ConsentManager({ tags, textsUrl }: { tags: TagIds; textsUrl: string }) {
  const pathname = usePathname();
  // the cookies, once the page is idle (use-store-after-idle.ts): the dialog and the tags a stored
  // choice allows come after the page itself; the footer's "cookie settings" works before that
  const cookies = useStoreAfterIdle(subscribeToConsent, cookieSnapshot);
  const stored = cookies === null ? null : readConsent(cookies);
  // opened from the footer, or the settings of the first dialog
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [selected, setSelected] = useState<Set<ConsentOption>>(() => new Set(['essential']));
  const [texts, setTexts] = useState<ConsentTexts | null>(null);
  // asked for from the footer: focus moves into the dialog once it is there
  const [focusAsked, setFocusAsked] = useState(0);
  const dialogRef = useRef<HTMLDivElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    resetConsentWhenAsked();
    const open = (event: Event) => {
      returnFocus.current = event.target instanceof HTMLElement ? event.target : null;
      setSelected(optionsFromChoice(readConsent(document.cookie) ?? ALL_DENIED));
      setSettingsOpen(true);
      setFocusAsked((count) => count + 1);
    };
    window.addEventListener(OPEN_CONSENT_EVENT, open);
    return () => window.removeEventListener(OPEN_CONSENT_EVENT, open);
  }, []);

  // the stored choice applies on every page: Consent Mode, and the tags it allows
  const storedKey = stored ? JSON.stringify(stored) : null;
  useEffect(() => {
    if (storedKey) applyConsent(tags, JSON.parse(storedKey) as ConsentChoice);
  }, [storedKey, tags]);

  // a page view for every page of the visit (client-side navigations included), once chosen
  const firstPath = useRef(pathname);
  useEffect(() => {
    if (storedKey && pathname !== firstPath.current)
      sendPageView(tags, JSON.parse(storedKey) as ConsentChoice);
    firstPath.current = pathname;
  }, [pathname, storedKey, tags]);

  const firstVisit = cookies !== null && stored === null && !isPreviewPath(pathname);
  const shown = settingsOpen || firstVisit;
  useEffect(() => {
    if (!shown || texts) return;
    let current = true;
    void loadConsentTexts(textsUrl).then((loaded) => {
      if (current && loaded) setTexts(loaded);
    });
    return () => {
      current = false;
    };
    // asked again from the footer: a request that failed is made again
  }, [shown, texts, textsUrl, focusAsked]);
  useEffect(() => {
    if (focusAsked > 0 && texts) dialogRef.current?.focus();
  }, [focusAsked, texts]);

  // no texts (still coming, or the request failed: the next ask tries again): no dialog
  if (!shown || !texts) return null;

  const decide = (choice: ConsentChoice) => {
    storeConsent(choice);
    applyConsent(tags, choice);
    sendPageView(tags, choice);
    setSettingsOpen(false);
    returnFocus.current?.focus();
    returnFocus.current = null;
  };
  const toggle = (option: ConsentOption) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(option)) next.delete(option);
      else next.add(option);
      return next;
    });

  return (
    <div
      ref={dialogRef}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-describedby={textId}
      tabIndex={-1}
      className={styles.dialog}
      data-testid="consent-dialog"
    >
      <div className={styles.inner}>
        <h2 id={titleId} className={styles.title}>
          {texts.title}
        </h2>
        <p id={textId} className={styles.text}>
          {texts.text}
        </p>
        {settingsOpen && (
          <fieldset className={styles.options}>
            <legend className={styles.legend}>{texts.settingsTitle}</legend>
            {OPTIONS.map((option) => (
              <label key={option} className={styles.option}>
                <input
                  type="checkbox"
                  name={option}
                  checked={option === 'essential' || selected.has(option)}
                  disabled={option === 'essential'}
                  onChange={() => toggle(option)}
                />
                <span>
                  <strong>{texts.options[option].title}</strong>
                  <span className={styles.optionText}>{texts.options[option].text}</span>
                </span>
              </label>
            ))}
          </fieldset>
        )}
        <div className={styles.actions}>
          <button
            type="button"
            className="button button-primary"
            onClick={() => decide(ALL_GRANTED)}
            data-testid="consent-accept"
          >
            {texts.acceptAll}
          </button>
          <button
            type="button"
            className="button button-primary"
            onClick={() => decide(ALL_DENIED)}
            data-testid="consent-decline"
          >
            {texts.declineAll}
          </button>
          {settingsOpen ? (
            <button
              type="button"
              className="button button-secondary"
              onClick={() => decide(choiceFromOptions(selected))}
              data-testid="consent-save"
            >
              {texts.save}
            </button>
          ) : (
            <button
              type="button"
              className="button button-secondary"
              onClick={() => {
                setSelected(new Set(['essential']));
                setSettingsOpen(true);
              }}
              data-testid="consent-settings"
            >
              {texts.settings}
            </button>
          )}
        </div>
      </div>
    </div>
  );
}
