'use client';

import { OPEN_CONSENT_EVENT } from '@/lib/consent/consent';

/** The footer's "cookie settings": reopens the consent dialog with the stored choice. */
export function CookieSettingsButton({ label, className }: { label: string; className?: string }) {
  return (
    <button
      type="button"
      className={className}
      onClick={(event) =>
        event.currentTarget.dispatchEvent(new Event(OPEN_CONSENT_EVENT, { bubbles: true }))
      }
      data-testid="cookie-settings"
    >
      {label}
    </button>
  );
}
