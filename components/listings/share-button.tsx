'use client';

import { useState, type ReactNode } from 'react';
import { usePageIdle } from '@/components/ui/use-store-after-idle';

export type ShareTexts = { label: string; copied: string; failed: string };

/**
 * Share a page: the system's share sheet (Web Share API) where the browser has one, else the
 * link copied to the clipboard, said in a polite live region. Renders nothing on the server and
 * without JavaScript, so there is never a dead button. Texts and icon come from the server.
 */
export function ShareButton({
  url,
  title,
  texts,
  className,
  children,
}: {
  url: string;
  title: string;
  texts: ShareTexts;
  className?: string;
  children: ReactNode;
}) {
  // comes once the page is idle: nothing a visitor needs first (use-store-after-idle.ts)
  const hydrated = usePageIdle();
  const [said, say] = useState('');
  // on the server and until then: the button's slot, empty, so nothing moves when it comes
  if (!hydrated) return <span className={className} />;
  const share = async () => {
    say('');
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // the visitor closed the sheet: nothing to say
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      say(texts.copied);
    } catch {
      say(texts.failed);
    }
  };
  return (
    <span className={className}>
      <button type="button" onClick={share} data-testid="share">
        {children}
        <span>{texts.label}</span>
      </button>
      <span role="status" className="visually-hidden">
        {said}
      </span>
    </span>
  );
}
